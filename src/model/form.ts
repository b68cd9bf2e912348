import { z } from 'zod';
import { FIRST_PAGE_ID, FORM_DESCRIPTION_MAX, SETTINGS_TEXT_DEFAULTS } from './constants';
import { fieldSchema, idSchema } from './field';
import { customThemeSchema } from './theme';

// The rules a schema must also meet to be written (created, saved, imported), but not to be read: duplicate
// page ids, a notifications webhook that is not an http(s) URL. Not part of formSchemaDataSchema or
// migrate(), so forms stored before these rules still load (see references.ts).
export { writeRuleProblems } from './references';

export const CUSTOM_BUTTON_ACTIONS = ['redirect', 'customEvent', 'saveDraft', 'print'] as const;
export const CUSTOM_BUTTON_STYLES = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const CUSTOM_BUTTON_POSITIONS = ['before-submit', 'after-submit'] as const;

export const customButtonSchema = z.object({
  id: idSchema,
  text: z.string().max(200),
  action_type: z.enum(CUSTOM_BUTTON_ACTIONS).default('redirect'),
  /** Absent when the author left it empty (authoring §5). */
  action_value: z.string().max(2000).optional(),
  style: z.enum(CUSTOM_BUTTON_STYLES).default('secondary'),
  position: z.enum(CUSTOM_BUTTON_POSITIONS).default('before-submit'),
  enabled: z.boolean().default(true),
});
export type CustomButton = z.infer<typeof customButtonSchema>;

export const VARIABLE_DATA_TYPES = [
  'string',
  'number',
  'boolean',
  'date',
  'datetime',
  'array',
  'object',
  'any',
] as const;
export type VariableDataType = (typeof VARIABLE_DATA_TYPES)[number];
export const globalVariableSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(200),
  value: z.string().max(100_000).default(''),
  description: z.string().max(10_000).optional(),
  placeholder: z.string().max(10_000).optional(),
  helpText: z.string().max(10_000).optional(),
  dataType: z.enum(VARIABLE_DATA_TYPES).default('string'),
});
export type GlobalVariable = z.infer<typeof globalVariableSchema>;

export const CANCEL_ACTIONS = ['reset', 'redirect', 'custom'] as const;
export const SPAM_PROTECTION_TYPES = ['honeypot', 'recaptcha', 'both'] as const;

export const notificationsSchema = z.object({
  webhook: z.string().max(2000).optional(),
  email: z.string().max(2000).optional(),
});

export const formSettingsSchema = z.object({
  submitButtonText: z.string().max(200).default(SETTINGS_TEXT_DEFAULTS.submitButtonText),
  successMessage: z.string().max(10_000).default(SETTINGS_TEXT_DEFAULTS.successMessage),
  showCancelButton: z.boolean().default(false),
  cancelButtonText: z.string().max(200).default(SETTINGS_TEXT_DEFAULTS.cancelButtonText),
  cancelAction: z.enum(CANCEL_ACTIONS).default('reset'),
  cancelRedirectUrl: z.string().max(2000).optional(),
  allowDrafts: z.boolean().default(false),
  requireAuth: z.boolean().default(false),
  notifications: notificationsSchema.default({}),
  enableSpamProtection: z.boolean().default(false),
  spamProtectionType: z.enum(SPAM_PROTECTION_TYPES).default('honeypot'),
  recaptchaSiteKey: z.string().max(500).optional(),
  enableAnalytics: z.boolean().default(false),
  customCSS: z.string().max(100_000).optional(),
  customJS: z.string().max(100_000).optional(),
  themePreset: z.string().max(200).default('default'),
  /**
   * The applied custom theme itself, present while themePreset is its id ('custom_…'): custom themes are
   * kept per browser, so the form carries the one it uses for the renderer and for other authors.
   */
  customTheme: customThemeSchema.optional(),
  customButtons: z.array(customButtonSchema).default([]),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

export const pageSchema = z.object({
  id: idSchema,
  description: z.string().max(10_000).default(''),
  field_ids: z.array(idSchema).default([]),
});
export type Page = z.infer<typeof pageSchema>;

/** Version of the saved schema_data shape; `migrate()` brings older documents up to it. */
export const CURRENT_SCHEMA_VERSION = 1;

export const formSchemaDataSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  pages: z.array(pageSchema).min(1),
  all_fields: z.array(fieldSchema),
  settings: formSettingsSchema.default(() => formSettingsSchema.parse({})),
  globalVariables: z.array(globalVariableSchema).default([]),
});
export type FormSchemaData = z.infer<typeof formSchemaDataSchema>;

export const formSchema = z.object({
  id: idSchema,
  description: z.string().max(FORM_DESCRIPTION_MAX).default(''),
  schema_data: formSchemaDataSchema,
  is_template: z.boolean().default(false),
  is_published: z.boolean().default(false),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  /** The server's save count: sent back as base_revision so a save never overwrites one it has not seen. */
  revision: z.number().int().optional(),
  created_by: z.string().optional(),
});
export type Form = z.infer<typeof formSchema>;

export function defaultFormSettings(): FormSettings {
  return formSettingsSchema.parse({});
}

export function createEmptySchemaData(): FormSchemaData {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    pages: [{ id: FIRST_PAGE_ID, description: '', field_ids: [] }],
    all_fields: [],
    settings: defaultFormSettings(),
    globalVariables: [],
  };
}
