// The delivery worker: runs in the background of a server process, claims due outbox rows, attempts them
// concurrently (at most `concurrency` in flight, at most `perTenant` of them one tenant's, fewer while its
// receivers do not answer: TenantLimits), and records each outcome with its retry schedule. The submit
// route only inserts rows, so a slow or dead receiver never delays a submission's answer. Several processes
// may run a worker on one PostgreSQL: the claim (store.ts) hands each row to exactly one.
import {
  INTEGRATION_RETRIES_DEFAULT,
  INTEGRATION_TIMEOUT_DEFAULT,
  type IntegrationConfig,
} from '../../src/model';
import type { AppDeps } from '../deps';
import { integrationWithSecrets } from '../domain/settings';
import { mayRetry, retryDelayMs } from './backoff';
import { type AttemptOutcome, attemptDelivery } from './deliver';
import { signingKey, WebhookSecretError } from './signing';
import {
  type AttemptRecord,
  anyPending,
  type ClaimedDelivery,
  claimDue,
  createAttemptRecorder,
  ensureTenantSigningSecret,
  signingSecretOf,
} from './store';
import { TenantLimits } from './tenant-limits';

export type WorkerDeps = Pick<AppDeps, 'database' | 'config' | 'keys' | 'clock' | 'log'>;

export interface WebhookWorkerOptions {
  pollMs: number;
  backoffBaseMs: number;
  concurrency: number;
  /**
   * The most attempts one tenant may have in flight at once (default: three quarters of `concurrency`,
   * at least 1): a tenant whose receivers hang can never hold every slot, so the others' deliveries still
   * go out, while a lone tenant keeps most of them. While its receivers do not answer, a tenant gets
   * fewer (TenantLimits).
   */
  perTenant: number;
  leaseMs: number;
  /** Milliseconds since the epoch (tests give their own). */
  clock: () => number;
  /** Jitter source in [0, 1). */
  random: () => number;
  /**
   * Resolves when the worker's statements may run (main.ts gives PGlite servers a wait for a moment with
   * no request in flight, see RequestGauge); by default at once.
   */
  quiet: () => Promise<void>;
}

const GONE = 'The integration was deleted, deactivated or is no longer a webhook';
/** The last error of a delivery to the form's own URL once the form has none: never posted, never retried. */
export const FORM_WEBHOOK_GONE = "The form's webhook URL was removed since the submission: nothing was sent";

/**
 * With a backlog, a freed slot is refilled after this pause, together with every slot freed meanwhile:
 * attempts started together (and timing out together) then cost one claim, not one each. On PGlite every
 * statement of the worker waits in the same queue as the submissions, so a burst of them is felt there.
 */
const REFILL_DELAY_MS = 20;

export class WebhookWorker {
  private readonly options: WebhookWorkerOptions;
  private readonly inFlight = new Set<Promise<void>>();
  /** Attempts in flight by tenant: what the claim counts against each tenant's share of the slots. */
  private readonly tenantInFlight = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires (Infinity: none pending). */
  private timerDue = Number.POSITIVE_INFINITY;
  private running = false;
  private backlog = false;
  private ticking: Promise<unknown> | undefined;
  private readonly recordAttempt: ReturnType<typeof createAttemptRecorder>;
  private readonly limits: TenantLimits;

  constructor(
    private readonly deps: WorkerDeps,
    options: Partial<WebhookWorkerOptions> = {},
  ) {
    const concurrency = options.concurrency ?? deps.config.webhookConcurrency;
    this.options = {
      pollMs: deps.config.webhookPollMs,
      backoffBaseMs: deps.config.webhookBackoffBaseMs,
      concurrency,
      perTenant: Math.max(1, Math.floor((concurrency * 3) / 4)),
      leaseMs: deps.config.webhookLeaseMs,
      clock: deps.clock,
      random: Math.random,
      quiet: () => Promise.resolve(),
      ...options,
    };
    this.recordAttempt = createAttemptRecorder(deps.database, this.options.quiet);
    this.limits = new TenantLimits(this.options.perTenant);
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    this.schedule(0);
    return this;
  }

  /** Stops claiming, then waits up to graceMs for the attempts in flight (their leases cover the rest). */
  async stop(graceMs = 5_000): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.ticking;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
  }

  /** One claim round now; resolves once the claimed attempts are started (not finished). */
  async tick(): Promise<number> {
    const free = this.options.concurrency - this.inFlight.size;
    if (free <= 0) {
      this.backlog = true;
      return 0;
    }
    // A claim could take nothing when nothing is pending (a quiet server: the usual state), or only rows of
    // tenants already holding their share (one tenant's hanging receiver, polled with the other slots
    // idle): each poll then asks the cheap question first, not the claim.
    const full = this.tenantsAtShare();
    const quietServer = !this.backlog && this.inFlight.size === 0;
    await this.options.quiet();
    if ((quietServer || full.length > 0) && !(await anyPending(this.deps.database, full))) return 0;
    const now = new Date(this.options.clock());
    const claimed = await claimDue(this.deps.database, now, free, this.options.leaseMs, {
      perTenant: this.options.perTenant,
      inFlight: this.tenantInFlight,
      limits: this.limits.reducedLimits(),
    });
    for (const delivery of claimed) {
      const tenant = delivery.tenant_id;
      this.tenantInFlight.set(tenant, (this.tenantInFlight.get(tenant) ?? 0) + 1);
      const work = this.process(delivery).catch((error: unknown) =>
        this.deps.log.error(`Webhook delivery ${delivery.id} could not be recorded`, error),
      );
      this.inFlight.add(work);
      void work.finally(() => {
        this.inFlight.delete(work);
        const left = (this.tenantInFlight.get(tenant) ?? 1) - 1;
        if (left > 0) this.tenantInFlight.set(tenant, left);
        else this.tenantInFlight.delete(tenant);
        // Refills coalesce: one already due sooner serves this slot too (a later poll does not).
        if (this.running && this.backlog && !this.ticking && this.timerDue > Date.now() + REFILL_DELAY_MS)
          this.schedule(REFILL_DELAY_MS);
      });
    }
    // Every free slot taken, or a tenant held to its share: more may be due, so a slot that frees up claims
    // again at once (see above) rather than at the next poll.
    this.backlog = claimed.length === free || this.tenantsAtShare().length > 0;
    return claimed.length;
  }

  private tenantsAtShare(): string[] {
    return [...this.tenantInFlight]
      .filter(([tenant, count]) => count >= this.limits.limitOf(tenant))
      .map(([tenant]) => tenant);
  }

  /** Resolves when no attempt is in flight (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timerDue = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDue = Number.POSITIVE_INFINITY;
      this.ticking = this.tick()
        .catch((error: unknown) => {
          this.deps.log.error('Webhook worker could not claim deliveries', error);
          this.backlog = false;
        })
        .finally(() => {
          this.ticking = undefined;
          // With a backlog, the next finished attempt claims again; otherwise poll. So does a worker with
          // free slots that one tenant's share keeps empty: another tenant's row may come due any time.
          const idleSlots = this.inFlight.size < this.options.concurrency;
          if (this.running && (!this.backlog || idleSlots)) this.schedule(this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Where an attempt goes: the form's own URL or the integration's, each as it is now (an author who
   * changed or removed it means it; an integration's secrets follow its URL), or why nowhere.
   */
  private targetOf(
    delivery: ClaimedDelivery,
  ): { url: string; integration?: IntegrationConfig } | { gone: string } {
    if (!delivery.integration_id) {
      return delivery.form_webhook ? { url: delivery.form_webhook } : { gone: FORM_WEBHOOK_GONE };
    }
    const integration = delivery.integration
      ? integrationWithSecrets(delivery.integration, this.deps.keys.data)
      : undefined;
    if (integration?.integration_type !== 'webhook' || !integration.is_active) return { gone: GONE };
    return { url: integration.endpoint_url, integration };
  }

  private async process(delivery: ClaimedDelivery): Promise<void> {
    const { database, keys, config } = this.deps;
    let integration: IntegrationConfig | undefined;
    let url = delivery.target;
    let outcome: AttemptOutcome;
    try {
      const target = this.targetOf(delivery);
      if ('gone' in target) {
        outcome = { ok: false, status: null, durationMs: 0, error: target.gone, retryable: false };
        await this.finish(delivery, outcome, url, 0);
        return;
      }
      ({ url, integration } = target);
      const startedAt = this.options.clock();
      const secret =
        integration?.auth_type === 'hmac' && integration.auth_config.secret_key
          ? integration.auth_config.secret_key
          : delivery.signingSecret
            ? signingSecretOf(keys.data, delivery.signingSecret)
            : await ensureTenantSigningSecret(
                database,
                keys.data,
                delivery.tenant_id,
                new Date(this.options.clock()),
              );
      outcome = await attemptDelivery({
        deliveryId: delivery.id,
        url,
        body: delivery.payload,
        integration,
        key: secret ? signingKey(secret) : undefined,
        timeoutMs: (integration?.request_timeout ?? INTEGRATION_TIMEOUT_DEFAULT) * 1000,
        nowSeconds: Math.floor(this.options.clock() / 1000),
        policy: { allowLoopback: config.allowLoopbackOutbound },
      });
      this.limits.observe(delivery.tenant_id, outcome, startedAt, this.options.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof WebhookSecretError);
      outcome = { ok: false, status: null, durationMs: 0, error: message, retryable };
      if (retryable) this.deps.log.warn(`Webhook delivery ${delivery.id} failed unexpectedly: ${message}`);
    }
    await this.finish(delivery, outcome, url, integration?.retry_attempts ?? INTEGRATION_RETRIES_DEFAULT);
  }

  private async finish(
    delivery: ClaimedDelivery,
    outcome: AttemptOutcome,
    target: string,
    retryAttempts: number,
  ): Promise<void> {
    const at = new Date(this.options.clock());
    const retry = !outcome.ok && mayRetry(delivery.attempts, retryAttempts, outcome.retryable);
    const record: AttemptRecord = {
      status: outcome.ok ? 'succeeded' : retry ? 'pending' : 'failed',
      nextAttemptAt: retry
        ? new Date(
            at.getTime() + retryDelayMs(delivery.attempts, this.options.backoffBaseMs, this.options.random),
          )
        : null,
      responseCode: outcome.status,
      error: outcome.error,
      durationMs: outcome.durationMs,
      target,
      at,
    };
    await this.recordAttempt(delivery, record);
  }
}

/** The worker main.ts runs, or undefined when WEBHOOK_WORKER=0 turned it off for this process. */
export function startWebhookWorker(
  deps: WorkerDeps,
  options: Partial<WebhookWorkerOptions> = {},
): WebhookWorker | undefined {
  return deps.config.webhookWorker ? new WebhookWorker(deps, options).start() : undefined;
}
