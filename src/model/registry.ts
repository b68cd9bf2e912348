// The registry (data catalog) document: tables keyed by name, each with columns and nested sibling tables.
// Two readings of the same shape:
//  - registrySchema, strict: the document as the API takes it (PUT /tenant-settings/registry) and serves
//    it, which the builder reads. An unknown key is refused (the API's 400 unknown_field), as in every body.
//  - fetchedRegistrySchema: a document fetched from a field_registry integration, which the tenant does not
//    write itself: unknown keys are ignored (left out of the copy kept and served), so an endpoint that
//    carries more metadata than the catalog uses keeps working.
// In both, a table named '__proto__', 'constructor' or 'prototype' is refused with a message rather than
// dropped: such a key is what a plain JavaScript object already holds (or cannot hold as its own key).
import { z } from 'zod';

/** Names that no table may have, in a document or among a table's siblings. */
export const RESERVED_TABLE_NAMES = ['__proto__', 'constructor', 'prototype'] as const;

export const REGISTRY_MESSAGES = {
  reservedTableName: (name: string) =>
    `A table may not be named '${name}' (${RESERVED_TABLE_NAMES.join(', ')} are reserved)`,
} as const;

export function isReservedTableName(name: string): boolean {
  return (RESERVED_TABLE_NAMES as readonly string[]).includes(name);
}

export interface RegistryColumn {
  id: string;
  displayName?: string;
  description?: string;
  additionalMetadata?: { tableName?: string; fieldName?: string };
  name?: string;
  source?: string;
  isVisible?: boolean;
  gdprSensitive?: boolean;
  dataType?: string;
}

export interface RegistryTable {
  /** 'array' for list tables (path table[].column); anything else is an object (path table.column). */
  table_type?: string;
  displayName?: string;
  description?: string;
  columns: RegistryColumn[];
  siblings?: Record<string, RegistryTable>;
}

export type Registry = Record<string, RegistryTable>;

/**
 * Tables by name. A record would skip an own '__proto__' key without a word (and JSON.parse makes one), so
 * the names are looked at before the record reads them: a reserved one is refused under its own path.
 */
function tablesByName(table: z.ZodType<RegistryTable>) {
  return z.preprocess(
    (input, ctx) => {
      if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
        for (const name of Object.keys(input)) {
          if (isReservedTableName(name)) {
            ctx.addIssue({
              code: 'custom',
              path: [name],
              message: REGISTRY_MESSAGES.reservedTableName(name),
            });
          }
        }
      }
      return input;
    },
    z.record(z.string(), table),
  );
}

function registrySchemas(strict: boolean) {
  // strictObject refuses unknown keys; object leaves them out of its output.
  const object = <S extends z.ZodRawShape>(shape: S) => (strict ? z.strictObject(shape) : z.object(shape));
  const column: z.ZodType<RegistryColumn> = object({
    id: z.string(),
    displayName: z.string().optional(),
    description: z.string().optional(),
    additionalMetadata: object({
      tableName: z.string().optional(),
      fieldName: z.string().optional(),
    }).optional(),
    name: z.string().optional(),
    source: z.string().optional(),
    isVisible: z.boolean().optional(),
    gdprSensitive: z.boolean().optional(),
    dataType: z.string().optional(),
  });
  const table: z.ZodType<RegistryTable> = z.lazy(() =>
    object({
      table_type: z.string().optional(),
      displayName: z.string().optional(),
      description: z.string().optional(),
      columns: z.array(column).default([]),
      siblings: tablesByName(table).optional(),
    }),
  );
  return { column, table, registry: tablesByName(table) };
}

const strictSchemas = registrySchemas(true);
const fetchedSchemas = registrySchemas(false);

export const registryColumnSchema = strictSchemas.column;
export const registryTableSchema = strictSchemas.table;

/** The data catalog: tables keyed by name (shell §3 "Registry"), as the API takes and serves it. */
export const registrySchema: z.ZodType<Registry> = strictSchemas.registry;

/** A registry fetched from an integration's endpoint: the same rules, but unknown keys are ignored. */
export const fetchedRegistrySchema: z.ZodType<Registry> = fetchedSchemas.registry;
