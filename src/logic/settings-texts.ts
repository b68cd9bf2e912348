import { SETTINGS_TEXT_DEFAULTS } from '../model/constants';
import type { FormSettings } from '../model/form';

export { SETTINGS_TEXT_DEFAULTS };

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
