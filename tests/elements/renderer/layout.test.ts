import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../src/ui';
import {
  allInShadow,
  fieldBox,
  inShadow,
  labelledControl,
  renderForm,
  schemaOf,
  submitAndCapture,
  within,
} from './support/render';

const text = (id: string) => ({ id, type: 'text' as const, label: id.toUpperCase() });

describe('renderer layout: container', () => {
  it('lays its children out round-robin in a grid of its columns', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'box',
          type: 'container',
          label: 'Box',
          containerConfig: { columns: 3, gap: 'large', padding: 'small', children: ['a', 'b', 'c', 'd'] },
        },
        text('a'),
        text('b'),
        text('c'),
        text('d'),
      ]),
    );
    const grid = within(el, 'box', '.fw-container');
    const columns = [...grid.querySelectorAll('.fw-container__column')].map((column) =>
      [...column.querySelectorAll('[data-field-id]')].map((node) => node.getAttribute('data-field-id')),
    );
    expect(columns).to.deep.equal([['a', 'd'], ['b'], ['c']]);
    const style = getComputedStyle(grid);
    expect(style.gridTemplateColumns.split(' ')).to.have.length(3);
    expect(style.columnGap).to.equal('24px');
    expect(style.paddingTop).to.equal('8px');
    expect(Object.keys(await submitAndCapture(el))).to.deep.equal(['a', 'b', 'c', 'd']);
  });
});

describe('renderer layout: section', () => {
  const section = (config: Record<string, unknown>, children = ['a']) =>
    schemaOf([
      {
        id: 's',
        type: 'section',
        label: 'Section',
        sectionConfig: { title: 'Details', children, ...config } as never,
      },
      text('a'),
    ]);

  it('starts collapsed when collapsible and collapsed, and opens with its heading button', async () => {
    const el = await renderForm(section({ collapsible: true, collapsed: true }));
    const toggle = within<HTMLButtonElement>(el, 's', 'h3 button');
    expect(toggle.textContent).to.contain('Details');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const body = el.shadowRoot?.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).to.equal(true);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(body?.hidden).to.equal(false);
  });

  it('is a plain titled group when not collapsible, with border and padding', async () => {
    const el = await renderForm(section({ collapsible: false, showBorder: true, padding: 'large' }));
    expect(fieldBox(el, 's').querySelector('h3 button')).to.equal(null);
    const box = within(el, 's', 'section');
    expect(getComputedStyle(box).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(box).paddingTop).to.equal('24px');
    expect(box.getAttribute('aria-labelledby')).to.equal(within(el, 's', 'h3').id);
  });

  it("is titled by the field's description when it has no title of its own, as on the canvas", async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 's',
          type: 'section',
          label: 'Section',
          description: 'Contact details',
          sectionConfig: { title: '', children: [] } as never,
        },
      ]),
    );
    expect(within(el, 's', 'h3').textContent).to.equal('Contact details');
    expect(within(el, 's', 'section').getAttribute('aria-labelledby')).to.equal(within(el, 's', 'h3').id);
  });

  it("says 'No fields in this section' when empty, and has no border when asked", async () => {
    const el = await renderForm(section({ showBorder: false }, []));
    expect(fieldBox(el, 's').textContent).to.contain('No fields in this section');
    expect(getComputedStyle(within(el, 's', 'section')).borderTopStyle).to.equal('none');
  });
});

describe('renderer layout: accordion', () => {
  const accordion = (panels: Record<string, unknown>[] | undefined, allowMultipleOpen = false) =>
    schemaOf([
      {
        id: 'acc',
        type: 'accordion',
        label: 'FAQ',
        sectionConfig: { title: 'FAQ', children: [], panels, allowMultipleOpen } as never,
      },
      text('a'),
      text('b'),
    ]);
  const headers = (el: Element) => [...fieldBox(el, 'acc').querySelectorAll<HTMLButtonElement>('h3 button')];
  const expanded = (el: Element) => headers(el).map((h) => h.getAttribute('aria-expanded') === 'true');

  it("says 'Accordion configuration is missing' without panels", async () => {
    const el = await renderForm(accordion(undefined));
    expect(fieldBox(el, 'acc').textContent).to.contain('Accordion configuration is missing');
  });

  it("opens the first panel not marked collapsed and says 'No fields in this panel' when empty", async () => {
    const el = await renderForm(
      accordion([
        { id: 'p1', title: 'One', collapsed: true, children: ['a'] },
        { id: 'p2', title: 'Two', collapsed: false, children: [] },
        { id: 'p3', title: 'Three', collapsed: false, children: ['b'] },
      ]),
    );
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expect(fieldBox(el, 'acc').textContent).to.contain('No fields in this panel');
  });

  it('closes the open panel when another opens, unless several may be open', async () => {
    const panels = [
      { id: 'p1', title: 'One', children: ['a'] },
      { id: 'p2', title: 'Two', collapsed: true, children: ['b'] },
    ];
    const single = await renderForm(accordion(panels));
    headers(single)[1]?.click();
    await waitUntil(() => expanded(single).join() === 'false,true');

    const multiple = await renderForm(accordion(panels, true));
    headers(multiple)[1]?.click();
    await waitUntil(() => expanded(multiple).join() === 'true,true');
  });

  it('moves between headers with the arrow keys, Home and End, and toggles with Enter', async () => {
    const el = await renderForm(
      accordion([
        { id: 'p1', title: 'One', children: ['a'] },
        { id: 'p2', title: 'Two', collapsed: true, children: ['b'] },
        { id: 'p3', title: 'Three', collapsed: true, children: [] },
      ]),
    );
    const [one, two, three] = headers(el);
    one?.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(two);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(three);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(one);
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()).to.equal(three);
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).to.equal(one);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => expanded(el).join() === 'false,true,false');
  });

  it('labels each open panel region by its header', async () => {
    const el = await renderForm(accordion([{ id: 'p1', title: 'One', children: ['a'] }]));
    const [header] = headers(el);
    const region = el.shadowRoot?.getElementById(header?.getAttribute('aria-controls') ?? '');
    expect(region?.getAttribute('aria-labelledby')).to.equal(header?.id);
  });
});

describe('renderer layout: widths and styling', () => {
  it('spans full, half and third widths of the row', async () => {
    const el = await renderForm(
      schemaOf([
        { ...text('full'), width: 'full' },
        { ...text('half'), width: 'half' },
        { ...text('third'), width: 'third' },
      ]),
    );
    const grid = inShadow(el, '.fw-fields')!.getBoundingClientRect().width;
    const ratio = (id: string) => fieldBox(el, id).getBoundingClientRect().width / grid;
    expect(ratio('full')).to.be.closeTo(1, 0.01);
    expect(ratio('half')).to.be.closeTo(0.5, 0.05);
    expect(ratio('third')).to.be.closeTo(1 / 3, 0.05);
  });

  it('applies spacing, border style, colours and typography to the field', async () => {
    const el = await renderForm(
      schemaOf([
        {
          ...text('styled'),
          marginTop: 'large',
          marginBottom: 'small',
          borderStyle: 'pill',
          backgroundColor: 'rgb(255, 250, 240)',
          textColor: 'rgb(10, 20, 30)',
          borderColor: 'rgb(200, 0, 0)',
          fontSize: 'xlarge',
          fontWeight: 'bold',
          textAlign: 'center',
        },
      ]),
    );
    const box = getComputedStyle(fieldBox(el, 'styled'));
    expect([box.marginTop, box.marginBottom, box.fontSize, box.fontWeight, box.textAlign]).to.deep.equal([
      '24px',
      '8px',
      '20px',
      '700',
      'center',
    ]);
    const input = getComputedStyle(labelledControl(el, 'styled'));
    expect(input.borderTopLeftRadius).to.equal('9999px');
    expect(input.backgroundColor).to.equal('rgb(255, 250, 240)');
    expect(input.color).to.equal('rgb(10, 20, 30)');
    expect(input.borderTopColor).to.equal('rgb(200, 0, 0)');
  });
});

describe('renderer layout: themes, custom CSS and tokens', () => {
  const primary = (el: Element) =>
    getComputedStyle(inShadow(el, '.fw-form')!).getPropertyValue('--fw-color-primary').trim();

  it('maps the form theme preset onto the --fw-* tokens', async () => {
    const el = await renderForm(schemaOf([text('a')], { settings: { themePreset: 'modern' } }));
    expect(primary(el)).to.equal('#7c3aed');
    expect(getComputedStyle(inShadow(el, '.fw-form')!).getPropertyValue('--fw-radius').trim()).to.equal(
      '12px',
    );
  });

  it("lets the element's theme property win over the preset", async () => {
    const el = await renderForm(schemaOf([text('a')], { settings: { themePreset: 'corporate' } }));
    el.theme = { colors: { primary: 'rgb(1, 2, 3)' } };
    await waitUntil(() => primary(el) === 'rgb(1, 2, 3)');
  });

  it('keeps the page tokens for the default preset', async () => {
    const el = await renderForm(schemaOf([text('a')], { settings: { themePreset: 'default' } }));
    el.style.setProperty('--fw-color-primary', 'rgb(9, 9, 9)');
    expect(primary(el)).to.equal('rgb(9, 9, 9)');
  });

  it('applies custom CSS inside its shadow root only', async () => {
    const outside = await fixture<HTMLParagraphElement>('<p class="fw-paragraph">outside</p>');
    const el = await renderForm(
      schemaOf([{ id: 'p', type: 'paragraph', label: 'P', description: 'inside' }], {
        settings: {
          customCSS: '.fw-paragraph { color: rgb(0, 128, 0); }',
          customJS: 'window.__ranCustomJs = true',
        },
      }),
    );
    expect(getComputedStyle(within(el, 'p', 'p')).color).to.equal('rgb(0, 128, 0)');
    expect(getComputedStyle(outside).color).not.to.equal('rgb(0, 128, 0)');
    expect(allInShadow(el, 'script')).to.deep.equal([]);
    expect((window as { __ranCustomJs?: boolean }).__ranCustomJs).to.equal(undefined);
  });

  it('replaces variable tokens in labels, placeholders and help text', async () => {
    const el = await renderForm(
      schemaOf(
        [
          {
            id: 'q',
            type: 'text',
            label: 'Your role at {{company}}',
            placeholder: '{{company.placeholder}}',
            helpText: '{{company.helpText}}',
          },
        ],
        {
          globalVariables: [
            {
              id: 'v',
              name: 'company',
              value: 'Acme',
              placeholder: 'e.g. Engineer',
              helpText: 'As on your badge',
            },
          ],
        },
      ),
    );
    const input = labelledControl(el, 'q') as HTMLInputElement;
    expect(input.labels?.[0]?.textContent).to.equal('Your role at Acme');
    expect(input.placeholder).to.equal('e.g. Engineer');
    expect(fieldBox(el, 'q').querySelector('.fw-field__help')?.textContent).to.equal('As on your badge');
  });
});

describe('renderer layout: empty section and panel', () => {
  /** How many lines a text takes on screen. */
  const linesOf = (node: Element) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  const emptyBoth = () =>
    schemaOf([
      {
        id: 's',
        type: 'section',
        label: 'Section',
        sectionConfig: { title: 'Details', children: [] } as never,
      },
      {
        id: 'acc',
        type: 'accordion',
        label: 'FAQ',
        sectionConfig: {
          title: 'FAQ',
          children: [],
          panels: [{ id: 'p1', title: 'One', children: [] }],
        } as never,
      },
    ]);

  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const [device, width] of [
    ['desktop', 1280],
    ['mobile', 375],
  ] as const) {
    it(`says 'No fields in this section' and 'No fields in this panel' on one line (${device})`, async () => {
      await setViewport({ width, height: 800 });
      const el = await renderForm(emptyBoth());
      const section = fieldBox(el, 's').querySelector('.fw-empty');
      const panel = fieldBox(el, 'acc').querySelector('.fw-empty');
      expect(section?.textContent).to.equal('No fields in this section');
      expect(panel?.textContent).to.equal('No fields in this panel');
      expect(linesOf(section!), 'section text lines').to.equal(1);
      expect(linesOf(panel!), 'panel text lines').to.equal(1);
    });
  }
});

describe('renderer layout: a table on a phone', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('keeps its boxes usable and its Remove buttons whole, and scrolls sideways instead', async () => {
    await setViewport({ width: 375, height: 700 });
    const columns = [
      { id: 'name', label: 'Name', type: 'text' },
      { id: 'email', label: 'Email', type: 'text' },
      { id: 'status', label: 'Status', type: 'select', options: [{ label: 'Active', value: 'active' }] },
    ];
    const el = await renderForm(
      schemaOf([
        {
          id: 't',
          type: 'table',
          label: 'People',
          tableConfig: { columns, rows: 1, minRows: 0, maxRows: 3, allowDeleteRows: true } as never,
        },
      ]),
    );
    const box = fieldBox(el, 't');
    for (const control of box.querySelectorAll<HTMLElement>('td .fw-input')) {
      expect(control.getBoundingClientRect().width, control.getAttribute('aria-label') ?? '').to.be.at.least(
        100,
      );
    }
    const remove = box.querySelector<HTMLButtonElement>('[aria-label="Remove row 1"]')!;
    expect(remove.scrollWidth).to.be.at.most(remove.clientWidth);
    const scroller = box.querySelector<HTMLElement>('.fw-table__scroll')!;
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
  });
});
