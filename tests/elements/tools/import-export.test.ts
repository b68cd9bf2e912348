import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  exportFull,
  exportSimple,
  IMPORT_INVALID_SCHEMA_MESSAGE,
  IMPORT_SUCCESS_MESSAGE,
  toExportJson,
} from '../../../src/logic';
import type { FormSchemaData } from '../../../src/model';
import { $, button, listedIds, mountBuilder, schemaWith, text, typeInto, until } from '../builder/support';
import {
  buttonIn,
  captureDownloads,
  inputIn,
  openTools,
  recordSchemas,
  reported,
  toolsDialog,
} from './support';

function sample(): FormSchemaData {
  return schemaWith(
    [
      { id: 'name', type: 'text', label: 'Name', required: true, placeholder: 'Jane' },
      { id: 'mail', type: 'email', label: 'Email', width: 'half' },
      {
        id: 'box',
        type: 'container',
        label: 'Columns',
        containerConfig: { columns: 2, children: ['inner'] },
      },
      { id: 'inner', type: 'select', label: 'Plan', options: [{ label: 'Basic', value: 'basic' }] },
      { id: 'later', type: 'textarea', label: 'Notes' },
    ],
    [['name', 'mail', 'box'], ['later']],
  );
}

function exportDialog(el: Element): HTMLDialogElement {
  return $(el, 'dialog.fw-tool-export[open]') as HTMLDialogElement;
}

async function openExport(el: Element): Promise<HTMLDialogElement> {
  const panel = await openTools(el, 'Import/Export');
  buttonIn(panel, 'Export Form JSON').click();
  await until(() => el.shadowRoot?.querySelector('dialog.fw-tool-export[open] textarea'), 'no export dialog');
  return exportDialog(el);
}

function shownJson(dialog: HTMLDialogElement): string {
  return (dialog.querySelector('textarea') as HTMLTextAreaElement).value;
}

function radio(dialog: HTMLDialogElement, label: string): HTMLInputElement {
  const found = [...dialog.querySelectorAll('label')].find((node) => node.textContent?.trim() === label);
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no radio ${label}`);
  return input;
}

function setDescription(el: Element, description: string): void {
  typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, description);
}

describe('tools: Import/Export', () => {
  it('shows the Simple Schema first, with line count and Schema Information', async () => {
    const el = await mountBuilder({ schema: sample() });
    setDescription(el, 'Customer Feedback');
    const dialog = await openExport(el);
    expect(dialog.querySelector('h2')?.textContent).to.equal('Export Form JSON');
    expect(radio(dialog, 'Simple Schema').checked).to.equal(true);
    expect(radio(dialog, 'Full Schema').checked).to.equal(false);
    const expected = toExportJson(exportSimple({ description: 'Customer Feedback', schema_data: sample() }));
    expect(shownJson(dialog)).to.equal(expected);
    expect(expected).to.include('\n  "form": {');
    expect(dialog.textContent).to.include(`${expected.split('\n').length} lines`);
    const info = dialog.querySelector('.fw-tool-info') as HTMLElement;
    expect(info.textContent).to.include('Schema Information');
    expect(info.textContent).to.include('Fields5');
    expect(info.textContent).to.include('Pages2');
    const kb = Math.round((new TextEncoder().encode(expected).length / 1024) * 100) / 100;
    expect(info.textContent).to.include(`Size${kb} KB`);
  });

  it('switches to the Full Schema, which carries the whole form', async () => {
    const el = await mountBuilder({ schema: sample() });
    setDescription(el, 'Customer Feedback');
    const dialog = await openExport(el);
    radio(dialog, 'Full Schema').click();
    await until(() => shownJson(dialog).includes('"schema_data"'), 'not full');
    const full = { description: 'Customer Feedback', schema_data: sample(), is_template: false };
    expect(shownJson(dialog)).to.equal(toExportJson(exportFull(full)));
    expect(JSON.parse(shownJson(dialog)).schema_data).to.deep.equal(sample());
  });

  it("copies the JSON and reads 'Copied!' for 2 seconds", async () => {
    const el = await mountBuilder({ schema: sample() });
    const dialog = await openExport(el);
    const copy = buttonIn(dialog, 'Copy to Clipboard');
    // A real key press: the clipboard is written only on a user's gesture.
    copy.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => copy.textContent === 'Copied!', "no 'Copied!'");
    const copiedAt = performance.now();
    await until(() => copy.textContent === 'Copy to Clipboard', 'never reverts');
    // waitUntil polls every 50 ms: the label came back at 2000 ms after the copy, not before.
    expect(performance.now() - copiedAt).to.be.within(1900, 2600);
    // What was copied is the JSON shown: pasted with the keyboard into the import box.
    const json = shownJson(dialog);
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tool-export[open]'), 'export still open');
    const input = inputIn<HTMLTextAreaElement>(toolsDialog(el), 'Form JSON');
    input.focus();
    await sendKeys({ press: 'Control+V' });
    await until(() => input.value !== '', 'nothing pasted');
    expect(input.value).to.equal(json);
  });

  it('downloads the JSON named after the hyphenated description', async () => {
    const el = await mountBuilder({ schema: sample() });
    setDescription(el, 'Customer Feedback Survey!');
    const capture = captureDownloads();
    try {
      const dialog = await openExport(el);
      buttonIn(dialog, 'Download JSON').click();
      await until(() => capture.downloads.length === 1, 'no download');
      expect(capture.downloads[0]?.fileName).to.equal('customer-feedback-survey-form.json');
      expect(await capture.downloads[0]?.text()).to.equal(shownJson(dialog));
    } finally {
      capture.restore();
    }
  });

  it('keeps Import Schema disabled while the text is empty and alerts a rejected schema', async () => {
    const el = await mountBuilder({ schema: sample() });
    const panel = await openTools(el, 'Import/Export');
    const input = inputIn<HTMLTextAreaElement>(panel, 'Form JSON');
    const importButton = buttonIn(panel, 'Import Schema');
    expect(importButton.disabled).to.equal(true);
    typeInto(input, '   ');
    await until(() => importButton.disabled, 'enabled for blanks');
    typeInto(input, '{ "pages": [ ');
    await until(() => !importButton.disabled, 'still disabled');
    importButton.click();
    await until(() => panel.querySelector('[role="alert"]'), 'no alert');
    expect(panel.querySelector('[role="alert"] .fw-tool-alert__text')?.textContent).to.equal(
      IMPORT_INVALID_SCHEMA_MESSAGE,
    );
    expect(IMPORT_INVALID_SCHEMA_MESSAGE).to.equal('Invalid schema format. Please check your JSON.');
    expect(listedIds(el)).to.deep.equal(['name', 'mail', 'box']);
  });

  it('refuses a schema a save would refuse (a pattern that could hang), naming the problem', async () => {
    const el = await mountBuilder({ schema: sample() });
    const schemas = recordSchemas(el);
    const hanging = schemaWith(
      [
        {
          id: 'code',
          type: 'text',
          label: 'Code',
          validation: [{ type: 'pattern', value: '(a+)+$', message: 'Bad code' }],
        },
      ],
      [['code']],
    );
    const panel = await openTools(el, 'Import/Export');
    typeInto(inputIn<HTMLTextAreaElement>(panel, 'Form JSON'), JSON.stringify(hanging));
    buttonIn(panel, 'Import Schema').click();
    await until(() => panel.querySelector('[role="alert"]'), 'no alert');
    expect(panel.querySelector('[role="status"]')).to.equal(null);
    expect(panel.querySelector('[role="alert"] .fw-tool-alert__text')?.textContent).to.equal(
      'Invalid schema format. Please check your JSON.',
    );
    const details = [...panel.querySelectorAll('[role="alert"] .fw-tool-alert__list li')].map(
      (item) => item.textContent ?? '',
    );
    expect(details).to.have.length(1);
    expect(details[0]).to.match(/^all_fields\.code\.validation\.0\.value: Pattern repeats a group/);
    expect(schemas).to.deep.equal([]);
    expect(listedIds(el)).to.deep.equal(['name', 'mail', 'box']);
  });

  it('imports a full export into a new builder as the same form, as one undo step', async () => {
    const source = await mountBuilder({ schema: sample() });
    setDescription(source, 'Round trip');
    const dialog = await openExport(source);
    radio(dialog, 'Full Schema').click();
    await until(() => shownJson(dialog).includes('"schema_data"'), 'not full');
    const json = shownJson(dialog);

    const target = await mountBuilder();
    const schemas = recordSchemas(target);
    const panel = await openTools(target, 'Import/Export');
    typeInto(inputIn<HTMLTextAreaElement>(panel, 'Form JSON'), json);
    buttonIn(panel, 'Import Schema').click();
    await until(() => panel.querySelector('[role="status"]'), 'no success alert');
    expect(panel.querySelector('[role="status"]')?.textContent).to.equal(IMPORT_SUCCESS_MESSAGE);
    expect(IMPORT_SUCCESS_MESSAGE).to.equal('Form schema imported successfully!');
    const imported = await reported(schemas, (s) => s.all_fields.length === 5, 'not imported');
    expect(imported).to.deep.equal(sample());
    expect(($(target, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal(
      'Round trip',
    );
    button(target, 'Close').click();
    await until(() => listedIds(target).join() === 'name,mail,box', 'canvas not replaced');
    button(target, 'Undo').click();
    await until(
      () => text(target).includes('Start Building Your Form'),
      'undo did not restore the empty form',
    );
  });

  it('imports a simple export back into its first page fields', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const simple = toExportJson(exportSimple({ description: 'Simple', schema_data: sample() }));
    const panel = await openTools(el, 'Import/Export');
    typeInto(inputIn<HTMLTextAreaElement>(panel, 'Form JSON'), simple);
    buttonIn(panel, 'Import Schema').click();
    const imported = await reported(schemas, (s) => s.all_fields.length === 4, 'not imported');
    expect(imported.pages[0]?.field_ids).to.deep.equal(['name', 'mail', 'box']);
    expect(imported.all_fields.find((field) => field.id === 'inner')?.label).to.equal('Plan');
  });
});
