// Typed calls for a form's versions (shell §2 "Versions panel", §7). Every snapshot goes through
// migrate() like a loaded form, so the panel only ever compares and restores current schemas.
import { type FormSchemaData, migrate } from '../model';
import type { ApiClient } from './client';
import { type ApiForm, readForm } from './forms';

export interface ApiVersion {
  id: string;
  form_id: string;
  version_number: number;
  /** Null when the stored snapshot cannot be read (shown, but neither compared nor restored). */
  schema_data: FormSchemaData | null;
  description: string;
  created_at: string;
  created_by: string;
  /** The newest version while the saved form is still as it holds it: 'Current', not a rollback target. */
  is_current: boolean;
}

function versionsPath(formId: string): string {
  return `/api/v1/forms/${encodeURIComponent(formId)}/versions`;
}

function readVersion(raw: unknown): ApiVersion | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.version_number !== 'number') return null;
  const migrated = migrate(record.schema_data);
  return {
    id: record.id,
    form_id: String(record.form_id ?? ''),
    version_number: record.version_number,
    schema_data: migrated.ok ? migrated.value : null,
    description: typeof record.description === 'string' ? record.description : '',
    created_at: typeof record.created_at === 'string' ? record.created_at : '',
    created_by: typeof record.created_by === 'string' ? record.created_by : '',
    is_current: record.is_current === true,
  };
}

/** Newest first, as the server orders them. */
export async function listVersions(
  client: ApiClient,
  formId: string,
  signal?: AbortSignal,
): Promise<ApiVersion[]> {
  const answer = await client.request<{ data?: unknown }>('GET', versionsPath(formId), { signal });
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return rows.flatMap((row) => {
    const version = readVersion(row);
    return version ? [version] : [];
  });
}

/** Saves the form's stored schema as a new version; the description is required (shell §5). */
export async function createVersion(
  client: ApiClient,
  formId: string,
  description: string,
): Promise<ApiVersion | null> {
  const answer = await client.request<{ data?: unknown }>('POST', versionsPath(formId), {
    body: { description },
  });
  return readVersion(answer?.data);
}

/**
 * Rolls the form back to a version; the server records that as a new version (shell §2). `clientId`: the
 * builder's id, as for a save (updateForm).
 */
export async function rollbackVersion(
  client: ApiClient,
  formId: string,
  versionId: string,
  clientId?: string,
): Promise<{ form: ApiForm; version: ApiVersion | null }> {
  const answer = await client.request<{ data?: { form?: unknown; version?: unknown } }>(
    'POST',
    `${versionsPath(formId)}/${encodeURIComponent(versionId)}/rollback`,
    clientId ? { headers: { 'X-Client-Id': clientId } } : {},
  );
  return { form: readForm(answer?.data?.form), version: readVersion(answer?.data?.version) };
}
