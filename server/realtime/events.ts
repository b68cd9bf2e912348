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
  /**
   * The builder closed its stream or said goodbye. `u`: the user leaving; only that user's entry under the
   * client id is removed (absent only in messages of older processes).
   */
  | { k: 'leave'; t: string; f: string; c: string; u?: string; o?: string }
  | { k: 'comment'; t: string; f: string; action: 'added' | 'edited' | 'deleted'; id: string }
  | ActivityMessage;

/**
 * Something was recorded in the form's activity. Open builders learn who did it (a save or rollback by
 * another user is announced to them), the field a comment is on, and whose membership changed (that
 * member's builder re-reads its role).
 */
export interface ActivityMessage {
  k: 'activity';
  t: string;
  f: string;
  type: string;
  /** The acting user's id and display name. */
  u?: string;
  n?: string;
  /** The field a comment is on. */
  field?: string;
  /** The member whose role or membership changed. */
  target?: string;
  /**
   * The builder that made the change (its presence client id, sent as X-Client-Id): that builder knows
   * of its own save, while the same user's other tabs must hear of it like anyone else's.
   */
  c?: string;
  /** The form's revision after a save or rollback: a builder already holding it has nothing to take in. */
  rev?: number;
}

/** A builder's presence client id: 8 to 64 letters, digits, - or _. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** How an operation that reads X-Client-Id documents it (OpenAPI). */
export const CLIENT_ID_HEADER = {
  'X-Client-Id': {
    description:
      "The sending builder's presence client id, repeated in the live activity event so that builder knows the change is its own; anything else is ignored",
    pattern: CLIENT_ID_PATTERN.source,
  },
};

/** The X-Client-Id a builder sends with its changes, when it is one; anything else is ignored (advisory). */
export function builderClientId(header: string | undefined): string | undefined {
  return header !== undefined && CLIENT_ID_PATTERN.test(header) ? header : undefined;
}

/** Display names and field ids travel shortened: a NOTIFY payload has a hard size limit. */
const MAX_TEXT = 200;

export function activityMessage(entry: {
  tenantId: string;
  formId: string;
  type: string;
  userId: string;
  userName?: string | undefined;
  fieldId?: string | null | undefined;
  targetUserId?: string | undefined;
  clientId?: string | undefined;
  revision?: number | undefined;
}): ActivityMessage {
  return {
    k: 'activity',
    t: entry.tenantId,
    f: entry.formId,
    type: entry.type,
    u: entry.userId,
    ...(entry.userName !== undefined && { n: entry.userName.slice(0, MAX_TEXT) }),
    ...(entry.fieldId ? { field: entry.fieldId.slice(0, MAX_TEXT) } : {}),
    ...(entry.targetUserId !== undefined && { target: entry.targetUserId }),
    ...(entry.clientId !== undefined && { c: entry.clientId }),
    ...(entry.revision !== undefined && { rev: entry.revision }),
  };
}

/** The channel of the current schema, so schemas sharing one PostgreSQL (tests, hosts) never hear each other. */
export const CHANNEL_EXPRESSION = `left('fw_' || current_schema(), 63)`;
export const CHANNEL_SQL = sql.raw(CHANNEL_EXPRESSION);
export const CHANNEL_QUERY = `select ${CHANNEL_EXPRESSION} as channel`;

/** NOTIFY payloads are limited to 8000 bytes; every message here is ids and short names. */
const MAX_PAYLOAD_BYTES = 7900;

/** The message as a NOTIFY payload; null when it would not fit (pg_notify would fail the statement). */
export function busPayload(message: BusMessage): string | null {
  const payload = JSON.stringify(message);
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? null : payload;
}

/** Sends a message to every listening process once the surrounding transaction (if any) commits. */
export async function notifyForm(db: Queryable, message: BusMessage): Promise<void> {
  const payload = busPayload(message);
  if (payload === null) return;
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
