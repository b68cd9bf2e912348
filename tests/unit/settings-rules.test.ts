import { describe, expect, it } from 'vitest';
import {
  canAddIntegrationKey,
  canSaveCustomButton,
  canSaveGeneralSetting,
  canSaveTheme,
  canSaveVersion,
  createCustomTheme,
  customButtonErrors,
  customButtonFromDraft,
  HTTP_URL_MESSAGE,
  httpUrlError,
  newCustomButtonDraft,
  removeCustomButton,
  saveCustomButton,
  showsCancelRedirectUrl,
  showsRecaptchaSiteKey,
  validateGeneralSetting,
  validateIntegration,
  validateSignIn,
} from '../../src/logic/settings-rules';
import {
  BUILT_IN_THEMES,
  defaultFormSettings,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../src/model';
import { idSequence } from './support/schema-fixtures';

describe('sign-in rules', () => {
  it("requires a username: 'Username is required'", () => {
    expect(validateSignIn('', 'secret1').username).toBe('Username is required');
    expect(validateSignIn('   ', 'secret1').username).toBe('Username is required');
  });

  it("needs at least 3 username characters: 'Username must be at least 3 characters'", () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(validateSignIn('ab', 'secret1').username).toBe('Username must be at least 3 characters');
    expect(validateSignIn('abc', 'secret1')).toEqual({});
  });

  it("requires a password: 'Password is required'", () => {
    expect(validateSignIn('alice', '')).toEqual({ password: 'Password is required' });
  });

  it("needs at least 6 password characters: 'Password must be at least 6 characters'", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(validateSignIn('alice', '12345')).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateSignIn('alice', '123456')).toEqual({});
  });
});

describe('custom button rules', () => {
  it('starts with style secondary, position before-submit, action redirect, enabled', () => {
    expect(newCustomButtonDraft()).toEqual({
      text: '',
      action_type: 'redirect',
      action_value: '',
      style: 'secondary',
      position: 'before-submit',
      enabled: true,
    });
  });

  it('requires text after trimming', () => {
    const draft = { ...newCustomButtonDraft(), text: '   ', action_type: 'print' as const };
    expect(customButtonErrors(draft)).toEqual({ text: 'Button text is required' });
    expect(canSaveCustomButton(draft)).toBe(false);
  });

  it('needs a URL for a redirect and an event name for a custom event, else cannot save', () => {
    const redirect = { ...newCustomButtonDraft(), text: 'Go' };
    expect(canSaveCustomButton(redirect)).toBe(false);
    expect(canSaveCustomButton({ ...redirect, action_value: 'https://example.com' })).toBe(true);
    const customEvent = { ...redirect, action_type: 'customEvent' as const, action_value: ' ' };
    expect(customButtonErrors(customEvent)).toEqual({ action_value: 'An event name is required' });
    expect(canSaveCustomButton({ ...redirect, action_type: 'saveDraft' as const })).toBe(true);
  });

  it('accepts only an http(s) URL as a redirect, saying so clearly', () => {
    const redirect = { ...newCustomButtonDraft(), text: 'Go' };
    for (const bad of [
      'example.com/page',
      'javascript:alert(1)',
      '/relative',
      'ftp://example.com',
      'https://',
    ]) {
      expect(customButtonErrors({ ...redirect, action_value: bad })).toEqual({
        action_value: 'Enter a full URL starting with http:// or https://',
      });
      expect(canSaveCustomButton({ ...redirect, action_value: bad })).toBe(false);
      expect(customButtonFromDraft({ ...redirect, action_value: bad })).toBe(null);
    }
    for (const good of ['https://example.com', ' http://localhost:8080/thanks?x=1 ']) {
      expect(customButtonErrors({ ...redirect, action_value: good })).toEqual({});
    }
    // Only a redirect's value is a URL: an event name is any text.
    expect(
      customButtonErrors({ ...redirect, action_type: 'customEvent', action_value: 'open-chat' }),
    ).toEqual({});
  });

  it('checks typed URLs with the same rule as the advanced settings: nothing while empty', () => {
    expect(httpUrlError(undefined)).toBe(undefined);
    expect(httpUrlError('  ')).toBe(undefined);
    expect(httpUrlError('https://hooks.example.com/form')).toBe(undefined);
    expect(httpUrlError('not a url')).toBe(HTTP_URL_MESSAGE);
  });

  it('stores an empty action value as absent, trims text, and gives new buttons an id', () => {
    const button = customButtonFromDraft(
      { ...newCustomButtonDraft(), text: ' Print ', action_type: 'print' },
      idSequence('button'),
    );
    expect(button).toEqual({
      id: 'button_1',
      text: 'Print',
      action_type: 'print',
      style: 'secondary',
      position: 'before-submit',
      enabled: true,
    });
    expect(customButtonFromDraft(newCustomButtonDraft())).toBeNull();
  });

  it('adds, replaces and removes buttons in the settings', () => {
    const button = customButtonFromDraft({
      ...newCustomButtonDraft(),
      id: 'b1',
      text: 'Go',
      action_value: 'https://example.com/next',
    })!;
    const added = saveCustomButton(defaultFormSettings(), button);
    const edited = saveCustomButton(added, { ...button, text: 'Next' });
    expect(edited.customButtons).toEqual([{ ...button, text: 'Next' }]);
    expect(removeCustomButton(edited, 'b1').customButtons).toEqual([]);
  });
});

describe('conditional visibility of form settings', () => {
  it('shows the redirect URL only for the redirect cancel action and the site key only for recaptcha or both', () => {
    expect(showsCancelRedirectUrl({ cancelAction: 'redirect' })).toBe(true);
    expect(showsCancelRedirectUrl({ cancelAction: 'reset' })).toBe(false);
    expect(showsRecaptchaSiteKey({ spamProtectionType: 'both' })).toBe(true);
    expect(showsRecaptchaSiteKey({ spamProtectionType: 'recaptcha' })).toBe(true);
    expect(showsRecaptchaSiteKey({ spamProtectionType: 'honeypot' })).toBe(false);
  });
});

describe('theme and version rules', () => {
  it('needs a non-empty name to save a theme, and gives it the id custom_{timestamp}', () => {
    expect(canSaveTheme('  ')).toBe(false);
    expect(createCustomTheme(BUILT_IN_THEMES.default, '')).toBeNull();
    expect(createCustomTheme(BUILT_IN_THEMES.default, ' Brand ', 42)).toMatchObject({
      id: 'custom_42',
      name: 'Brand',
    });
  });

  it('needs a non-empty description to save a version', () => {
    expect(canSaveVersion('')).toBe(false);
    expect(canSaveVersion(' \n')).toBe(false);
    expect(canSaveVersion('Before launch')).toBe(true);
  });
});

describe('tenant setting rules', () => {
  it('requires key and value to save a general setting', () => {
    expect(canSaveGeneralSetting('', 'x')).toBe(false);
    expect(canSaveGeneralSetting('k', ' ')).toBe(false);
    expect(validateGeneralSetting({ key: ' ', value: '' })).toEqual({
      ok: false,
      errors: { key: 'Key is required', value: 'Value is required' },
    });
    expect(validateGeneralSetting({ key: 'support_email', value: 'help@example.com' })).toMatchObject({
      ok: true,
      value: { key: 'support_email', data_type: 'string', is_encrypted: false },
    });
  });

  it("lets only the integration key 'field_registry' be added", () => {
    expect(canAddIntegrationKey('field_registry')).toBe(true);
    expect(canAddIntegrationKey('other')).toBe(false);
  });

  it("requires an integration type: 'Please select an integration type'", () => {
    expect(validateIntegration({ endpoint_url: 'https://api.example.com' })).toEqual({
      ok: false,
      errors: { integration_type: 'Please select an integration type' },
    });
    expect(validateIntegration(null)).toMatchObject({
      errors: { integration_type: 'Please select an integration type' },
    });
  });

  it('keeps the timeout within 1 to 300 and retries within 0 to 10, with the defaults filled in', () => {
    const base = { integration_type: 'webhook', endpoint_url: 'https://hooks.example.com/x' };
    expect(validateIntegration({ ...base, request_timeout: 0, retry_attempts: 11 })).toEqual({
      ok: false,
      errors: {
        request_timeout: 'Timeout must be between 1 and 300 seconds',
        retry_attempts: 'Retry attempts must be between 0 and 10',
      },
    });
    expect(validateIntegration({ ...base, request_timeout: 300, retry_attempts: 0 }).ok).toBe(true);
    expect(validateIntegration(base)).toMatchObject({
      ok: true,
      value: {
        request_timeout: 30,
        retry_attempts: 3,
        http_method: 'GET',
        auth_type: 'none',
        response_format: 'json',
      },
    });
  });

  it('requires endpoint URLs to be http(s) URLs', () => {
    expect(
      validateIntegration({ integration_type: 'api_endpoint', endpoint_url: 'javascript:alert(1)' }),
    ).toMatchObject({ ok: false, errors: { endpoint_url: 'Must be a valid http(s) URL' } });
  });
});
