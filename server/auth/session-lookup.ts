// The database side of authentication: record the request's nonce and read its session and user, for
// many concurrent requests in one SQL round trip. While one batch is in flight the next requests queue and
// leave together (group commit), so under load the nonce store costs a fraction of a round trip per
// request, and a single request still pays exactly one.
// The nonce insert is the cross-process replay check: the primary key of request_nonces decides, so two
// server processes sharing one PostgreSQL cannot both accept the same nonce.
// A request on one form (/forms/{id}/...) also brings that form's access row in the same round trip, read
// as the session's user: a form GET then costs a share of one batched statement and nothing more.
import type { Database } from '../db/client';
import type { AccessRow } from '../domain/access';
import type { AuthUser } from '../http/env';

export interface LookupRequest {
  tenantId: string;
  sessionId: string;
  nonce: string;
  /** When the nonce may be forgotten (ISO). */
  nonceExpiresAt: string;
  /** The form this request is about, to read its access row along. */
  formId?: string | undefined;
  /** The revision of the form's schema this process holds a copy of (-1: none). */
  knownRevision?: number | undefined;
}

export interface SessionRow {
  signingKeyEnc: string;
  expiresAt: Date;
  revokedAt: Date | null;
  user: Omit<AuthUser, 'tenantId'>;
}

export interface LookupResult {
  /** Undefined when the session does not exist. */
  session: SessionRow | undefined;
  /** False when the nonce was already used (a replay). */
  fresh: boolean;
  /** Only when a formId was given: the access row, or null when the user may not see such a form. */
  form?: AccessRow | null;
}

/** A timestamp as milliseconds since the epoch: a float8 the driver reads as a number, where a timestamptz
 * costs a date parse per column and row on the hot path. */
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

const BATCH_SQL = `
with input as (
  select * from unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::uuid[], $6::bigint[])
    as t(tenant_id, session_id, nonce, expires_at, form_id, known_revision)
), fresh as (
  insert into request_nonces (tenant_id, session_id, nonce, expires_at)
  select tenant_id, session_id, nonce, expires_at from input
  on conflict do nothing
  returning tenant_id, session_id, nonce
)
select i.tenant_id, i.session_id::text as session_id, i.nonce,
       s.signing_key_enc, ${epochMs('s.expires_at')} as expires_at, ${epochMs('s.revoked_at')} as revoked_at,
       u.id::text as user_id, u.username, u.email, u.name, u.role,
       exists (select 1 from fresh f
               where f.tenant_id = i.tenant_id and f.session_id = i.session_id and f.nonce = i.nonce) as fresh,
       f.id::text as form_id, f.description as form_description, f.is_template as form_is_template,
       f.is_published as form_is_published,
       f.created_by::text as form_created_by, ${epochMs('f.created_at')} as form_created_at,
       ${epochMs('f.updated_at')} as form_updated_at,
       f.revision as form_revision,
       case when f.revision = i.known_revision then null else f.schema_data::text end as form_schema_json,
       c.role as form_role
from input i
left join sessions s on s.tenant_id = i.tenant_id and s.id = i.session_id
left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
left join forms f on f.tenant_id = i.tenant_id and f.id = i.form_id
left join form_collaborators c on c.tenant_id = f.tenant_id and c.form_id = f.id and c.user_id = u.id`;

interface BatchRow {
  tenant_id: string;
  session_id: string;
  nonce: string;
  signing_key_enc: string | null;
  expires_at: number | null;
  revoked_at: number | null;
  user_id: string | null;
  username: string;
  email: string;
  name: string;
  role: AuthUser['role'];
  fresh: boolean;
  form_id: string | null;
  form_description: string;
  form_is_template: boolean;
  form_is_published: boolean;
  form_created_by: string;
  form_created_at: number;
  form_updated_at: number;
  form_revision: number | string;
  form_schema_json: string | null;
  form_role: AccessRow['role'];
}

interface Pending {
  request: LookupRequest;
  resolve: (result: LookupResult) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;
const MAX_IN_FLIGHT = 2;

const keyOf = (r: LookupRequest) => `${r.tenantId}\u0001${r.sessionId}\u0001${r.nonce}`;

export function createSessionLookup(database: Database) {
  let queue: Pending[] = [];
  let inFlight = 0;

  const run = async (batch: Pending[]) => {
    inFlight += 1;
    try {
      // The same nonce twice in one batch: the first one decides, the others are replays.
      const unique = new Map<string, Pending>();
      const duplicates: Pending[] = [];
      for (const p of batch) {
        const key = keyOf(p.request);
        if (unique.has(key)) duplicates.push(p);
        else unique.set(key, p);
      }
      const items = [...unique.values()].map((p) => p.request);
      const rows = await database.queryAsyncCommit<BatchRow>(
        BATCH_SQL,
        [
          items.map((r) => r.tenantId),
          items.map((r) => r.sessionId),
          items.map((r) => r.nonce),
          items.map((r) => r.nonceExpiresAt),
          items.map((r) => r.formId ?? null),
          items.map((r) => r.knownRevision ?? -1),
        ],
        'fw_session_lookup',
      );
      const results = new Map<string, LookupResult>();
      for (const row of rows) {
        const session: SessionRow | undefined =
          row.signing_key_enc && row.user_id && row.expires_at
            ? {
                signingKeyEnc: row.signing_key_enc,
                expiresAt: new Date(row.expires_at),
                revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
                user: {
                  id: row.user_id,
                  username: row.username,
                  email: row.email,
                  name: row.name,
                  role: row.role,
                },
              }
            : undefined;
        const key = `${row.tenant_id}\u0001${row.session_id}\u0001${row.nonce}`;
        const form: AccessRow | null = row.form_id
          ? {
              id: row.form_id,
              description: row.form_description,
              is_template: row.form_is_template,
              is_published: row.form_is_published,
              created_by: row.form_created_by,
              created_at: row.form_created_at,
              updated_at: row.form_updated_at,
              revision: row.form_revision,
              schema_json: row.form_schema_json,
              role: row.form_role,
            }
          : null;
        results.set(key, { session, fresh: row.fresh, ...(unique.get(key)?.request.formId ? { form } : {}) });
      }
      for (const [key, p] of unique) {
        const result = results.get(key);
        if (result) p.resolve(result);
        else p.reject(new Error('session lookup returned no row for a request'));
      }
      for (const p of duplicates) {
        const first = results.get(keyOf(p.request));
        p.resolve({ session: first?.session, fresh: false });
      }
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      inFlight -= 1;
      next();
    }
  };

  const next = () => {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = queue.length <= MAX_BATCH ? queue : queue.slice(0, MAX_BATCH);
      queue = queue.length <= MAX_BATCH ? [] : queue.slice(MAX_BATCH);
      void run(batch);
    }
  };

  // A new batch leaves once the event loop has read everything that arrived in this turn: requests that
  // came in together share one round trip instead of the first of them leaving alone.
  let scheduled = false;
  const flushSoon = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      next();
    });
  };

  return (request: LookupRequest): Promise<LookupResult> =>
    new Promise((resolve, reject) => {
      queue.push({ request, resolve, reject });
      flushSoon();
    });
}
