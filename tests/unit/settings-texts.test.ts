import { describe, expect, it } from 'vitest';
import { SETTINGS_TEXT_DEFAULTS, settingsText } from '../../src/logic/settings-texts';
import { defaultFormSettings } from '../../src/model';

describe('settings texts a form shows', () => {
  it("are the spec's defaults, the same as the settings schema's", () => {
    expect(SETTINGS_TEXT_DEFAULTS).toEqual({
      submitButtonText: 'Submit',
      cancelButtonText: 'Cancel',
      successMessage: 'Thank you for your submission!',
    });
    const defaults = defaultFormSettings();
    for (const key of Object.keys(SETTINGS_TEXT_DEFAULTS) as (keyof typeof SETTINGS_TEXT_DEFAULTS)[]) {
      expect(defaults[key]).toBe(SETTINGS_TEXT_DEFAULTS[key]);
    }
  });

  it('fall back to the default when emptied or blank, and stay as written otherwise', () => {
    for (const blank of ['', '   ', '\n\t', undefined]) {
      expect(settingsText({ submitButtonText: blank }, 'submitButtonText')).toBe('Submit');
      expect(settingsText({ cancelButtonText: blank }, 'cancelButtonText')).toBe('Cancel');
      expect(settingsText({ successMessage: blank }, 'successMessage')).toBe(
        'Thank you for your submission!',
      );
    }
    expect(settingsText({ submitButtonText: 'Send it' }, 'submitButtonText')).toBe('Send it');
  });
});
