// The outbox's SQL: claiming due deliveries, recording an attempt's outcome, and reading what an attempt
// needs (the integration with its secrets, the tenant's signing secret). Raw SQL through Database.query so
// the claim is one statement on both drivers.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decryptJson, encryptJson } from '../crypto/secrets';
import type { Database } from '../db/client';
import { tenantSettings } from '../db/schema';
import { iso, newId } from '../domain/ids';
import { MASK, type SettingRow, settingAad } from '../domain/settings';
import type { SubmissionRow } from '../domain/submissions';

/** A tenant general setting whose value signs deliveries that have no hmac integration secret. */
export const SIGNING_SECRET_SETTING = 'webhook_signing_secret';

export interface ClaimedDelivery {
  tenant_id: string;
  id: string;
  form_id: string;
  submission_id: string;
  integration_id: string | null;
  target: string;
  /**
   * For a delivery to the form's own webhook URL: the form's settings.notifications.webhook as it is at
   * the claim (null once removed), so a changed URL gets the retries and replays. Null for integrations.
   */
  form_webhook: string | null;
  /** Attempts including the one just claimed. */
  attempts: number;
  /** The body as JSON text, built from the submission (the same bytes at every attempt). */
  payload: string;
  /** The integration's setting as it was at the claim; null without one, or once it was deleted. */
  integration: StoredSetting | null;
  /** The tenant's webhook_signing_secret setting as it was at the claim; null while there is none. */
  signingSecret: StoredSetting | null;
}

/** What an attempt needs of a tenant_settings row: its config and its sealed secrets. */
export type StoredSetting = Pick<SettingRow, 'tenantId' | 'settingKey' | 'config' | 'secretEnc'>;

/**
 * The body every delivery of a submission sends. Built from the submission when an attempt is claimed
 * (a submission never changes, so every attempt sends the same bytes) rather than stored with each
 * delivery: the outbox row a submission writes stays small.
 */
export function webhookPayload(
  row: Pick<SubmissionRow, 'id' | 'formId' | 'versionId' | 'formRevision' | 'createdAt' | 'values'>,
) {
  return {
    type: 'submission.created',
    timestamp: iso(row.createdAt),
    data: {
      id: row.id,
      form_id: row.formId,
      version_id: row.versionId,
      form_revision: row.formRevision,
      created_at: iso(row.createdAt),
      values: row.values,
    },
  };
}

/** The tenants with pending deliveries, one index probe each (a skip scan of the partial due index). */
const PENDING_TENANTS = `
tenants as (
  (select tenant_id from webhook_deliveries where status = 'pending' order by tenant_id limit 1)
  union all
  select (select d.tenant_id from webhook_deliveries d
          where d.status = 'pending' and d.tenant_id > t.tenant_id order by d.tenant_id limit 1)
  from tenants t where t.tenant_id is not null
)`;

// One statement: the due rows are locked and skipped by any other worker (FOR UPDATE SKIP LOCKED), and the
// same statement counts the attempt and pushes next_attempt_at past the lease, so once it commits no other
// worker can take the row until the lease runs out (should this worker die mid-attempt). It also brings
// the integration and the tenant's signing secret along: an attempt then costs two statements (this claim,
// shared by the attempts it starts, and the outcome), which matters on PGlite, where every statement the
// worker runs waits in the same queue as the submissions. A delivery to the form's own webhook URL reads
// the form's current URL along (the form's schema is json: only those rows pay for reading it).
// Shared fairly between tenants: the slots serve every tenant, so one whose receivers hang would otherwise
// take them all, oldest first, and every other tenant's deliveries would wait for its timeouts. Each
// tenant with pending rows (found by skipping along the (tenant_id, next_attempt_at) index, one probe per
// tenant, however long the backlog) offers its oldest due rows, at most its share ($6, or its own limit in
// $7 when the worker holds it lower) less what it has in flight ($4, $5); they are taken turn by turn (a tenant's second row after every tenant's first), oldest
// first within a turn. A lone tenant still gets its whole share. The picked rows are locked afterwards
// (a row of a window query cannot be), skipping any another worker holds, and re-checked there.
// That re-check, and the outcome's (FINISH_SQL), say `(status = 'pending') is true` rather than
// `status = 'pending'` (the same, status being not null) so that the partial due index cannot serve them:
// before the table's first analyze, the planner chose that index for these lookups by key and read every
// pending row of the tenant for each one (measured on PGlite with 10 000 pending: 49 ms per claim and up
// to 150 ms per outcome, against 3 ms on the primary key). Both also name the row's submission: with
// statistics taken while the table was small, PostgreSQL took the (tenant_id, submission_id) index for
// these lookups, on the tenant alone (the same reading of the backlog); named, that index finds one
// submission's few deliveries, and either index is cheap. (Picking, too, can then read the tenant's rows
// by another index led by tenant_id, until the next analyze: autovacuum's, or housekeeping.ts's on
// PGlite, within a minute of such a change.)
export const CLAIM_SQL = `
with recursive ${PENDING_TENANTS}, shares as (
  select t.tenant_id, coalesce(b.in_flight, 0) as in_flight, coalesce(b.share, $6::int) as share
  from tenants t
  left join unnest($4::text[], $5::int[], $7::int[]) as b(tenant_id, in_flight, share)
    on b.tenant_id = t.tenant_id
  where t.tenant_id is not null
), offered as (
  select o.tenant_id, o.id, o.submission_id, o.next_attempt_at,
    s.in_flight + row_number() over (partition by o.tenant_id order by o.next_attempt_at, o.id) as turn
  from shares s
  cross join lateral (
    select d.tenant_id, d.id, d.submission_id, d.next_attempt_at from webhook_deliveries d
    where d.tenant_id = s.tenant_id and d.status = 'pending' and d.next_attempt_at <= $1::timestamptz
    order by d.next_attempt_at
    limit greatest(s.share - s.in_flight, 0)
  ) o
), due as (
  select d.tenant_id, d.id from webhook_deliveries d
  join (select tenant_id, id, submission_id from offered order by turn, next_attempt_at limit $2) p
    on p.tenant_id = d.tenant_id and p.id = d.id and p.submission_id = d.submission_id
  where (d.status = 'pending') is true and d.next_attempt_at <= $1::timestamptz
  for update of d skip locked
), claimed as (
  update webhook_deliveries d
  set attempts = d.attempts + 1, next_attempt_at = $3::timestamptz, updated_at = $1::timestamptz
  from due
  where d.tenant_id = due.tenant_id and d.id = due.id
  returning d.tenant_id, d.id, d.form_id, d.submission_id, d.integration_id, d.target, d.attempts
)
select c.tenant_id, c.id::text as id, c.form_id::text as form_id, c.submission_id::text as submission_id,
  c.integration_id::text as integration_id, c.target, c.attempts,
  s.version_id::text as version_id, s.form_revision, (extract(epoch from s.created_at) * 1000)::float8 as created_ms,
  s.values::text as values_json,
  i.setting_key as integration_key, i.config as integration_config, i.secret_enc as integration_secret_enc,
  k.config as signing_config, k.secret_enc as signing_secret_enc,
  f.schema_data->'settings'->'notifications'->>'webhook' as form_webhook
from claimed c
join submissions s on s.tenant_id = c.tenant_id and s.id = c.submission_id
left join forms f on f.tenant_id = c.tenant_id and f.id = c.form_id and c.integration_id is null
left join tenant_settings i on i.tenant_id = c.tenant_id and i.id = c.integration_id
left join tenant_settings k on k.tenant_id = c.tenant_id and k.setting_key = '${SIGNING_SECRET_SETTING}'`;

interface ClaimRow extends Omit<ClaimedDelivery, 'attempts' | 'payload' | 'integration' | 'signingSecret'> {
  attempts: number | string;
  version_id: string | null;
  form_revision: number | string | null;
  created_ms: number;
  values_json: string;
  integration_key: string | null;
  integration_config: unknown;
  integration_secret_enc: string | null;
  signing_config: unknown;
  signing_secret_enc: string | null;
}

/** How a claim shares the worker's slots between tenants. */
export interface ClaimShare {
  /** The most attempts one tenant may have in flight at once. */
  perTenant: number;
  /** The attempts each tenant has in flight now (tenants without any may be left out). */
  inFlight: ReadonlyMap<string, number>;
  /** Tenants the worker holds below perTenant for now (see TenantLimits), with their limits. */
  limits?: ReadonlyMap<string, number>;
}

/**
 * Whether any delivery is pending for a tenant other than those given (the tenants already holding their
 * share of the slots, whom a claim would offer nothing): with none given, the first entry of the partial
 * due index, read in a fraction of a millisecond; otherwise one index probe per pending tenant. Either is
 * far cheaper than the claim, whose planning alone costs a few ms on PGlite, on the request thread.
 */
export async function anyPending(database: Database, except: readonly string[] = []): Promise<boolean> {
  const [row] = await database.query<{ pending: boolean }>(
    except.length === 0
      ? `select exists (select 1 from webhook_deliveries where status = 'pending') as pending`
      : `with recursive ${PENDING_TENANTS}
         select exists (select 1 from tenants where tenant_id <> all($1::text[])) as pending`,
    except.length === 0 ? [] : [except],
  );
  return row?.pending === true;
}

export async function claimDue(
  database: Database,
  now: Date,
  limit: number,
  leaseMs: number,
  share: ClaimShare,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const limits = share.limits ?? new Map<string, number>();
  const tenants = [...new Set([...share.inFlight.keys(), ...limits.keys()])];
  const rows = await database.query<ClaimRow>(CLAIM_SQL, [
    now.toISOString(),
    limit,
    new Date(now.getTime() + leaseMs).toISOString(),
    tenants,
    tenants.map((tenant) => share.inFlight.get(tenant) ?? 0),
    share.perTenant,
    tenants.map((tenant) => limits.get(tenant) ?? share.perTenant),
  ]);
  return rows.map(
    ({
      version_id,
      form_revision,
      created_ms,
      values_json,
      integration_key,
      integration_config,
      integration_secret_enc,
      signing_config,
      signing_secret_enc,
      ...row
    }) => ({
      ...row,
      form_webhook: row.form_webhook?.trim() || null,
      attempts: Number(row.attempts),
      payload: JSON.stringify(
        webhookPayload({
          id: row.submission_id,
          formId: row.form_id,
          versionId: version_id,
          formRevision: form_revision === null ? null : Number(form_revision),
          createdAt: new Date(created_ms),
          values: JSON.parse(values_json),
        }),
      ),
      integration:
        integration_key === null
          ? null
          : {
              tenantId: row.tenant_id,
              settingKey: integration_key,
              config: integration_config,
              secretEnc: integration_secret_enc,
            },
      signingSecret:
        signing_config === null
          ? null
          : {
              tenantId: row.tenant_id,
              settingKey: SIGNING_SECRET_SETTING,
              config: signing_config,
              secretEnc: signing_secret_enc,
            },
    }),
  );
}

export interface AttemptRecord {
  status: 'pending' | 'succeeded' | 'failed';
  nextAttemptAt: Date | null;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
  target: string;
  at: Date;
}

// Fenced by the attempt count: if the lease ran out and another worker took the row meanwhile, this
// (late) outcome is dropped rather than overwriting the newer attempt's. Each outcome recorded is also
// kept in webhook_attempts, in the same statement: the delivery row only holds the last one. The rows are
// found by key whatever the statistics say (see CLAIM_SQL on the status test, and on the submission).
export const FINISH_SQL = `
with recorded as (
  update webhook_deliveries d
  set status = v.status, next_attempt_at = v.next_attempt_at, last_response_code = v.response_code,
    last_error = v.error, duration_ms = v.duration_ms, target = v.target, updated_at = v.at
  from unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::int[], $6::text[], $7::int[],
              $8::text[], $9::timestamptz[], $10::int[], $11::uuid[])
    as v(tenant_id, id, status, next_attempt_at, response_code, error, duration_ms, target, at, attempts,
         submission_id)
  where d.tenant_id = v.tenant_id and d.id = v.id and d.submission_id = v.submission_id
    and d.attempts = v.attempts and (d.status = 'pending') is true
  returning d.tenant_id, d.id, v.attempts, v.status, v.target, v.response_code, v.error, v.duration_ms, v.at
), logged as (
  insert into webhook_attempts (tenant_id, id, delivery_id, attempt, status, target, response_code, error,
    duration_ms, at)
  select tenant_id, gen_random_uuid(), id, attempts,
    case when status = 'succeeded' then 'succeeded' else 'failed' end,
    target, response_code, error, duration_ms, at
  from recorded
  returning 1
)
select tenant_id, id::text as id from recorded`;

interface PendingRecord {
  delivery: ClaimedDelivery;
  record: AttemptRecord;
  resolve: (recorded: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Outcomes that end within this window share one statement: the attempts one claim started time out a
 * few ms apart (each on its own timer, set as its request went out), and recorded one turn of the event
 * loop at a time they took two or three statements where one does.
 */
const RECORD_WINDOW_MS = 10;

/**
 * Records attempt outcomes, those that end within RECORD_WINDOW_MS in one statement, once `quiet` lets
 * the worker's statements run.
 */
export function createAttemptRecorder(database: Database, quiet: () => Promise<void>) {
  let queue: PendingRecord[] = [];
  const flush = async () => {
    await quiet();
    const batch = queue;
    queue = [];
    const column = <T>(pick: (p: PendingRecord) => T) => batch.map(pick);
    try {
      const rows = await database.query<{ tenant_id: string; id: string }>(FINISH_SQL, [
        column((p) => p.delivery.tenant_id),
        column((p) => p.delivery.id),
        column((p) => p.record.status),
        column((p) => p.record.nextAttemptAt?.toISOString() ?? null),
        column((p) => p.record.responseCode),
        column((p) => (p.record.error === null ? null : p.record.error.slice(0, 2000))),
        column((p) => Math.round(p.record.durationMs)),
        column((p) => p.record.target),
        column((p) => p.record.at.toISOString()),
        column((p) => p.delivery.attempts),
        column((p) => p.delivery.submission_id),
      ]);
      const recorded = new Set(rows.map((row) => `${row.tenant_id}\u0001${row.id}`));
      for (const p of batch) p.resolve(recorded.has(`${p.delivery.tenant_id}\u0001${p.delivery.id}`));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return (delivery: ClaimedDelivery, record: AttemptRecord): Promise<boolean> =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(() => void flush(), RECORD_WINDOW_MS);
      queue.push({ delivery, record, resolve, reject });
    });
}

/** The value of a webhook_signing_secret setting (decrypted when stored encrypted); undefined when empty. */
export function signingSecretOf(dataKey: Buffer, row: StoredSetting): string | undefined {
  if (row.secretEnc) {
    const secrets = decryptJson(dataKey, settingAad(row.tenantId, row.settingKey), row.secretEnc) as {
      value?: unknown;
    };
    return typeof secrets.value === 'string' && secrets.value ? secrets.value : undefined;
  }
  const value = (row.config as { value?: unknown }).value;
  return typeof value === 'string' && value ? value : undefined;
}

/** The tenant's webhook_signing_secret general setting, if any. */
export async function loadTenantSigningSecret(
  database: Database,
  dataKey: Buffer,
  tenantId: string,
): Promise<string | undefined> {
  const [row] = await database.db
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, SIGNING_SECRET_SETTING)));
  return row ? signingSecretOf(dataKey, row) : undefined;
}

export const GENERATED_SIGNING_SECRET_NAME = 'Webhook signing secret';
export const GENERATED_SIGNING_SECRET_DESCRIPTION =
  'Generated on the first webhook delivery so every delivery is signed. Replace it with a secret of your ' +
  'own (whsec_ followed by base64) to verify signatures at your receiver.';

/**
 * The tenant's signing secret, generated on first use when the tenant has none: every delivery is then
 * signed. It is stored encrypted like any encrypted setting (the API shows only the mask), so a tenant
 * admin sees that one exists and replaces it with a secret of their own to verify signatures. Two workers
 * generating at once both end up with the one that was inserted first.
 */
export async function ensureTenantSigningSecret(
  database: Database,
  dataKey: Buffer,
  tenantId: string,
  at: Date,
): Promise<string | undefined> {
  const existing = await loadTenantSigningSecret(database, dataKey, tenantId);
  if (existing) return existing;
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await database.db
    .insert(tenantSettings)
    .values({
      tenantId,
      id: newId(),
      settingKey: SIGNING_SECRET_SETTING,
      settingName: GENERATED_SIGNING_SECRET_NAME,
      description: GENERATED_SIGNING_SECRET_DESCRIPTION,
      config: { data_type: 'string', value: MASK },
      secretEnc: encryptJson(dataKey, settingAad(tenantId, SIGNING_SECRET_SETTING), { value: secret }),
      isEncrypted: true,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
  // A row that existed with an empty value stays as its owner left it: such deliveries go unsigned.
  return loadTenantSigningSecret(database, dataKey, tenantId);
}
