import { z } from 'zod';

export const registryColumnSchema = z.object({
  id: z.string(),
  displayName: z.string().optional(),
  description: z.string().optional(),
  additionalMetadata: z
    .object({ tableName: z.string().optional(), fieldName: z.string().optional() })
    .optional(),
  name: z.string().optional(),
  source: z.string().optional(),
  isVisible: z.boolean().optional(),
  gdprSensitive: z.boolean().optional(),
  dataType: z.string().optional(),
});
export type RegistryColumn = z.infer<typeof registryColumnSchema>;

export interface RegistryTable {
  /** 'array' for list tables (path table[].column); anything else is an object (path table.column). */
  table_type?: string;
  displayName?: string;
  description?: string;
  columns: RegistryColumn[];
  siblings?: Record<string, RegistryTable>;
}

export const registryTableSchema: z.ZodType<RegistryTable> = z.lazy(() =>
  z.object({
    table_type: z.string().optional(),
    displayName: z.string().optional(),
    description: z.string().optional(),
    columns: z.array(registryColumnSchema).default([]),
    siblings: z.record(z.string(), registryTableSchema).optional(),
  }),
);

/** The data catalog: tables keyed by name (shell §3 "Registry"). */
export const registrySchema = z.record(z.string(), registryTableSchema);
export type Registry = z.infer<typeof registrySchema>;
