import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { recaptchaConfig } from '../../../src/renderer';
import { deepActiveElement } from '../../../src/ui';
import {
  allInShadow,
  button,
  errorsOf,
  fieldBox,
  labelledControl,
  renderForm,
  schemaOf,
  setControlValue,
  submitAndCapture,
  textOf,
  within,
} from './support/render';

describe('renderer fields: rating', () => {
  it('shows the star count clamped to 1..10', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'many', type: 'rating', label: 'Many', starCount: 12 },
        { id: 'none', type: 'rating', label: 'None', starCount: 0 },
        { id: 'plain', type: 'rating', label: 'Plain' },
      ]),
    );
    const stars = (id: string) => fieldBox(el, id).querySelectorAll('[data-star]').length;
    expect([stars('many'), stars('none'), stars('plain')]).to.deep.equal([10, 1, 5]);
  });

  it('is a labelled slider that moves by half stars with the arrow keys', async () => {
    const el = await renderForm(schemaOf([{ id: 'r', type: 'rating', label: 'Satisfaction' }]));
    const slider = within(el, 'r', '[role="slider"]');
    expect(el.shadowRoot?.getElementById(slider.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
      'Satisfaction',
    );
    slider.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '1.5');
    expect(slider.getAttribute('aria-valuetext')).to.equal('1.5 of 5 stars');
    await sendKeys({ press: 'End' });
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '5');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '4.5');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '0');
    await sendKeys({ press: '3' });
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '3');
    expect((await submitAndCapture(el)).r).to.equal(3);
  });

  it('gives a half star for a click on the left half of a star', async () => {
    const el = await renderForm(schemaOf([{ id: 'r', type: 'rating', label: 'Satisfaction' }]));
    const star = within(el, 'r', '[data-star="4"]');
    const box = star.getBoundingClientRect();
    star.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.left + 2, clientY: box.top + 2 }),
    );
    const slider = within(el, 'r', '[role="slider"]');
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '3.5');
    star.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.right - 2, clientY: box.top + 2 }),
    );
    await waitUntil(() => slider.getAttribute('aria-valuenow') === '4');
  });
});

describe('renderer fields: slider and range', () => {
  for (const type of ['slider', 'range'] as const) {
    it(`renders ${type} as a labelled range input clamped to min and max`, async () => {
      const el = await renderForm(
        schemaOf([{ id: 's', type, label: 'Volume', min: 10, max: 20, step: 2, defaultValue: 50 }]),
      );
      const input = labelledControl(el, 's') as HTMLInputElement;
      expect([input.type, input.min, input.max, input.step, input.value]).to.deep.equal([
        'range',
        '10',
        '20',
        '2',
        '20',
      ]);
      expect(fieldBox(el, 's').querySelector('output')?.textContent).to.equal('20');
      input.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => fieldBox(el, 's').querySelector('output')?.textContent === '18');
      expect((await submitAndCapture(el)).s).to.equal(18);
    });
  }

  it('starts at the midpoint without a default', async () => {
    const el = await renderForm(schemaOf([{ id: 's', type: 'slider', label: 'Volume' }]));
    expect(within(el, 's').value).to.equal('50');
  });
});

describe('renderer fields: signature', () => {
  it('keeps a drawing made with the pointer as a PNG image', async () => {
    const el = await renderForm(schemaOf([{ id: 'sig', type: 'signature', label: 'Signature' }]));
    const pad = within<HTMLCanvasElement>(el, 'sig', 'canvas');
    const box = pad.getBoundingClientRect();
    const at = (type: string, x: number, y: number) =>
      pad.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          pointerType: 'touch',
          clientX: box.left + x,
          clientY: box.top + y,
        }),
      );
    at('pointerdown', 10, 10);
    at('pointermove', 60, 40);
    at('pointermove', 120, 20);
    at('pointerup', 120, 20);
    await waitUntil(() => pad.dataset.signed === 'true');
    const value = (await submitAndCapture(el)).sig;
    expect(String(value).startsWith('data:image/png;base64,')).to.equal(true);
  });

  it('keeps nothing for a tap without a stroke, so a required signature is still missing', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'sig', type: 'signature', label: 'Signature', required: true }]),
    );
    const pad = within<HTMLCanvasElement>(el, 'sig', 'canvas');
    const box = pad.getBoundingClientRect();
    for (const type of ['pointerdown', 'pointerup']) {
      const at = { clientX: box.left + 40, clientY: box.top + 40 };
      pad.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, pointerType: 'touch', ...at }));
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(pad.dataset.signed).to.equal('false');
    // The tap still counts as leaving the pad: the field says what is missing.
    expect(errorsOf(el, 'sig')).to.deep.equal(['Signature is required']);
    el.submitHandler = async () => ({ success: true });
    expect((await el.submit()).success).to.equal(false);
  });

  it('names the typed-name box by the field label too, and marks it required with the field', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'sig', type: 'signature', label: 'Signature of the tenant', required: true }]),
    );
    const typed = labelledControl(el, 'sig') as HTMLInputElement;
    // The name as read out: the texts of the elements named, without their aria-hidden parts (the star).
    const spoken = (id: string) => {
      const copy = el.shadowRoot?.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
      for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
      return copy?.textContent;
    };
    const name = (typed.getAttribute('aria-labelledby') ?? '').split(' ').map(spoken).join(' ');
    expect(name).to.equal('Signature of the tenant Or type your name to sign');
    expect(typed.required).to.equal(true);
  });

  it('signs with a typed name for people who cannot draw, and clears', async () => {
    const el = await renderForm(schemaOf([{ id: 'sig', type: 'signature', label: 'Signature' }]));
    const typed = labelledControl(el, 'sig') as HTMLInputElement;
    expect(typed.labels?.[0]?.textContent).to.equal('Or type your name to sign');
    setControlValue(typed, 'Ada Lovelace');
    const pad = within<HTMLCanvasElement>(el, 'sig', 'canvas');
    await waitUntil(() => pad.dataset.signed === 'true');
    button(el, 'Clear signature').click();
    await waitUntil(() => pad.dataset.signed === 'false');
    expect((await submitAndCapture(el)).sig).to.equal('');
  });

  it('shows the typed name again after a page turn and when the signed value comes back (a draft)', async () => {
    const schema = schemaOf(
      [
        { id: 'sig', type: 'signature', label: 'Signature' },
        { id: 'city', type: 'text', label: 'City' },
      ],
      {
        pages: [
          { id: 'p1', description: '', field_ids: ['sig'] },
          { id: 'p2', description: '', field_ids: ['city'] },
        ],
      },
    );
    const el = await renderForm(schema);
    let signed = '';
    el.addEventListener('fw-change', (event) => {
      const { fieldId, value } = (event as CustomEvent<{ fieldId: string; value: unknown }>).detail;
      if (fieldId === 'sig') signed = String(value);
    });
    setControlValue(labelledControl(el, 'sig') as HTMLInputElement, 'Zoë Łukasiewicz');
    await waitUntil(() => within(el, 'sig', 'canvas').dataset.signed === 'true');
    button(el, 'Next').click();
    await waitUntil(() => textOf(el).includes('Page 2 of 2'));
    button(el, 'Previous').click();
    await waitUntil(() => textOf(el).includes('Page 1 of 2'));
    expect((labelledControl(el, 'sig') as HTMLInputElement).value).to.equal('Zoë Łukasiewicz');
    expect(within(el, 'sig', 'canvas').dataset.signed).to.equal('true');
    expect(signed.startsWith('data:image/png;base64,')).to.equal(true);

    // The value as a saved draft or a prefill gives it back: a new renderer shows the same name.
    const again = await renderForm(schema, { value: { sig: signed } });
    expect((labelledControl(again, 'sig') as HTMLInputElement).value).to.equal('Zoë Łukasiewicz');
    expect(within(again, 'sig', 'canvas').dataset.signed).to.equal('true');

    // Cleared, the box stays empty after a page turn.
    button(el, 'Clear signature').click();
    await waitUntil(() => within(el, 'sig', 'canvas').dataset.signed === 'false');
    button(el, 'Next').click();
    await waitUntil(() => textOf(el).includes('Page 2 of 2'));
    button(el, 'Previous').click();
    await waitUntil(() => textOf(el).includes('Page 1 of 2'));
    expect((labelledControl(el, 'sig') as HTMLInputElement).value).to.equal('');
  });
});

describe('renderer fields: address', () => {
  it('collects the parts of an address with autofill tokens', async () => {
    const el = await renderForm(schemaOf([{ id: 'a', type: 'address', label: 'Address' }]));
    const inputs = [...fieldBox(el, 'a').querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.map((i) => i.labels?.[0]?.textContent)).to.deep.equal([
      'Street address',
      'City',
      'State / Province',
      'Postal code',
      'Country',
    ]);
    expect(inputs.map((i) => i.autocomplete)).to.deep.equal([
      'street-address',
      'address-level2',
      'address-level1',
      'postal-code',
      'country-name',
    ]);
    setControlValue(inputs[0]!, '1 Main St');
    setControlValue(inputs[1]!, 'Springfield');
    expect((await submitAndCapture(el)).a).to.deep.equal({
      street: '1 Main St',
      city: 'Springfield',
      region: '',
      postalCode: '',
      country: '',
    });
  });
});

describe('renderer fields: table', () => {
  const columns = [
    { id: 'name', label: 'Name', type: 'text' },
    { id: 'age', label: 'Age', type: 'number' },
    { id: 'status', label: 'Status', type: 'select', options: [{ label: 'Active', value: 'active' }] },
  ];
  const table = (config: Record<string, unknown>) =>
    schemaOf([{ id: 't', type: 'table', label: 'People', tableConfig: { columns, ...config } as never }]);

  it("says 'Table configuration is missing' without a configuration", async () => {
    const el = await renderForm(schemaOf([{ id: 't', type: 'table', label: 'People' }]));
    expect(fieldBox(el, 't').textContent).to.contain('Table configuration is missing');
  });

  it('adds rows up to maxRows and removes them down to minRows', async () => {
    const el = await renderForm(table({ rows: 2, minRows: 1, maxRows: 3 }));
    const rows = () => fieldBox(el, 't').querySelectorAll('tbody tr').length;
    expect(rows()).to.equal(2);
    const add = button(el, 'Add row');
    add.click();
    await waitUntil(() => rows() === 3);
    expect(add.disabled).to.equal(true);
    within<HTMLButtonElement>(el, 't', '[aria-label="Remove row 1"]').click();
    await waitUntil(() => rows() === 2);
    within<HTMLButtonElement>(el, 't', '[aria-label="Remove row 1"]').click();
    await waitUntil(() => rows() === 1);
    expect(within<HTMLButtonElement>(el, 't', '[aria-label="Remove row 1"]').disabled).to.equal(true);
  });

  it('names each cell by its column and row, and submits the table as JSON of columns and rows', async () => {
    const el = await renderForm(table({ rows: 1, minRows: 0, maxRows: 5 }));
    const cells = [
      ...fieldBox(el, 't').querySelectorAll<HTMLInputElement | HTMLSelectElement>('td .fw-input'),
    ];
    expect(cells.map((c) => c.getAttribute('aria-label'))).to.deep.equal([
      'Name, row 1',
      'Age, row 1',
      'Status, row 1',
    ]);
    setControlValue(cells[0]!, 'Ada');
    setControlValue(cells[1]!, '36');
    setControlValue(cells[2]!, 'active');
    const sent = (await submitAndCapture(el)).t;
    expect(JSON.parse(String(sent))).to.deep.equal({
      columns: [
        { id: 'name', label: 'Name', type: 'text' },
        { id: 'age', label: 'Age', type: 'number' },
        { id: 'status', label: 'Status', type: 'select' },
      ],
      rows: [{ name: 'Ada', age: 36, status: 'active' }],
    });
  });

  it('keeps the minus sign while a negative number between -1 and 0 is typed into a number cell', async () => {
    const el = await renderForm(table({ rows: 1, minRows: 1, maxRows: 1 }));
    const age = within(el, 't', '[aria-label="Age, row 1"]');
    age.focus();
    const shown: string[] = [];
    for (const key of '-0.5') {
      await sendKeys({ type: key });
      shown.push(age.validity.badInput ? 'partial' : age.value);
    }
    // A lone '-' is no number yet: the box reports it as bad input (its value is ''), not as text.
    expect(shown).to.deep.equal(['partial', '-0', '-0', '-0.5']);
    const sent = JSON.parse(String((await submitAndCapture(el)).t)) as { rows: { age: unknown }[] };
    expect(sent.rows[0]?.age).to.equal(-0.5);
  });

  it("says 'Must be a number' at a number cell holding text it cannot read, and refuses the submission until fixed", async () => {
    const el = await renderForm(table({ rows: 2, minRows: 1, maxRows: 3 }));
    const age = within(el, 't', '[aria-label="Age, row 2"]');
    age.focus();
    // '2e' (or '1,5' where the browser reads no comma) leaves the cell's value '': it used to be sent as
    // an empty cell, silently, while the box still showed what was typed.
    await sendKeys({ type: '2e' });
    expect(age.validity.badInput).to.equal(true);
    age.blur();
    await waitUntil(() => errorsOf(el, 't').length > 0, 'no error for the unreadable cell');
    expect(errorsOf(el, 't')).to.deep.equal(['Row 2: Age: Must be a number']);
    expect(age.getAttribute('aria-invalid')).to.equal('true');
    let sent = 0;
    el.submitHandler = async () => {
      sent += 1;
      return { success: true };
    };
    expect((await el.submit()).success).to.equal(false);
    expect(sent).to.equal(0);

    age.focus();
    age.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '7' });
    await waitUntil(() => errorsOf(el, 't').length === 0, 'the error stayed after the fix');
    const rows = JSON.parse(String((await submitAndCapture(el)).t)) as { rows: { age: unknown }[] };
    expect(rows.rows[1]?.age).to.equal(7);
  });

  it('switches to cards with more than four visible columns', async () => {
    const wide = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, label: id.toUpperCase(), type: 'text' }));
    const el = await renderForm(
      schemaOf([{ id: 't', type: 'table', label: 'Wide', tableConfig: { columns: wide, rows: 1 } as never }]),
    );
    expect(fieldBox(el, 't').querySelector('table')).to.equal(null);
    const card = within<HTMLFieldSetElement>(el, 't', '.fw-table__card');
    expect(card.querySelector('legend')?.textContent).to.equal('Row 1');
    expect([...card.querySelectorAll('input')].map((i) => i.labels?.[0]?.textContent)).to.deep.equal([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });

  it('keeps four visible columns (and hidden ones out of the count) as a table', async () => {
    const four = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      label: id,
      type: 'text',
      visible: id !== 'e',
    }));
    const el = await renderForm(
      schemaOf([{ id: 't', type: 'table', label: 'Four', tableConfig: { columns: four, rows: 1 } as never }]),
    );
    expect(fieldBox(el, 't').querySelectorAll('thead th').length).to.equal(5); // four columns + actions
  });
});

describe('renderer fields: honeypot', () => {
  it('is invisible to people and assistive technology and never takes focus', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'trap', type: 'honeypot', label: 'Website' },
      ]),
    );
    const trap = within(el, 'trap');
    const wrapper = within(el, 'trap', '.fw-honeypot');
    expect(wrapper.inert).to.equal(true);
    expect(wrapper.getAttribute('aria-hidden')).to.equal('true');
    expect(trap.tabIndex).to.equal(-1);
    trap.focus();
    expect(deepActiveElement()).not.to.equal(trap);
    within(el, 'name').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).not.to.equal(trap);
  });

  it('is left out of the answers and refuses a submission when filled', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'trap', type: 'honeypot', label: 'Website' },
      ]),
    );
    expect(await submitAndCapture(el)).to.deep.equal({ name: '' });
    el.reset();
    await waitUntil(() => el.shadowRoot?.querySelector('.fw-honeypot input'));
    setControlValue(within(el, 'trap'), 'http://spam.example');
    const result = await el.submit();
    expect(result).to.deep.equal({ success: false, message: 'The submission could not be accepted' });
  });

  it('is added on its own when the settings turn honeypot spam protection on', async () => {
    const el = await renderForm(
      schemaOf([{ id: 'name', type: 'text', label: 'Name' }], {
        settings: { enableSpamProtection: true, spamProtectionType: 'honeypot' },
      }),
    );
    expect(allInShadow(el, '.fw-honeypot').length).to.equal(1);
  });
});

describe('renderer fields: reCAPTCHA', () => {
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('says clearly that it is not configured without a site key', async () => {
    const el = await renderForm(schemaOf([{ id: 'rc', type: 'recaptcha', label: 'Captcha' }]));
    expect(fieldBox(el, 'rc').textContent).to.contain(
      'reCAPTCHA is not configured: the form has no site key.',
    );
  });

  it('renders the widget with the site key and sends its token', async () => {
    const rendered: { sitekey: string }[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_container, parameters) => {
        rendered.push({ sitekey: parameters.sitekey });
        setTimeout(() => parameters.callback?.('token-123'));
        return 0;
      },
      reset: () => {},
    };
    const el = await renderForm(
      schemaOf([{ id: 'rc', type: 'recaptcha', label: 'Captcha' }], {
        settings: { recaptchaSiteKey: 'site-key-1' },
      }),
    );
    await waitUntil(() => rendered.length === 1);
    expect(rendered).to.deep.equal([{ sitekey: 'site-key-1' }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await submitAndCapture(el))['g-recaptcha-response']).to.equal('token-123');
  });

  it('asks for a new challenge after a failed submission and sends only the new token', async () => {
    const resets: (number | undefined)[] = [];
    let solve: ((token: string) => void) | undefined;
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_container, parameters) => {
        solve = parameters.callback;
        return 7;
      },
      reset: (widgetId) => resets.push(widgetId),
    };
    const el = await renderForm(
      schemaOf([{ id: 'rc', type: 'recaptcha', label: 'Captcha' }], {
        settings: { recaptchaSiteKey: 'site-key-1' },
      }),
    );
    await waitUntil(() => solve !== undefined, 'the widget was never rendered');
    solve?.('token-1');
    const sent: Record<string, unknown>[] = [];
    el.submitHandler = async (payload) => {
      sent.push(payload);
      return { success: false, message: 'Verification failed' };
    };
    await el.submit();
    expect(textOf(el)).to.contain('Verification failed');
    expect(resets).to.deep.equal([7]);
    // The spent token is gone: a second try without solving again sends none.
    await el.submit();
    expect(sent.map((payload) => payload['g-recaptcha-response'])).to.deep.equal(['token-1', undefined]);
    solve?.('token-2');
    expect((await submitAndCapture(el))['g-recaptcha-response']).to.equal('token-2');
  });

  it('says clearly when the reCAPTCHA script cannot load', async () => {
    const original = recaptchaConfig.scriptUrl;
    recaptchaConfig.scriptUrl = '/no-such-recaptcha-script.js';
    try {
      const el = await renderForm(
        schemaOf([{ id: 'rc', type: 'recaptcha', label: 'Captcha' }], {
          settings: { recaptchaSiteKey: 'k' },
        }),
      );
      await waitUntil(() => fieldBox(el, 'rc').querySelector('[role="alert"]'), 'no failure shown', {
        timeout: 5000,
      });
      expect(fieldBox(el, 'rc').textContent).to.contain('reCAPTCHA could not be loaded');
    } finally {
      recaptchaConfig.scriptUrl = original;
    }
  });
});

describe('renderer fields: content', () => {
  it('renders a heading at the level held in defaultValue, h2 by default', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'h3', type: 'heading', label: 'Third', defaultValue: 'h3' },
        { id: 'hx', type: 'heading', label: 'Default' },
      ]),
    );
    expect(within(el, 'h3', 'h3').textContent).to.equal('Third');
    expect(within(el, 'hx', 'h2').textContent).to.equal('Default');
  });

  it('renders a paragraph from its description and a label as text', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'p', type: 'paragraph', label: 'Paragraph', description: 'Read this first.' },
        { id: 'l', type: 'label', label: 'Just a label' },
      ]),
    );
    expect(within(el, 'p', 'p').textContent).to.equal('Read this first.');
    expect(fieldBox(el, 'l').textContent).to.equal('Just a label');
  });

  it('shows an image at most 300px high, and a placeholder image without a source', async () => {
    const source = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="1000"/>')}`;
    const el = await renderForm(
      schemaOf([
        { id: 'img', type: 'image', label: 'Tall picture', placeholder: source },
        { id: 'empty', type: 'image', label: 'Logo' },
      ]),
    );
    const image = within<HTMLImageElement>(el, 'img', 'img');
    await waitUntil(() => image.complete && image.naturalHeight > 0);
    expect(image.alt).to.equal('Tall picture');
    expect(image.getBoundingClientRect().height).to.be.at.most(300);
    const placeholder = within<HTMLImageElement>(el, 'empty', 'img');
    expect(placeholder.dataset.placeholder).to.equal('true');
    expect(placeholder.alt).to.equal('Logo: no image set');
  });

  it('collects no value from content fields', async () => {
    const el = await renderForm(schemaOf([{ id: 'h', type: 'heading', label: 'Title' }]));
    expect(textOf(el)).to.contain('Title');
    expect(await submitAndCapture(el)).to.deep.equal({});
  });
});
