// Stream tickets. EventSource cannot send headers, so the bearer token never goes into the stream's URL:
// a signed POST (the normal authentication) obtains a ticket bound to tenant, form, user, session and
// builder client, valid for TICKET_TTL_SECONDS and for one stream only. The ticket is HMAC-signed with a
// key derived from the server's data key, so any process sharing the master key accepts it; single use
// is the request_nonces primary key, so two processes cannot both redeem it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerKeys } from '../crypto/keys';
import type { Database } from '../db/client';
import { isUuid } from '../domain/ids';
import type { AuthUser } from '../http/env';

export const TICKET_TTL_SECONDS = 30;
export const TICKET_MESSAGE = 'Invalid, expired or already used stream ticket';

export interface TicketClaims {
  /** tenant, form, user, session, builder client, expiry (seconds), nonce */
  t: string;
  f: string;
  u: string;
  s: string;
  c: string;
  e: number;
  n: string;
}

const ticketKeys = new WeakMap<ServerKeys, Buffer>();

function ticketKey(keys: ServerKeys): Buffer {
  let key = ticketKeys.get(keys);
  if (!key) {
    key = createHmac('sha256', keys.data).update('formwright/stream-ticket/v1').digest();
    ticketKeys.set(keys, key);
  }
  return key;
}

function sign(keys: ServerKeys, body: string): Buffer {
  return createHmac('sha256', ticketKey(keys)).update(body).digest();
}

export function issueTicket(
  keys: ServerKeys,
  claims: Omit<TicketClaims, 'e' | 'n'>,
  nowMs: number,
): { ticket: string; expiresIn: number } {
  const full: TicketClaims = {
    ...claims,
    e: Math.floor(nowMs / 1000) + TICKET_TTL_SECONDS,
    n: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { ticket: `${body}.${sign(keys, body).toString('base64url')}`, expiresIn: TICKET_TTL_SECONDS };
}

/** The claims of a well-signed, unexpired ticket; null for anything else. Does not spend it. */
export function readTicket(keys: ServerKeys, ticket: string, nowMs: number): TicketClaims | null {
  if (ticket.length > 2000) return null;
  const [body, mac, extra] = ticket.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = sign(keys, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaims;
    if (claims.e * 1000 <= nowMs || !isUuid(claims.f) || !isUuid(claims.s)) return null;
    return claims;
  } catch {
    return null;
  }
}

const REDEEM_SQL = `
with spent as (
  insert into request_nonces (tenant_id, session_id, nonce, expires_at)
  values ($1, $2::uuid, $3, $4::timestamptz)
  on conflict do nothing
  returning 1
)
select exists (select 1 from spent) as fresh, s.expires_at, s.revoked_at,
       u.id::text as user_id, u.username, u.email, u.name, u.role
from sessions s
join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
where s.tenant_id = $1 and s.id = $2::uuid`;

interface RedeemRow {
  fresh: boolean;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  user_id: string;
  username: string;
  email: string;
  name: string;
  role: AuthUser['role'];
}

/** Spends the ticket; the user of its still-live session, or null (spent, revoked, expired session). */
export async function redeemTicket(
  database: Database,
  claims: TicketClaims,
  nowMs: number,
): Promise<AuthUser | null> {
  const [row] = await database.query<RedeemRow>(REDEEM_SQL, [
    claims.t,
    claims.s,
    `stream-ticket:${claims.n}`,
    new Date((claims.e + 1) * 1000).toISOString(),
  ]);
  if (!row?.fresh || row.revoked_at !== null || new Date(row.expires_at).getTime() <= nowMs) return null;
  if (row.user_id !== claims.u) return null;
  return {
    id: row.user_id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    tenantId: claims.t,
  };
}

// The session of the ticket, still live and still the ticket's user's, and that user's membership of the
// form. A deleted user takes their sessions and memberships along, a deleted form its memberships: either
// way the answer is no row, or a row without a role.
const STREAM_ACCESS_SQL = `
select s.expires_at, s.revoked_at, c.role
from sessions s
left join form_collaborators c on c.tenant_id = s.tenant_id and c.form_id = $3::uuid and c.user_id = s.user_id
where s.tenant_id = $1 and s.id = $2::uuid and s.user_id = $4::uuid`;

interface StreamAccessRow {
  expires_at: Date | string;
  revoked_at: Date | string | null;
  role: string | null;
}

/**
 * Whether the stream opened with these claims may stay open: its session is neither signed out nor
 * expired, and its user is still a member of the form (which still exists). An open stream asks this at
 * every keepalive and before every event it sends, since the ticket was only checked when it was spent.
 */
export async function streamStillAllowed(
  database: Database,
  claims: TicketClaims,
  nowMs: number,
): Promise<boolean> {
  const [row] = await database.query<StreamAccessRow>(
    STREAM_ACCESS_SQL,
    [claims.t, claims.s, claims.f, claims.u],
    'fw_stream_access',
  );
  return (
    row !== undefined &&
    row.revoked_at === null &&
    new Date(row.expires_at).getTime() > nowMs &&
    row.role !== null
  );
}
