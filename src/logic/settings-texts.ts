import type { FormSettings } from '../model';

/**
 * The spec's defaults of the settings texts a form shows (authoring, Settings), the same as the settings
 * schema's. Kept here rather than read from the schema: the renderer's chunk carries no zod.
 */
export const SETTINGS_TEXT_DEFAULTS = {
  submitButtonText: 'Submit',
  cancelButtonText: 'Cancel',
  successMessage: 'Thank you for your submission!',
} as const satisfies Partial<Record<keyof FormSettings, string>>;

export type SettingsTextKey = keyof typeof SETTINGS_TEXT_DEFAULTS;

/**
 * A settings text as the form shows it. The schema's default fills in a missing text only; an emptied
 * one (blank after trim) would give a button without a name or an empty success box, so it falls back too.
 */
export function settingsText(
  settings: Readonly<Partial<Pick<FormSettings, SettingsTextKey>>>,
  key: SettingsTextKey,
): string {
  const text = settings[key];
  return text?.trim() ? text : SETTINGS_TEXT_DEFAULTS[key];
}
