import { expect } from '@open-wc/testing';
import { customThemesKey } from '../../../src/builder/tools/themes/theme-storage';
import { THEME_FILE_INVALID_MESSAGE } from '../../../src/logic';
import { BUILT_IN_THEMES, type Theme } from '../../../src/model';
import { resetBrowserState } from '../builder/real-service';
import { button, mountBuilder, schemaWith, typeInto, until } from '../builder/support';
import {
  blur,
  buttonIn,
  captureDownloads,
  inputIn,
  openTools,
  pickFile,
  recordSchemas,
  reported,
} from './support';

function themeNames(panel: HTMLElement): string[] {
  return [...panel.querySelectorAll('.fw-tool-theme .fw-tool-list__name')].map(
    (node) => node.textContent ?? '',
  );
}

function appliedName(panel: HTMLElement): string | null | undefined {
  return panel.querySelector('.fw-tool-theme--applied .fw-tool-list__name')?.textContent;
}

function editorForm(panel: HTMLElement): HTMLFormElement {
  const form = panel.querySelector('form[aria-label="Create custom theme"]');
  if (!form) throw new Error('no theme editor');
  return form as HTMLFormElement;
}

function storedThemes(): Theme[] {
  const key = Object.keys(localStorage).find((name) => name.startsWith('fw_custom_themes:'));
  return key ? (JSON.parse(localStorage.getItem(key) ?? '[]') as Theme[]) : [];
}

function heading(panel: HTMLElement): string {
  return panel.querySelector('.fw-tool-heading__text')?.textContent ?? '';
}

function card(panel: HTMLElement, name: string): HTMLElement {
  const found = [...panel.querySelectorAll<HTMLElement>('.fw-tool-theme')].find(
    (node) => node.querySelector('.fw-tool-list__name')?.textContent === name,
  );
  if (!found) throw new Error(`no theme card "${name}"`);
  return found;
}

const brand: Theme = {
  ...BUILT_IN_THEMES.corporate,
  id: 'custom_1700000000000',
  name: 'Brand',
  colors: { ...BUILT_IN_THEMES.corporate.colors, primary: 'rgb(18, 52, 86)' },
};

describe('tools: Themes', () => {
  afterEach(resetBrowserState);

  it('lists the five built-in themes with Default applied, and applying one is an undoable settings change', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Themes');
    expect(themeNames(panel)).to.deep.equal(['Default', 'Modern', 'Minimal', 'Corporate', 'Creative']);
    expect(appliedName(panel)).to.equal('Default');
    expect(buttonIn(panel, 'Apply Default').disabled).to.equal(true);
    buttonIn(panel, 'Apply Corporate').click();
    await reported(schemas, (s) => s.settings.themePreset === 'corporate', 'not applied');
    await until(() => appliedName(panel) === 'Corporate', 'badge did not move');
    button(el, 'Undo').click();
    await until(() => appliedName(panel) === 'Default', 'undo did not restore Default');
  });

  it("saves a custom theme only with a name, under the id 'custom_{timestamp}'", async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    buttonIn(panel, 'Create Custom Theme').click();
    await until(() => panel.querySelector('form[aria-label="Create custom theme"]'), 'no editor');
    const form = editorForm(panel);
    expect(buttonIn(form, 'Save Theme').disabled).to.equal(true);
    typeInto(inputIn(form, 'Theme name'), '   ');
    blur(inputIn(form, 'Theme name'));
    await until(() => form.textContent?.includes('Theme name is required'), 'no name message');
    expect(buttonIn(form, 'Save Theme').disabled).to.equal(true);
    const before = Date.now();
    typeInto(inputIn(form, 'Theme name'), 'Brand');
    buttonIn(form, 'Save Theme').click();
    await until(() => themeNames(panel).includes('Brand'), 'not listed');
    const [saved] = storedThemes();
    expect(saved?.name).to.equal('Brand');
    expect(saved?.id).to.match(/^custom_\d+$/);
    expect(Number(saved?.id.slice('custom_'.length))).to.be.within(before, Date.now());
    expect(saved?.colors).to.deep.equal(BUILT_IN_THEMES.default.colors);
  });

  it('warns in the editor when text and background fall below WCAG AA', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    buttonIn(panel, 'Create Custom Theme').click();
    await until(() => panel.querySelector('form[aria-label="Create custom theme"]'), 'no editor');
    const form = editorForm(panel);
    expect(form.textContent).to.not.include('WCAG AA');
    typeInto(inputIn(form, 'Text'), '#bbbbbb');
    await until(() => form.textContent?.includes('WCAG AA needs 4.5:1'), 'no contrast warning');
    expect(form.textContent).to.include('Text on Background has a contrast of 1.91:1; WCAG AA needs 4.5:1.');
    typeInto(inputIn(form, 'Text'), '#111111');
    await until(() => !form.textContent?.includes('WCAG AA'), 'warning stays');
    buttonIn(form, 'Cancel').click();
    await until(() => !panel.querySelector('form.fw-tool-editor'), 'still editing');
  });

  it("imports a theme file as a new custom theme and refuses a bad one with 'Invalid theme file format'", async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    pickFile(fileInput, 'broken.json', '{"name": "No colours"}');
    await until(() => panel.querySelector('[role="alert"]'), 'no alert');
    expect(panel.querySelector('[role="alert"]')?.textContent).to.equal(THEME_FILE_INVALID_MESSAGE);
    expect(THEME_FILE_INVALID_MESSAGE).to.equal('Invalid theme file format');

    const imported = { ...BUILT_IN_THEMES.creative, id: 'creative', name: 'Imported Creative' };
    pickFile(fileInput, 'imported-theme.json', JSON.stringify(imported));
    await until(() => themeNames(panel).includes('Imported Creative'), 'not imported');
    expect(panel.querySelector('[role="status"]')?.textContent).to.equal('Theme Imported Creative imported.');
    expect(storedThemes()[0]?.id).to.match(/^custom_\d+$/);
  });

  it('refuses a custom theme past 50 with a reason, in the list and in the editor, and keeps the 50', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({
      ...BUILT_IN_THEMES.minimal,
      id: `custom_${1700000000000 + index}`,
      name: `Theme ${index + 1}`,
    }));
    localStorage.setItem(customThemesKey('local'), JSON.stringify(fifty));
    const limit = 'You can keep up to 50 custom themes. Delete one to save another.';
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    await until(() => themeNames(panel).includes('Theme 50'), 'stored themes not listed');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    pickFile(fileInput, 'one-more.json', JSON.stringify({ ...BUILT_IN_THEMES.modern, name: 'One more' }));
    await until(() => panel.querySelector('[role="alert"]'), 'no alert');
    expect(panel.querySelector('[role="alert"]')?.textContent).to.equal(limit);

    buttonIn(panel, 'Create Custom Theme').click();
    await until(() => panel.querySelector('form[aria-label="Create custom theme"]'), 'no editor');
    expect(panel.querySelector('[role="alert"]')).to.equal(null);
    typeInto(inputIn(editorForm(panel), 'Theme name'), 'Brand new');
    buttonIn(editorForm(panel), 'Save Theme').click();
    await until(() => panel.querySelector('[role="alert"]'), 'the editor shows no reason');
    expect(panel.querySelector('[role="alert"]')?.textContent).to.equal(limit);
    expect(panel.querySelector('form[aria-label="Create custom theme"]')).not.to.equal(null);
    // Nothing was dropped to make room.
    expect(storedThemes()).to.deep.equal(fifty);
  });

  it("refuses a theme file with a blank name or values that style nothing, and takes every built-in's", async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const refused = async (theme: unknown) => {
      pickFile(fileInput, 'theme.json', JSON.stringify(theme));
      await until(
        () => panel.querySelector('[role="alert"]')?.textContent === THEME_FILE_INVALID_MESSAGE,
        `accepted ${JSON.stringify(theme).slice(0, 120)}`,
      );
      // The next file's answer must be its own.
      pickFile(fileInput, 'ok.json', JSON.stringify({ ...BUILT_IN_THEMES.default, name: 'Probe' }));
      await until(() => themeNames(panel).includes('Probe'), 'a valid file refused');
      buttonIn(panel, 'Delete Probe').click();
    };
    const base = BUILT_IN_THEMES.corporate;
    await refused({ ...base, name: '   ' });
    await refused({ ...base, name: 'Muddy', colors: { ...base.colors, primary: 'blue-ish' } });
    await refused({ ...base, name: 'Wide', spacing: 'lots' });
    await refused({ ...base, name: 'Loud', typography: { ...base.typography, fontWeight: 'very' } });
    expect(storedThemes()).to.deep.equal([]);

    for (const theme of Object.values(BUILT_IN_THEMES)) {
      pickFile(fileInput, 'copy.json', JSON.stringify({ ...theme, name: `  Copy of ${theme.name}  ` }));
      await until(() => themeNames(panel).includes(`Copy of ${theme.name}`), `${theme.id} refused`);
    }
  });

  it('exports a theme as a JSON file that imports again', async () => {
    const el = await mountBuilder();
    const capture = captureDownloads();
    try {
      const panel = await openTools(el, 'Themes');
      buttonIn(panel, 'Export Modern').click();
      await until(() => capture.downloads.length === 1, 'no download');
      const [file] = capture.downloads;
      expect(file?.fileName).to.equal('modern-theme.json');
      const text = (await file?.text()) ?? '';
      expect(JSON.parse(text)).to.deep.equal(BUILT_IN_THEMES.modern);
      expect(text).to.include('\n  "id": "modern"');
      const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
      pickFile(fileInput, 'modern-theme.json', text);
      await until(() => themeNames(panel).filter((name) => name === 'Modern').length === 2, 'not imported');
    } finally {
      capture.restore();
    }
  });

  it('keeps custom themes per browser and tenant, and deletes them', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    pickFile(fileInput, 'mine.json', JSON.stringify({ ...BUILT_IN_THEMES.minimal, name: 'Mine' }));
    await until(() => themeNames(panel).includes('Mine'), 'not imported');
    const second = await mountBuilder();
    const otherPanel = await openTools(second, 'Themes');
    expect(themeNames(otherPanel)).to.include('Mine');
    buttonIn(otherPanel, 'Delete Mine').click();
    await until(() => !themeNames(panel).includes('Mine'), 'first builder still lists it');
    expect(storedThemes()).to.deep.equal([]);
  });

  it('applies a custom theme by storing the theme itself in the form, and a built-in one removes it', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const panel = await openTools(el, 'Themes');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    pickFile(fileInput, 'brand.json', JSON.stringify(brand));
    await until(() => themeNames(panel).includes('Brand'), 'not imported');
    const [stored] = storedThemes();
    buttonIn(panel, 'Apply Brand').click();
    const applied = await reported(schemas, (s) => s.settings.themePreset === stored?.id, 'not applied');
    expect(applied.settings.customTheme).to.deep.equal(stored);
    await until(() => appliedName(panel) === 'Brand', 'badge did not move');
    expect(heading(panel)).to.equal('Current theme: Brand');

    buttonIn(panel, 'Apply Modern').click();
    const modern = await reported(schemas, (s) => s.settings.themePreset === 'modern', 'not applied');
    expect(modern.settings.customTheme).to.equal(undefined);
  });

  it("shows the form's custom theme as applied in a browser whose library does not hold it", async () => {
    const schema = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
    const el = await mountBuilder({
      schema: { ...schema, settings: { ...schema.settings, themePreset: brand.id, customTheme: brand } },
    });
    expect(storedThemes()).to.deep.equal([]);
    const panel = await openTools(el, 'Themes');
    expect(heading(panel)).to.equal('Current theme: Brand');
    expect(appliedName(panel)).to.equal('Brand');
    expect(card(panel, 'Brand').textContent).to.include('Custom');
    expect(buttonIn(card(panel, 'Brand'), 'Apply Brand').disabled).to.equal(true);
    // Nothing of this browser's library to delete: the theme belongs to the form.
    expect(card(panel, 'Brand').querySelector('[aria-label="Delete Brand"]')).to.equal(null);
  });

  it('says Default for a custom theme id the form does not carry, as the renderer shows it', async () => {
    const schema = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
    const el = await mountBuilder({
      schema: { ...schema, settings: { ...schema.settings, themePreset: 'custom_1' } },
    });
    const panel = await openTools(el, 'Themes');
    expect(heading(panel)).to.equal('Current theme: Default');
    expect(appliedName(panel)).to.equal('Default');
  });

  it('previews the form in its applied custom theme', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Themes');
    const fileInput = panel.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    pickFile(fileInput, 'brand.json', JSON.stringify(brand));
    await until(() => themeNames(panel).includes('Brand'), 'not imported');
    buttonIn(panel, 'Apply Brand').click();
    await until(() => appliedName(panel) === 'Brand', 'not applied');
    button(el, 'Close').click();
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'tools still open');
    button(el, 'Preview').click();
    const form = () =>
      el.shadowRoot?.querySelector('form-renderer')?.shadowRoot?.querySelector<HTMLElement>('.fw-form');
    await until(
      () => form() && !el.shadowRoot?.querySelector('.fw-preview-frame .fw-spinner-overlay'),
      'no preview',
    );
    expect(
      getComputedStyle(form() as HTMLElement)
        .getPropertyValue('--fw-color-primary')
        .trim(),
    ).to.equal('rgb(18, 52, 86)');
  });
});
