import { expect } from '@open-wc/testing';
import { BUILT_IN_THEMES, type Theme } from '../../../src/model';
import { createPublishedForm, signIn } from './support/api';
import { visitorRenderer } from './support/public';
import { inShadow, renderForm, schemaOf } from './support/render';

// A custom theme lives in the author's browser; the form carries the applied one (settings.customTheme),
// so every renderer — the preview, the public page, any respondent — shows it.

const brand: Theme = {
  ...BUILT_IN_THEMES.creative,
  id: 'custom_1700000000000',
  name: 'Brand',
  colors: { ...BUILT_IN_THEMES.creative.colors, primary: 'rgb(18, 52, 86)' },
  borderRadius: '3px',
};

const token = (el: Element, name: string) =>
  getComputedStyle(inShadow(el, '.fw-form')!).getPropertyValue(name).trim();

const field = { id: 'a', type: 'text' as const, label: 'A' };

describe('renderer: a custom theme carried by the form', () => {
  it("maps settings.customTheme onto the --fw-* tokens when themePreset is its 'custom_' id", async () => {
    const el = await renderForm(
      schemaOf([field], { settings: { themePreset: brand.id, customTheme: brand } }),
    );
    expect(token(el, '--fw-color-primary')).to.equal('rgb(18, 52, 86)');
    expect(token(el, '--fw-radius')).to.equal('3px');
  });

  it('ignores a carried theme that is not the applied one', async () => {
    const el = await renderForm(
      schemaOf([field], {
        settings: { themePreset: 'custom_1800000000000', customTheme: brand },
      }),
    );
    el.style.setProperty('--fw-color-primary', 'rgb(9, 9, 9)');
    expect(token(el, '--fw-color-primary')).to.equal('rgb(9, 9, 9)');
    const modern = await renderForm(
      schemaOf([field], { settings: { themePreset: 'modern', customTheme: brand } }),
    );
    expect(token(modern, '--fw-color-primary')).to.equal(BUILT_IN_THEMES.modern.colors.primary);
  });

  it('shows the custom theme to a visitor of the published form, loaded from the server', async () => {
    const owner = await signIn('demo', 'demo1234');
    const formId = await createPublishedForm(
      owner,
      'Custom theme form',
      schemaOf([field], { settings: { themePreset: brand.id, customTheme: brand } }),
    );
    const el = await visitorRenderer(formId);
    expect(token(el, '--fw-color-primary')).to.equal('rgb(18, 52, 86)');
    expect(token(el, '--fw-radius')).to.equal('3px');
  });
});
