// How many attempts each tenant may have in flight: its whole share while its receivers answer, less
// while they do not (additive increase, multiplicative decrease, as TCP does with a congested path).
// An attempt that got no answer (it timed out, or no connection could be made) halves the tenant's limit,
// down to one; the attempts of one round fail together, so only one started after the last cut may cut
// again. Every answered attempt, whatever its status, gives one slot back. A receiver that hangs then
// holds one socket, not the tenant's whole share waiting out timeouts (and, on PGlite, the worker's
// statements beside the requests shrink with it), while its deliveries still go out, one at a time, and
// speed up again with the first answers.
// Per tenant, not per receiver: the claim takes a tenant's oldest due rows along the due index and could
// not skip one receiver's backlog without reading it. A tenant with answering receivers beside a dead one
// stays near its share: each answer gives a slot back, while a round of timeouts cuts once.
import type { AttemptOutcome } from './deliver';

interface Reduced {
  limit: number;
  /** When the limit was last cut (the worker's clock). */
  cutAt: number;
}

export class TenantLimits {
  private readonly reduced = new Map<string, Reduced>();

  constructor(private readonly share: number) {}

  limitOf(tenant: string): number {
    return this.reduced.get(tenant)?.limit ?? this.share;
  }

  /** The tenants held below their share now, with their limits. */
  reducedLimits(): ReadonlyMap<string, number> {
    return new Map([...this.reduced].map(([tenant, { limit }]) => [tenant, limit]));
  }

  /** Learns from an attempt's outcome; startedAt and now are read from the worker's clock. */
  observe(tenant: string, outcome: AttemptOutcome, startedAt: number, now: number): void {
    if (outcome.status !== null) this.answered(tenant);
    else if (outcome.retryable) this.unanswered(tenant, startedAt, now);
    // Anything else (a refused address, a missing secret) says nothing about the receiver's health.
  }

  private answered(tenant: string): void {
    const entry = this.reduced.get(tenant);
    if (!entry) return;
    if (entry.limit + 1 >= this.share) this.reduced.delete(tenant);
    else entry.limit += 1;
  }

  private unanswered(tenant: string, startedAt: number, now: number): void {
    const entry = this.reduced.get(tenant);
    if (entry && startedAt < entry.cutAt) return;
    this.reduced.set(tenant, { limit: Math.max(1, Math.floor(this.limitOf(tenant) / 2)), cutAt: now });
  }
}
