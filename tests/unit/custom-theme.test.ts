import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_THEMES,
  createEmptySchemaData,
  customThemeSchema,
  isCustomThemeId,
  migrate,
  type Theme,
} from '../../src/model';

const brand: Theme = {
  ...BUILT_IN_THEMES.creative,
  id: 'custom_1700000000000',
  name: 'Brand',
  colors: { ...BUILT_IN_THEMES.creative.colors, primary: '#123456' },
};

function withCustomTheme(customTheme: unknown) {
  const schema = createEmptySchemaData();
  return { ...schema, settings: { ...schema.settings, themePreset: 'custom_1700000000000', customTheme } };
}

describe('settings.customTheme: the applied custom theme travels with the form', () => {
  it('tells custom theme ids from built-in ones', () => {
    expect(isCustomThemeId('custom_1700000000000')).toBe(true);
    expect(isCustomThemeId('modern')).toBe(false);
    expect(isCustomThemeId('my_custom_theme')).toBe(false);
  });

  it('is kept by migrate(), in the current version and in a version 0 document', () => {
    const current = migrate(withCustomTheme(brand));
    expect(current.ok && current.value.settings.customTheme).toEqual(brand);
    const legacy = migrate({ fields: [], settings: { themePreset: brand.id, customTheme: brand } });
    expect(legacy.ok && legacy.value.settings.customTheme).toEqual(brand);
  });

  it('is optional: a form without one still migrates, and has none', () => {
    const result = migrate(createEmptySchemaData());
    expect(result.ok).toBe(true);
    expect(result.ok && 'customTheme' in result.value.settings).toBe(false);
  });

  it("refuses a theme whose id is not 'custom_…' or whose colours are missing", () => {
    for (const broken of [
      { ...brand, id: 'modern' },
      { ...brand, colors: { primary: '#000' } },
      { ...brand, name: '' },
      'custom_1700000000000',
    ]) {
      const result = migrate(withCustomTheme(broken));
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.join('\n')).toContain('settings.customTheme');
    }
  });

  it('fills the description default and drops unknown keys like any theme', () => {
    const { description: _description, ...bare } = brand;
    expect(customThemeSchema.parse({ ...bare, extra: 1 })).toEqual({ ...bare, description: '' });
  });
});
