// The form as anonymous visitors see it: published, not a template, of the tenant in the path. Anything
// else answers the same 404, so a visitor learns nothing about other tenants or unpublished forms.
// The migrated schema is kept per form and revision: a stream of submissions parses it once.
import { type FormSchemaData, migrate } from '../../src/model';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { isUuid } from './ids';

export const PUBLIC_FORM_NOT_FOUND = 'Form not found';

export const publicNotFound = () => new ApiError(404, 'not_found', PUBLIC_FORM_NOT_FOUND);

export interface PublicForm {
  tenantId: string;
  id: string;
  description: string;
  schema: FormSchemaData;
  /** Id of the newest form_versions row, or null. */
  versionId: string | null;
  /** forms.revision when the form was read: rises with every change, so it names the exact schema. */
  revision: number;
}

/**
 * The schema as anonymous visitors may see it. settings.notifications (the webhook URL, which may carry a
 * token, and the notification address) only drive the server's deliveries, so they never leave it; the
 * rest of the settings (buttons, spam protection, drafts, analytics, theme) drive the renderer.
 */
export function publicSchemaOf(schema: FormSchemaData): FormSchemaData {
  return { ...schema, settings: { ...schema.settings, notifications: {} } };
}

const PUBLIC_FORM_SQL = `
select f.id::text as id, f.description, f.revision,
       case when f.revision = $3 then null else f.schema_data::text end as schema_json,
       (select v.id::text from form_versions v where v.tenant_id = f.tenant_id and v.form_id = f.id
        order by v.version_number desc limit 1) as version_id
from forms f
where f.tenant_id = $1 and f.id = $2 and f.is_published and not f.is_template`;

interface PublicFormRow {
  id: string;
  description: string;
  revision: number | string;
  schema_json: string | null;
  version_id: string | null;
}

interface CachedPublicSchema {
  revision: number;
  schema: FormSchemaData;
}

const MAX_CACHED = 500;
const caches = new WeakMap<Database, Map<string, CachedPublicSchema>>();

function cacheOf(database: Database): Map<string, CachedPublicSchema> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  return cache;
}

export async function loadPublicForm(
  database: Database,
  tenantId: string,
  formId: string | undefined,
): Promise<PublicForm> {
  if (!isUuid(formId) || tenantId.length > 200) throw publicNotFound();
  const cache = cacheOf(database);
  const key = `${tenantId}\u0001${formId}`;
  const cached = cache.get(key);
  const [row] = await database.query<PublicFormRow>(
    PUBLIC_FORM_SQL,
    [tenantId, formId, cached?.revision ?? -1],
    'fw_public_form',
  );
  if (!row) throw publicNotFound();
  let schema = cached?.schema;
  if (row.schema_json !== null || !schema) {
    const result = migrate(JSON.parse(row.schema_json ?? 'null'));
    // Every saved schema went through migrate(); one that no longer does cannot be served.
    if (!result.ok) throw publicNotFound();
    schema = result.value;
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, { revision: Number(row.revision), schema });
  }
  return {
    tenantId,
    id: row.id,
    description: row.description,
    schema,
    versionId: row.version_id,
    revision: Number(row.revision),
  };
}
