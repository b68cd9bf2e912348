// The outbox's SQL: claiming due deliveries, recording an attempt's outcome, and reading what an attempt
// needs (the integration with its secrets, the tenant's signing secret). Raw SQL through Database.query so
// the claim is one statement on both drivers.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { IntegrationConfig } from '../../src/model';
import { decryptJson, encryptJson } from '../crypto/secrets';
import type { Database } from '../db/client';
import { tenantSettings } from '../db/schema';
import { newId } from '../domain/ids';
import { integrationWithSecrets, MASK, settingAad } from '../domain/settings';

/** A tenant general setting whose value signs deliveries that have no hmac integration secret. */
export const SIGNING_SECRET_SETTING = 'webhook_signing_secret';

export interface ClaimedDelivery {
  tenant_id: string;
  id: string;
  form_id: string;
  submission_id: string;
  integration_id: string | null;
  target: string;
  /** Attempts including the one just claimed. */
  attempts: number;
  /** The stored payload as JSON text: sent and signed exactly as it is. */
  payload: string;
}

// One statement: the due rows are locked and skipped by any other worker (FOR UPDATE SKIP LOCKED), and the
// same statement counts the attempt and pushes next_attempt_at past the lease, so once it commits no other
// worker can take the row until the lease runs out (should this worker die mid-attempt).
const CLAIM_SQL = `
with due as (
  select tenant_id, id from webhook_deliveries
  where status = 'pending' and next_attempt_at <= $1::timestamptz
  order by next_attempt_at
  limit $2
  for update skip locked
)
update webhook_deliveries d
set attempts = d.attempts + 1, next_attempt_at = $3::timestamptz, updated_at = $1::timestamptz
from due
where d.tenant_id = due.tenant_id and d.id = due.id
returning d.tenant_id, d.id::text as id, d.form_id::text as form_id, d.submission_id::text as submission_id,
  d.integration_id::text as integration_id, d.target, d.attempts, d.payload::text as payload`;

export async function claimDue(
  database: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const rows = await database.query<ClaimedDelivery>(CLAIM_SQL, [
    now.toISOString(),
    limit,
    new Date(now.getTime() + leaseMs).toISOString(),
  ]);
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
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
// (late) outcome is dropped rather than overwriting the newer attempt's.
const FINISH_SQL = `
update webhook_deliveries
set status = $3, next_attempt_at = $4::timestamptz, last_response_code = $5, last_error = $6,
  duration_ms = $7, target = $8, updated_at = $9::timestamptz
where tenant_id = $1 and id = $2::uuid and attempts = $10 and status = 'pending'
returning id`;

export async function recordAttempt(
  database: Database,
  delivery: ClaimedDelivery,
  record: AttemptRecord,
): Promise<boolean> {
  const rows = await database.query<{ id: string }>(FINISH_SQL, [
    delivery.tenant_id,
    delivery.id,
    record.status,
    record.nextAttemptAt?.toISOString() ?? null,
    record.responseCode,
    record.error === null ? null : record.error.slice(0, 2000),
    Math.round(record.durationMs),
    record.target,
    record.at.toISOString(),
    delivery.attempts,
  ]);
  return rows.length === 1;
}

/** The integration a delivery goes to, with its secrets; undefined when it was deleted. */
export async function loadIntegration(
  database: Database,
  dataKey: Buffer,
  tenantId: string,
  integrationId: string,
): Promise<IntegrationConfig | undefined> {
  const [row] = await database.db
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.id, integrationId)));
  return row ? integrationWithSecrets(row, dataKey) : undefined;
}

/** The tenant's webhook_signing_secret general setting (decrypted when stored encrypted), if any. */
export async function loadTenantSigningSecret(
  database: Database,
  dataKey: Buffer,
  tenantId: string,
): Promise<string | undefined> {
  const [row] = await database.db
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, SIGNING_SECRET_SETTING)));
  if (!row) return undefined;
  if (row.secretEnc) {
    const secrets = decryptJson(dataKey, settingAad(tenantId, row.settingKey), row.secretEnc) as {
      value?: unknown;
    };
    return typeof secrets.value === 'string' && secrets.value ? secrets.value : undefined;
  }
  const value = (row.config as { value?: unknown }).value;
  return typeof value === 'string' && value ? value : undefined;
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
