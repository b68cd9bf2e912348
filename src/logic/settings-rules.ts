import type { z } from 'zod';
import {
  ADDABLE_INTEGRATION_KEY,
  type CustomButton,
  customButtonSchema,
  type FormSettings,
  type GeneralSetting,
  generalSettingSchema,
  httpUrlSchema,
  type IntegrationConfig,
  integrationConfigSchema,
  PASSWORD_MIN_LENGTH,
  type Theme,
  USERNAME_MIN_LENGTH,
} from '../model';
import { createCustomThemeId, createIdGenerator, type IdGenerator } from './ids';

/** Messages keyed by the dotted path of the input they belong to. */
export type FieldErrors = Record<string, string>;
export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The first message per path; a problem with the whole input is keyed 'form'. */
function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Sign-in (shell §5)
export const USERNAME_REQUIRED_MESSAGE = 'Username is required';
export const USERNAME_TOO_SHORT_MESSAGE = `Username must be at least ${USERNAME_MIN_LENGTH} characters`;
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export interface SignInErrors {
  username?: string;
  password?: string;
}

/**
 * The sign-in field rules. The username is trimmed first (a blank one is missing); the password is
 * taken as typed, since spaces are legitimate password characters.
 */
export function validateSignIn(username: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const name = username.trim();
  if (name === '') errors.username = USERNAME_REQUIRED_MESSAGE;
  else if (name.length < USERNAME_MIN_LENGTH) errors.username = USERNAME_TOO_SHORT_MESSAGE;
  if (password === '') errors.password = PASSWORD_REQUIRED_MESSAGE;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT_MESSAGE;
  return errors;
}

// Typed URLs (authoring §5: the webhook, redirect and custom button inputs are URL typed)
export const HTTP_URL_MESSAGE = 'Enter a full URL starting with http:// or https://';

/**
 * An error for a typed URL that is not an absolute http(s) URL (the model's outbound URL rule); nothing
 * while empty, since emptiness is a rule of its own where a URL is required.
 */
export function httpUrlError(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  return httpUrlSchema.safeParse(value).success ? undefined : HTTP_URL_MESSAGE;
}

// Custom buttons (authoring §3, §5)
export const CUSTOM_BUTTON_TEXT_REQUIRED_MESSAGE = 'Button text is required';
export const CUSTOM_BUTTON_URL_REQUIRED_MESSAGE = 'A redirect URL is required';
export const CUSTOM_BUTTON_EVENT_REQUIRED_MESSAGE = 'An event name is required';

/** The custom button editor's state: no id yet in add mode, action value as typed. */
export type CustomButtonDraft = Omit<CustomButton, 'id' | 'action_value'> & {
  id?: string;
  action_value: string;
};

/** Defaults: style secondary, position before-submit, action redirect, enabled. */
export function newCustomButtonDraft(): CustomButtonDraft {
  const { id: _placeholder, action_value, ...defaults } = customButtonSchema.parse({ id: 'draft', text: '' });
  return { ...defaults, action_value: action_value ?? '' };
}

export interface CustomButtonErrors {
  text?: string;
  action_value?: string;
}

/**
 * Text is required (trimmed); a redirect needs an http(s) URL (a `javascript:` or relative value would
 * be followed by the published form), a custom event an event name.
 */
export function customButtonErrors(draft: CustomButtonDraft): CustomButtonErrors {
  const errors: CustomButtonErrors = {};
  if (draft.text.trim() === '') errors.text = CUSTOM_BUTTON_TEXT_REQUIRED_MESSAGE;
  const hasValue = draft.action_value.trim() !== '';
  if (draft.action_type === 'redirect') {
    const urlProblem = hasValue ? httpUrlError(draft.action_value) : CUSTOM_BUTTON_URL_REQUIRED_MESSAGE;
    if (urlProblem) errors.action_value = urlProblem;
  }
  if (draft.action_type === 'customEvent' && !hasValue)
    errors.action_value = CUSTOM_BUTTON_EVENT_REQUIRED_MESSAGE;
  return errors;
}

/** Save is disabled while any rule fails. */
export function canSaveCustomButton(draft: CustomButtonDraft): boolean {
  return Object.keys(customButtonErrors(draft)).length === 0;
}

/**
 * The button to store, or null when it cannot be saved: text and action value trimmed, an empty
 * action value stored as absent, a new id in add mode (the draft's id kept in edit mode).
 */
export function customButtonFromDraft(
  draft: CustomButtonDraft,
  makeId: IdGenerator = createIdGenerator('button'),
): CustomButton | null {
  if (!canSaveCustomButton(draft)) return null;
  const { action_value, ...rest } = draft;
  const value = action_value.trim();
  const parsed = customButtonSchema.safeParse({
    ...rest,
    id: draft.id ?? makeId(),
    text: draft.text.trim(),
    ...(value !== '' && { action_value: value }),
  });
  return parsed.success ? parsed.data : null;
}

/** Settings with the button added, or replacing the button with the same id. */
export function saveCustomButton(settings: FormSettings, button: CustomButton): FormSettings {
  const exists = settings.customButtons.some((existing) => existing.id === button.id);
  const customButtons = exists
    ? settings.customButtons.map((existing) => (existing.id === button.id ? button : existing))
    : [...settings.customButtons, button];
  return { ...settings, customButtons };
}

export function removeCustomButton(settings: FormSettings, buttonId: string): FormSettings {
  return { ...settings, customButtons: settings.customButtons.filter((button) => button.id !== buttonId) };
}

// Form settings visibility (authoring §4)
export function showsCancelRedirectUrl(settings: Pick<FormSettings, 'cancelAction'>): boolean {
  return settings.cancelAction === 'redirect';
}

export function showsRecaptchaSiteKey(settings: Pick<FormSettings, 'spamProtectionType'>): boolean {
  return settings.spamProtectionType === 'recaptcha' || settings.spamProtectionType === 'both';
}

// Themes and versions (authoring §5, shell §5)
export function canSaveTheme(name: string): boolean {
  return name.trim() !== '';
}

/** A custom theme saved from a base theme: id 'custom_{timestamp}', name trimmed; null without a name. */
export function createCustomTheme(base: Theme, name: string, now: number = Date.now()): Theme | null {
  if (!canSaveTheme(name)) return null;
  return { ...base, id: createCustomThemeId(now), name: name.trim() };
}

export function canSaveVersion(description: string): boolean {
  return description.trim() !== '';
}

// Tenant settings and integrations (shell §5), with the model's own schemas
/** Key and value are required to save (the model trims both). */
export function canSaveGeneralSetting(key: string, value: string): boolean {
  return key.trim() !== '' && value.trim() !== '';
}

export function validateGeneralSetting(input: unknown): RuleResult<GeneralSetting> {
  const parsed = generalSettingSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

export const INTEGRATION_TYPE_REQUIRED_MESSAGE = 'Please select an integration type';

/** Only the integration key 'field_registry' can be added (shell §1). */
export function canAddIntegrationKey(key: string): boolean {
  return key === ADDABLE_INTEGRATION_KEY;
}

/**
 * Integration config rules: type chosen ('Please select an integration type'), endpoint an http(s)
 * URL, timeout 1 to 300, retries 0 to 10, auth_config matching auth_type. An absent auth_type reads
 * as 'none' (the editor's default), so a missing type is reported as such and not as a bad union.
 */
export function validateIntegration(input: unknown): RuleResult<IntegrationConfig> {
  if (!isRecord(input)) return { ok: false, errors: { integration_type: INTEGRATION_TYPE_REQUIRED_MESSAGE } };
  const parsed = integrationConfigSchema.safeParse({ ...input, auth_type: input.auth_type ?? 'none' });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}
