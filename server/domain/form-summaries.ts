// The dashboard's list: each form without its schema, with the number of fields its pages reach (what the
// dashboard shows), so a tenant's list costs kilobytes rather than every schema (2 000 forms of 200 fields
// were 49 MB). The count is kept per form and revision: a schema is read and counted once per save.
import { and, eq, sql } from 'drizzle-orm';
import { reachableFieldIds } from '../../src/logic/schema-ops';
import { migrate } from '../../src/model';
import type { Queryable } from '../db/client';
import { forms } from '../db/schema';

/** Counts by tenant and form id, each for one revision; null when the stored schema no longer migrates. */
type Counts = Map<string, { revision: number; count: number | null }>;
/** One table per database, as for the public schemas (submissions-public.ts). */
const tables = new WeakMap<Queryable, Counts>();
const MAX_KEPT = 50_000;

function countsOf(db: Queryable): Counts {
  let counts = tables.get(db);
  if (!counts) {
    counts = new Map();
    tables.set(db, counts);
  }
  return counts;
}

const keyOf = (tenantId: string, formId: string) => `${tenantId}\u0001${formId}`;

function countOf(schema: unknown): number | null {
  const migrated = migrate(schema);
  return migrated.ok ? reachableFieldIds(migrated.value).size : null;
}

/** The field count of each listed form (by id), reading only the schemas not counted at their revision. */
export async function fieldCounts(
  db: Queryable,
  tenantId: string,
  listed: readonly { id: string; revision: number }[],
): Promise<Map<string, number | null>> {
  const counts = countsOf(db);
  const result = new Map<string, number | null>();
  const missing: string[] = [];
  for (const form of listed) {
    const known = counts.get(keyOf(tenantId, form.id));
    if (known && known.revision === form.revision) result.set(form.id, known.count);
    else missing.push(form.id);
  }
  if (missing.length === 0) return result;
  const rows = await db
    .select({ id: forms.id, revision: forms.revision, schemaData: forms.schemaData })
    .from(forms)
    // One array parameter, however many forms the tenant has.
    .where(and(eq(forms.tenantId, tenantId), sql`${forms.id} = any(${sql.param(missing)}::uuid[])`));
  for (const row of rows) {
    const count = countOf(row.schemaData);
    result.set(row.id, count);
    if (counts.size >= MAX_KEPT) counts.delete(counts.keys().next().value as string);
    counts.set(keyOf(tenantId, row.id), { revision: row.revision, count });
  }
  return result;
}
