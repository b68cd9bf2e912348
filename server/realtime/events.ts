// What travels between server processes: one NOTIFY channel per database schema carries every form's
// realtime messages. A message is sent with pg_notify inside the writer's own transaction, so PostgreSQL
// (and PGlite) deliver it only once the change is committed, and never for a rolled-back one.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

export interface PresenceUser {
  id: string;
  name: string;
  email: string;
}

export type BusMessage =
  /** A heartbeat: this builder (client) has the form open, with this field selected. */
  | {
      k: 'presence';
      t: string;
      f: string;
      c: string;
      u: PresenceUser;
      sel: string | null;
      /** Milliseconds since the epoch, by the clock of the process that received the heartbeat. */
      at: number;
      /** The hub that sent it: it applied the message itself already. */
      o?: string;
    }
  /** The builder closed its stream or said goodbye. */
  | { k: 'leave'; t: string; f: string; c: string; o?: string }
  | { k: 'comment'; t: string; f: string; action: 'added' | 'edited' | 'deleted'; id: string }
  | { k: 'activity'; t: string; f: string; type: string };

/** The channel of the current schema, so schemas sharing one PostgreSQL (tests, hosts) never hear each other. */
export const CHANNEL_SQL = sql`left('fw_' || current_schema(), 63)`;
export const CHANNEL_QUERY = `select left('fw_' || current_schema(), 63) as channel`;

/** NOTIFY payloads are limited to 8000 bytes; every message here is ids and short names. */
const MAX_PAYLOAD_BYTES = 7900;

/** Sends a message to every listening process once the surrounding transaction (if any) commits. */
export async function notifyForm(db: Queryable, message: BusMessage): Promise<void> {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return;
  await db.execute(sql`select pg_notify(${CHANNEL_SQL}, ${payload})`);
}

export function parseBusMessage(payload: string): BusMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<BusMessage> | null;
    if (!value || typeof value !== 'object' || typeof value.t !== 'string' || typeof value.f !== 'string') {
      return null;
    }
    return value as BusMessage;
  } catch {
    return null;
  }
}
