import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormRendererElement } from '../../../elements/index';
import { ALLOWED_FILE_TYPES } from '../../../src/model/files';
import { deepActiveElement } from '../../../src/ui';
import {
  button,
  errorsOf,
  fieldBox,
  inShadow,
  labelledControl,
  renderForm,
  schemaOf,
  setControlValue,
  submitAndCapture,
  touch,
  waitForForm,
  within,
} from './support/render';

/** Submits; whether the form got as far as its submitHandler (a refused form does not). */
async function submitReachesHandler(el: FormRendererElement): Promise<boolean> {
  let calls = 0;
  el.submitHandler = async () => {
    calls += 1;
    return { success: true };
  };
  const result = await el.submit();
  expect(result.success).to.equal(calls === 1);
  return calls === 1;
}

describe('renderer fields: text-like inputs', () => {
  const cases = [
    ['text', 'text', 'Ada'],
    ['email', 'email', 'ada@example.com'],
    ['url', 'url', 'https://example.com'],
    ['phone', 'tel', '+4420123456'],
    ['password', 'password', 's3cret!'],
    ['date', 'date', '2026-03-01'],
    ['datetime', 'datetime-local', '2026-03-01T09:30'],
    ['time', 'time', '09:30'],
  ] as const;

  for (const [type, inputType, value] of cases) {
    it(`renders ${type} as a labelled <input type="${inputType}"> and submits what was typed`, async () => {
      const el = await renderForm(
        schemaOf([{ id: 'f', type, label: `My ${type}`, placeholder: 'Type here' }]),
      );
      const input = labelledControl(el, 'f') as HTMLInputElement;
      expect(input.type).to.equal(inputType);
      expect(input.placeholder).to.equal('Type here');

      setControlValue(input, value);

      expect((await submitAndCapture(el)).f).to.equal(value);
    });
  }

  it('lays out right-to-left text typed into a text box or text area from the right, its punctuation at its end', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'bio', type: 'textarea', label: 'Bio' },
      ]),
    );
    const name = within(el, 'name');
    const bio = within<HTMLTextAreaElement>(el, 'bio', 'textarea');
    // On a left-to-right page 'שלום עולם!' showed as '!שלום עולם', left-aligned.
    name.focus();
    await sendKeys({ type: 'שלום עולם!' });
    bio.focus();
    await sendKeys({ type: 'مرحبا بكم.' });
    expect(name.matches(':dir(rtl)'), 'the text box').to.equal(true);
    expect(bio.matches(':dir(rtl)'), 'the text area').to.equal(true);
    name.select();
    await sendKeys({ type: 'Ada' });
    expect(name.matches(':dir(ltr)'), 'left-to-right text again').to.equal(true);
  });

  it('keeps typing in a text input without losing the caret', async () => {
    const el = await renderForm(schemaOf([{ id: 'f', type: 'text', label: 'Name' }]));
    const input = within(el, 'f');
    input.focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ type: 'x' });
    expect(input.value).to.equal('Adxa');
  });

  it('submits a number as a number, and an empty one as null', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'n', type: 'number', label: 'Count', min: 1, max: 9, step: 1 }]),
    );
    const input = labelledControl(el, 'n') as HTMLInputElement;
    expect([input.type, input.min, input.max, input.step]).to.deep.equal(['number', '1', '9', '1']);
    expect((await submitAndCapture(el)).n).to.equal(null);
    el.reset();
    await waitForForm(el);
    setControlValue(within(el, 'n'), '7');
    expect((await submitAndCapture(el)).n).to.equal(7);
  });

  it('keeps the minus sign while a negative number between -1 and 0 is typed', async () => {
    const el = await renderForm(schemaOf([{ id: 'n', type: 'number', label: 'Delta' }]));
    const input = within(el, 'n');
    input.focus();
    const shown: string[] = [];
    for (const key of '-0.5') {
      await sendKeys({ type: key });
      shown.push(input.validity.badInput ? 'partial' : input.value);
    }
    // A lone '-' is no number yet: the box reports it as bad input (its value is ''), not as text.
    expect(shown).to.deep.equal(['partial', '-0', '-0', '-0.5']);
    expect((await submitAndCapture(el)).n).to.equal(-0.5);
  });

  it("says 'Must be a number' on leaving a required number box with text it cannot read, not 'is required'", async () => {
    const el = await renderForm(schemaOf([{ id: 'n', type: 'number', label: 'Count', required: true }]));
    const input = within(el, 'n');
    input.focus();
    await sendKeys({ type: '1e' });
    expect(input.validity.badInput).to.equal(true);
    input.blur();
    await waitUntil(() => errorsOf(el, 'n').length > 0);
    expect(errorsOf(el, 'n')).to.deep.equal(['Must be a number']);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('refuses to submit an optional number box with text it cannot read, until it is fixed', async () => {
    const el = await renderForm(schemaOf([{ id: 'n', type: 'number', label: 'Count' }]));
    const input = within(el, 'n');
    input.focus();
    // Each key leaves the box's value '' (no change event at all): still the box shows text.
    await sendKeys({ type: '--3' });
    expect(await submitReachesHandler(el)).to.equal(false);
    expect(errorsOf(el, 'n')).to.deep.equal(['Must be a number']);

    input.focus();
    input.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '3' });
    await waitUntil(() => errorsOf(el, 'n').length === 0, 'the error stayed after the fix');
    expect((await submitAndCapture(el)).n).to.equal(3);
  });

  it('forgets text a number box could not read once the box is gone with its page', async () => {
    const el = await renderForm(
      schemaOf(
        [
          { id: 'a', type: 'text', label: 'Name' },
          { id: 'n', type: 'number', label: 'Count' },
        ],
        {
          pages: [
            { id: 'p1', field_ids: ['a'] },
            { id: 'p2', field_ids: ['n'] },
          ],
        },
      ),
    );
    const shown = (id: string) => inShadow(el, `[data-field-id="${id}"]`) !== null;
    button(el, 'Next').click();
    await waitUntil(() => shown('n'));
    within(el, 'n').focus();
    await sendKeys({ type: '--3' });
    button(el, 'Previous').click();
    await waitUntil(() => shown('a'));
    button(el, 'Next').click();
    await waitUntil(() => shown('n'));
    // The box comes back empty: nothing there to explain an error.
    expect(within(el, 'n').validity.badInput).to.equal(false);
    expect((await submitAndCapture(el)).n).to.equal(null);
    expect(errorsOf(el, 'n')).to.deep.equal([]);
  });

  it('renders a textarea with rows by height', async () => {
    const el = await renderForm(schemaOf([{ id: 't', type: 'textarea', label: 'Notes', height: 'large' }]));
    const area = labelledControl(el, 't') as HTMLTextAreaElement;
    expect(area.localName).to.equal('textarea');
    expect(area.rows).to.equal(8);
    setControlValue(area, 'line 1\nline 2');
    expect((await submitAndCapture(el)).t).to.equal('line 1\nline 2');
  });

  it('shows and hides a password with a toggle button', async () => {
    const el = await renderForm(schemaOf([{ id: 'p', type: 'password', label: 'Password' }]));
    const toggle = within<HTMLButtonElement>(el, 'p', 'button');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitUntil(() => within(el, 'p').type === 'text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });

  it('keeps a hidden field out of sight and submits its default', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'h', type: 'hidden', label: 'Source', defaultValue: 'campaign-7' }]),
    );
    expect(within(el, 'h').type).to.equal('hidden');
    expect(fieldBox(el, 'h').querySelector('label')).to.equal(null);
    expect((await submitAndCapture(el)).h).to.equal('campaign-7');
  });

  it('falls back to a text input for an unknown type', async () => {
    const el = await renderForm({ fields: [{ id: 'x', type: 'hologram', label: 'Mystery' }] });
    expect((labelledControl(el, 'x') as HTMLInputElement).type).to.equal('text');
  });
});

describe('renderer fields: choices', () => {
  const options = [
    { label: 'Red', value: 'red' },
    { label: 'Green', value: 'green' },
    { label: 'Blue', value: 'blue' },
  ];

  it('renders select options after a prompt and submits the chosen value', async () => {
    const el = await renderForm(schemaOf([{ id: 's', type: 'select', label: 'Colour', options }]));
    const select = labelledControl(el, 's') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).to.deep.equal([
      'Select an option',
      'Red',
      'Green',
      'Blue',
    ]);
    setControlValue(select, 'green');
    expect((await submitAndCapture(el)).s).to.equal('green');
  });

  it('renders radio buttons in a named group and submits the checked one', async () => {
    const el = await renderForm(schemaOf([{ id: 'r', type: 'radio', label: 'Colour', options }]));
    expect(within(el, 'r', 'legend').textContent).to.equal('Colour');
    const radios = [...fieldBox(el, 'r').querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).to.deep.equal(['Red', 'Green', 'Blue']);
    radios[2]?.click();
    expect((await submitAndCapture(el)).r).to.equal('blue');
  });

  it('submits a single checkbox as true or false', async () => {
    const el = await renderForm(schemaOf([{ id: 'c', type: 'checkbox', label: 'I agree' }]));
    const box = labelledControl(el, 'c') as HTMLInputElement;
    expect(box.type).to.equal('checkbox');
    expect((await submitAndCapture(el)).c).to.equal(false);
    el.reset();
    await waitForForm(el);
    within(el, 'c').click();
    expect((await submitAndCapture(el)).c).to.equal(true);
  });

  it('submits a checkbox field with options as the list of checked values', async () => {
    const el = await renderForm(schemaOf([{ id: 'c', type: 'checkbox', label: 'Colours', options }]));
    const boxes = [...fieldBox(el, 'c').querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    boxes[0]?.click();
    boxes[2]?.click();
    expect((await submitAndCapture(el)).c).to.deep.equal(['red', 'blue']);
  });
});

describe('renderer fields: multiselect', () => {
  const options = [
    { label: 'Keynote', value: 'keynote' },
    { label: 'Workshops', value: 'workshops' },
    { label: 'Networking', value: 'networking' },
  ];

  async function open() {
    const el = await renderForm(schemaOf([{ id: 'm', type: 'multiselect', label: 'Sessions', options }]));
    const trigger = within<HTMLButtonElement>(el, 'm', 'button');
    trigger.click();
    await waitUntil(() => trigger.getAttribute('aria-expanded') === 'true');
    return { el, trigger };
  }

  it('opens a list of options and submits the chosen ones as an array', async () => {
    const { el, trigger } = await open();
    const boxes = [...fieldBox(el, 'm').querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    boxes[0]?.click();
    boxes[2]?.click();
    await waitUntil(() => trigger.textContent?.includes('Keynote, Networking'));
    expect((await submitAndCapture(el)).m).to.deep.equal(['keynote', 'networking']);
  });

  it('is a disclosure button, not a menu button: expanded state and controlled list, no aria-haspopup', async () => {
    const { el, trigger } = await open();
    expect(trigger.hasAttribute('aria-haspopup')).to.equal(false);
    expect(trigger.getAttribute('aria-controls')).to.equal(within(el, 'm', 'fieldset').id);
    trigger.click();
    await waitUntil(() => trigger.getAttribute('aria-expanded') === 'false');
  });

  it('names its button by the label and the current choice', async () => {
    const { el, trigger } = await open();
    const names = (trigger.getAttribute('aria-labelledby') ?? '').split(' ');
    const text = names.map((id) => el.shadowRoot?.getElementById(id)?.textContent).join(' ');
    expect(text).to.equal('Sessions Select options');
  });

  it('closes on a click outside it', async () => {
    const { el, trigger } = await open();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => trigger.getAttribute('aria-expanded') === 'false', 'still open');
    expect(within(el, 'm', 'fieldset').hidden).to.equal(true);
  });

  it('stays open on a click inside it', async () => {
    const { el, trigger } = await open();
    within(el, 'm', 'input[type="checkbox"]').dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { el, trigger } = await open();
    within(el, 'm', 'input[type="checkbox"]').focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => trigger.getAttribute('aria-expanded') === 'false');
    expect(deepActiveElement()).to.equal(trigger);
  });

  it('closes only itself on Escape inside a modal dialog (the Form Preview stays open)', async () => {
    const el = await renderForm(schemaOf([{ id: 'm', type: 'multiselect', label: 'Sessions', options }]));
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Form Preview');
    document.body.append(dialog);
    dialog.append(el);
    dialog.showModal();
    try {
      await waitUntil(
        () => el.shadowRoot?.querySelector('.fw-multiselect__button'),
        'no dropdown in the dialog',
      );
      const trigger = () => within<HTMLButtonElement>(el, 'm', 'button');
      trigger().click();
      await waitUntil(() => trigger().getAttribute('aria-expanded') === 'true', 'the dropdown did not open');
      within(el, 'm', 'input[type="checkbox"]').focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => trigger().getAttribute('aria-expanded') === 'false', 'the dropdown stayed open');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(dialog.open, 'the dialog closed with the dropdown').to.equal(true);
      expect(within(el, 'm', 'fieldset').hidden).to.equal(true);
      expect(deepActiveElement() === trigger(), 'focus is not back on the button').to.equal(true);
      // A second Escape, with the dropdown closed, is the dialog's again.
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog.open, 'the dialog did not close on the next Escape');
    } finally {
      dialog.remove();
    }
  });
});

/** Chooses files in a file field's picker, as a person does. */
function choose(el: Element, fieldId: string, ...files: File[]): void {
  const input = within(el, fieldId);
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('renderer fields: dates and files', () => {
  it('bounds the start by the end and the end by the start', async () => {
    const el = await renderForm(schemaOf([{ id: 'd', type: 'daterange', label: 'Stay' }]));
    const [start, end] = [...fieldBox(el, 'd').querySelectorAll<HTMLInputElement>('input[type="date"]')];
    if (!start || !end) throw new Error('two date inputs expected');
    expect([start.labels?.[0]?.textContent, end.labels?.[0]?.textContent]).to.deep.equal([
      'Start date',
      'End date',
    ]);
    setControlValue(start, '2026-05-02');
    setControlValue(end, '2026-05-09');
    await waitUntil(() => start.max === '2026-05-09' && end.min === '2026-05-02');
    expect((await submitAndCapture(el)).d).to.deep.equal({ start: '2026-05-02', end: '2026-05-09' });
  });

  it("says 'Start date must be before end date' when the range is reversed", async () => {
    const el = await renderForm(schemaOf([{ id: 'd', type: 'daterange', label: 'Stay' }]));
    const [start, end] = [...fieldBox(el, 'd').querySelectorAll<HTMLInputElement>('input[type="date"]')];
    if (!start || !end) throw new Error('two date inputs expected');
    setControlValue(start, '2026-05-09');
    setControlValue(end, '2026-05-02');
    touch(end);
    await waitUntil(() => errorsOf(el, 'd').length > 0);
    expect(errorsOf(el, 'd')).to.deep.equal(['Start date must be before end date']);
  });

  it('submits an empty date range as {start: null, end: null}', async () => {
    const el = await renderForm(schemaOf([{ id: 'd', type: 'daterange', label: 'Stay' }]));
    expect((await submitAndCapture(el)).d).to.deep.equal({ start: null, end: null });
  });

  it('submits a chosen file by name, size and type', async () => {
    const el = await renderForm(schemaOf([{ id: 'cv', type: 'file', label: 'CV' }]));
    const input = labelledControl(el, 'cv') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('cv.txt'));
    expect((await submitAndCapture(el)).cv).to.deep.equal([{ name: 'cv.txt', size: 5, type: 'text/plain' }]);
  });

  it('offers the file types the server takes in its picker, and their extensions', async () => {
    const el = await renderForm(schemaOf([{ id: 'cv', type: 'file', label: 'CV' }]));
    const accept = within(el, 'cv').accept.split(',');
    expect(accept.slice(0, ALLOWED_FILE_TYPES.length)).to.deep.equal([...ALLOWED_FILE_TYPES]);
    for (const entry of ['application/pdf', '.pdf', '.zip', '.docx', '.csv', '.jpeg'])
      expect(accept, entry).to.include(entry);
    expect(accept.some((entry) => entry.includes('html'))).to.equal(false);
  });

  it('takes a zip, CSV or Word file however the browser names its type, as the server will', async () => {
    const taken: [File, { name: string; size: number; type: string }][] = [
      // Chrome on Windows.
      [
        new File(['PK'], 'a.zip', { type: 'application/x-zip-compressed' }),
        { name: 'a.zip', size: 2, type: 'application/zip' },
      ],
      [new File(['a,b'], 'c.csv', { type: 'text/x-csv' }), { name: 'c.csv', size: 3, type: 'text/csv' }],
      // A browser that does not know the type gives none: the extension says what it is.
      [
        new File(['PK'], 'b.docx', { type: '' }),
        {
          name: 'b.docx',
          size: 2,
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
    ];
    for (const [file, answer] of taken) {
      const el = await renderForm(schemaOf([{ id: 'f', type: 'file', label: 'Attachment' }]));
      choose(el, 'f', file);
      await waitUntil(() => fieldBox(el, 'f').textContent?.includes(file.name), `${file.name} was not taken`);
      expect(errorsOf(el, 'f'), file.name).to.deep.equal([]);
      expect((await submitAndCapture(el)).f, file.name).to.deep.equal([answer]);
      el.remove();
    }
  });

  const refusals: [string, File, string][] = [
    [
      'too large',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
      'The file is larger than 5 MB',
    ],
    [
      'of a type not allowed',
      new File(['<p>hi</p>'], 'cv.html', { type: 'text/html' }),
      "Files of type 'text/html' are not allowed. Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS",
    ],
    [
      'without a type and of an extension not allowed',
      new File(['MZ'], 'setup.exe', { type: '' }),
      "Files of type '.exe' are not allowed. Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS",
    ],
  ];
  for (const [what, file, message] of refusals) {
    it(`says at once when a chosen file is ${what}, keeps nothing and sends nothing`, async () => {
      const el = await renderForm(schemaOf([{ id: 'cv', type: 'file', label: 'CV' }]));
      choose(el, 'cv', file);
      await waitUntil(() => errorsOf(el, 'cv').length > 0, 'no error when the file was chosen');
      expect(errorsOf(el, 'cv')).to.deep.equal([message]);
      expect(within(el, 'cv').getAttribute('aria-invalid')).to.equal('true');
      expect(fieldBox(el, 'cv').querySelector('.fw-file__list')).to.equal(null);
      expect(await submitReachesHandler(el)).to.equal(false);

      choose(el, 'cv', new File(['hello'], 'cv.txt', { type: 'text/plain' }));
      await waitUntil(() => errorsOf(el, 'cv').length === 0, 'the error stayed for a file that is taken');
      expect((await submitAndCapture(el)).cv).to.deep.equal([
        { name: 'cv.txt', size: 5, type: 'text/plain' },
      ]);
    });
  }
});

describe('renderer fields: colour', () => {
  it('starts at #000000 with a swatch beside the text', async () => {
    const el = await renderForm(schemaOf([{ id: 'c', type: 'color', label: 'Brand colour' }]));
    expect((labelledControl(el, 'c') as HTMLInputElement).value).to.equal('#000000');
    expect(within(el, 'c', 'input[type="color"]').getAttribute('aria-label')).to.equal(
      'Brand colour: colour picker',
    );
  });

  it('explains a colour that is not a 6-digit hex value', async () => {
    const el = await renderForm(schemaOf([{ id: 'c', type: 'color', label: 'Brand colour' }]));
    const text = labelledControl(el, 'c') as HTMLInputElement;
    setControlValue(text, '#12');
    touch(text);
    await waitUntil(() => errorsOf(el, 'c').length > 0);
    expect(errorsOf(el, 'c')).to.deep.equal(['Please enter a valid hex color (e.g., #FF0000)']);
  });

  it('resets an emptied colour to #000000', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'c', type: 'color', label: 'Brand colour', defaultValue: '#FF0000' }]),
    );
    const text = labelledControl(el, 'c') as HTMLInputElement;
    setControlValue(text, '');
    touch(text);
    await waitUntil(() => text.value === '#000000');
    expect(errorsOf(el, 'c')).to.deep.equal([]);
  });

  it('takes a colour from the swatch', async () => {
    const el = await renderForm(schemaOf([{ id: 'c', type: 'color', label: 'Brand colour' }]));
    setControlValue(within(el, 'c', 'input[type="color"]'), '#00ff00');
    expect((await submitAndCapture(el)).c).to.equal('#00FF00');
  });
});
