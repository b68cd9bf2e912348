// One realtime hub per database handle (like the schema cache): it hears the bus, keeps the presence
// table, and hands each form's events to the streams open on this process.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { type ActivityMessage, type BusMessage, notifyForm, parseBusMessage } from './events';
import { type Listener, listen } from './listener';
import { formKey, type PresenceEntry, PresenceTable } from './presence-table';

/** What a stream sends its browser: the SSE event name and its JSON data. */
export interface StreamEvent {
  event: 'presence' | 'comment' | 'activity';
  data: unknown;
}

type Subscriber = (event: StreamEvent) => void;

const SWEEP_MS = 5000;
/** How often every open stream writes a keepalive (proxies and browsers close idle ones) and checks that
 * its user may still have it open. */
export const KEEPALIVE_MS = 15_000;

/** An `activity` event as builders receive it: the type, who did it, and what it concerns when known. */
function activityEventData(message: ActivityMessage): Record<string, string | number> {
  return {
    type: message.type,
    ...(message.u !== undefined && { user_id: message.u }),
    ...(message.n !== undefined && { user_name: message.n }),
    ...(message.field !== undefined && { field_id: message.field }),
    ...(message.target !== undefined && { target_user_id: message.target }),
    ...(message.c !== undefined && { client_id: message.c }),
    ...(message.rev !== undefined && { revision: message.rev }),
  };
}

export class RealtimeHub {
  readonly presence = new PresenceTable();
  /** Marks this hub's own presence messages, which it applies at once instead of on their echo. */
  private readonly origin = randomUUID();
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly listener: Listener;
  private readonly sweeper: ReturnType<typeof setInterval>;
  /** One timer for every stream of this process, rather than one per stream. */
  private readonly keepaliveTimer: ReturnType<typeof setInterval>;
  private readonly keepalives = new Set<() => void>();
  private markClosed: () => void = () => {};
  /** Resolves when the hub stops: open streams end then, so a shutdown does not wait for browsers. */
  readonly closed = new Promise<void>((resolve) => {
    this.markClosed = resolve;
  });

  constructor(private readonly deps: Pick<AppDeps, 'database' | 'clock' | 'log'>) {
    this.listener = listen(deps.database, (payload) => this.receive(payload), deps.log);
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref?.();
    this.keepaliveTimer = setInterval(() => this.keepalive(), KEEPALIVE_MS);
    this.keepaliveTimer.unref?.();
  }

  /** Resolves once this process hears the bus. */
  ready(): Promise<void> {
    return this.listener.ready;
  }

  /**
   * Publishes through the database, so every process hears it after commit. Presence is applied here at
   * once, so the heartbeat's own answer already shows it; the echo from the bus is then skipped.
   */
  async publish(message: BusMessage): Promise<void> {
    await this.ready();
    if (message.k === 'presence' || message.k === 'leave') {
      this.apply(message);
      await notifyForm(this.deps.database.db, { ...message, o: this.origin });
    } else {
      await notifyForm(this.deps.database.db, message);
    }
  }

  subscribe(tenantId: string, formId: string, subscriber: Subscriber): () => void {
    const key = formKey(tenantId, formId);
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(key);
    };
  }

  /** Calls `beat` at every keepalive until the returned function is called. */
  onKeepalive(beat: () => void): () => void {
    this.keepalives.add(beat);
    return () => {
      this.keepalives.delete(beat);
    };
  }

  /** Runs every open stream's keepalive now: the timer does every KEEPALIVE_MS (tests call it at will). */
  keepalive(): void {
    for (const beat of [...this.keepalives]) {
      try {
        beat();
      } catch (error) {
        this.deps.log.error('A realtime keepalive failed', error);
      }
    }
  }

  /** The form's presence now (silent clients dropped first). */
  list(tenantId: string, formId: string): PresenceEntry[] {
    this.sweep();
    return this.presence.list(formKey(tenantId, formId));
  }

  /** The id of the user whose live entry holds this client id on the form; undefined when none does. */
  presenceOwner(tenantId: string, formId: string, clientId: string): string | undefined {
    this.sweep();
    return this.presence.owner(formKey(tenantId, formId), clientId);
  }

  sweep(): void {
    for (const key of this.presence.expire(this.deps.clock())) this.pushPresence(key);
  }

  private receive(payload: string): void {
    const message = parseBusMessage(payload);
    if (!message) return;
    if ((message.k === 'presence' || message.k === 'leave') && message.o === this.origin) return;
    this.apply(message);
  }

  private apply(message: BusMessage): void {
    const key = formKey(message.t, message.f);
    switch (message.k) {
      case 'presence':
        this.sweep();
        if (this.presence.beat(key, message.c, message.u, message.sel, message.at)) this.pushPresence(key);
        break;
      case 'leave':
        if (this.presence.leave(key, message.c, typeof message.u === 'string' ? message.u : undefined))
          this.pushPresence(key);
        break;
      case 'comment':
        this.push(key, { event: 'comment', data: { action: message.action, id: message.id } });
        break;
      case 'activity':
        this.push(key, { event: 'activity', data: activityEventData(message) });
        break;
    }
  }

  private pushPresence(key: string): void {
    this.push(key, { event: 'presence', data: { records: this.presence.list(key) } });
  }

  private push(key: string, event: StreamEvent): void {
    for (const subscriber of this.subscribers.get(key) ?? []) {
      try {
        subscriber(event);
      } catch (error) {
        this.deps.log.error('A realtime subscriber failed', error);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.keepaliveTimer);
    this.subscribers.clear();
    this.keepalives.clear();
    this.markClosed();
    await this.listener.close();
  }
}

const hubs = new WeakMap<Database, RealtimeHub>();

export function realtimeFor(deps: Pick<AppDeps, 'database' | 'clock' | 'log'>): RealtimeHub {
  let hub = hubs.get(deps.database);
  if (!hub) {
    hub = new RealtimeHub(deps);
    hubs.set(deps.database, hub);
  }
  return hub;
}

/** Stops the database's hub, if it has one (shutdown, tests): before the database closes. */
export async function closeRealtime(database: Database): Promise<void> {
  const hub = hubs.get(database);
  hubs.delete(database);
  await hub?.close();
}
