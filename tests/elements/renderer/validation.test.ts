import { expect, waitUntil } from '@open-wc/testing';
import { deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { accessibleName } from './support/accessible-name';
import {
  allInShadow,
  button,
  errorsOf,
  fieldBox,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  touch,
  within,
} from './support/render';

describe('renderer validation', () => {
  it("says '{label} is required' when a required field is left empty, not before", async () => {
    const el = await renderForm(schemaOf([{ id: 'name', type: 'text', label: 'Full name', required: true }]));
    const input = within(el, 'name');
    expect(errorsOf(el, 'name')).to.deep.equal([]);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    touch(input);
    await waitUntil(() => errorsOf(el, 'name').length > 0);
    expect(errorsOf(el, 'name')).to.deep.equal(['Full name is required']);
  });

  it('names an unlabelled required field in its error as it shows it: placeholder, else name, else id', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'contact', type: 'email', label: '', placeholder: 'Your email', required: true },
        { id: 'f_city', name: 'city', type: 'text', label: ' ', required: true },
        { id: 'notes', type: 'textarea', label: '', required: true },
      ]),
    );
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'notes').length > 0);
    const shown = (id: string) => [fieldBox(el, id).querySelector('label')?.textContent, ...errorsOf(el, id)];
    expect(shown('contact')).to.deep.equal(['Your email *', 'Your email is required']);
    expect(shown('f_city')).to.deep.equal(['city *', 'city is required']);
    expect(shown('notes')).to.deep.equal(['notes *', 'notes is required']);
  });

  it('ties errors to the control with aria-invalid and aria-describedby', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'name', type: 'text', label: 'Name', required: true, helpText: 'As on your passport' },
      ]),
    );
    const input = within(el, 'name');
    touch(input);
    await waitUntil(() => input.getAttribute('aria-invalid') === 'true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => el.shadowRoot?.getElementById(id)?.textContent);
    expect(described).to.deep.equal(['As on your passport', 'Name is required']);
  });

  it('clears the error as soon as the value is fixed', async () => {
    const el = await renderForm(schemaOf([{ id: 'name', type: 'text', label: 'Name', required: true }]));
    const input = within(el, 'name');
    touch(input);
    await waitUntil(() => errorsOf(el, 'name').length > 0);
    setControlValue(input, 'Ada');
    await waitUntil(() => errorsOf(el, 'name').length === 0);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('marks each checkbox of an invalid required group invalid, and none once one is checked', async () => {
    const options = [
      { label: 'Tea', value: 'tea' },
      { label: 'Coffee', value: 'coffee' },
    ];
    const el = await renderForm(
      schemaOf([{ id: 'drinks', type: 'checkbox', label: 'Drinks', required: true, options }]),
    );
    const boxes = () => [
      ...fieldBox(el, 'drinks').querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    ];
    const invalid = () => boxes().map((box) => box.getAttribute('aria-invalid'));
    expect(invalid()).to.deep.equal([null, null]);
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'drinks').length > 0);
    expect(errorsOf(el, 'drinks')).to.deep.equal(['Drinks is required']);
    expect(invalid()).to.deep.equal(['true', 'true']);
    boxes()[1]?.click();
    await waitUntil(() => errorsOf(el, 'drinks').length === 0);
    expect(invalid()).to.deep.equal([null, null]);
  });

  it("gives each rule's message only when a value is present", async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'code',
          type: 'text',
          label: 'Code',
          validation: [
            { type: 'minLength', value: 3, message: '' },
            { type: 'pattern', value: '^[A-Z]+$', message: 'Capitals only' },
          ],
        },
        { id: 'mail', type: 'email', label: 'Mail' },
        { id: 'age', type: 'number', label: 'Age', validation: [{ type: 'min', value: 18, message: '' }] },
      ]),
    );
    touch(within(el, 'code'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errorsOf(el, 'code')).to.deep.equal([]);
    setControlValue(within(el, 'code'), 'ab');
    touch(within(el, 'code'));
    setControlValue(within(el, 'mail'), 'not-an-email');
    touch(within(el, 'mail'));
    setControlValue(within(el, 'age'), '12');
    touch(within(el, 'age'));
    await waitUntil(() => errorsOf(el, 'age').length > 0);
    expect(errorsOf(el, 'code')).to.deep.equal(['Must be at least 3 characters long', 'Capitals only']);
    expect(errorsOf(el, 'mail')).to.deep.equal(['Please enter a valid email address']);
    expect(errorsOf(el, 'age')).to.deep.equal(['Must be at least 18']);
  });

  it('checks every field on submit and focuses the first invalid one', async () => {
    const el = await renderForm(
      schemaOf([
        { id: 'ok', type: 'text', label: 'Fine' },
        { id: 'first', type: 'text', label: 'First', required: true },
        { id: 'second', type: 'email', label: 'Second', required: true },
      ]),
    );
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'second').length > 0);
    expect(errorsOf(el, 'first')).to.deep.equal(['First is required']);
    expect(errorsOf(el, 'second')).to.deep.equal(['Second is required']);
    await waitUntil(
      () => deepActiveElement() === within(el, 'first'),
      'the first invalid field has no focus',
    );
  });

  it("focuses a table's first wrong cell, row by row and column by column, not its first cell", async () => {
    const columns = [
      { id: 'name', label: 'Name', type: 'text', required: true },
      { id: 'email', label: 'Email', type: 'email' },
    ];
    const el = await renderForm(
      schemaOf([
        { id: 'note', type: 'text', label: 'Note' },
        {
          id: 't',
          type: 'table',
          label: 'People',
          tableConfig: { columns, minRows: 0, maxRows: 5 } as never,
        },
      ]),
      {
        value: {
          t: [
            { name: 'Ada', email: 'not-an-email' },
            { name: '', email: 'b@example.com' },
          ],
        },
      },
    );
    const cell = (name: string) => within(el, 't', `[aria-label="${name}"]`);
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 't').length === 2);
    expect(cell('Name, row 1').hasAttribute('aria-invalid')).to.equal(false);
    expect(cell('Email, row 1').getAttribute('aria-invalid')).to.equal('true');
    await waitUntil(
      () => deepActiveElement() === cell('Email, row 1'),
      `focus is on ${deepActiveElement()?.getAttribute('aria-label')}, not the wrong cell`,
    );

    // Row 1 fixed: row 2's empty name is the first wrong cell now.
    setControlValue(cell('Email, row 1'), 'ada@example.com');
    await waitUntil(() => errorsOf(el, 't').length === 1);
    expect(el.validate()).to.equal(false);
    expect(cell('Name, row 2').getAttribute('aria-invalid')).to.equal('true');
    await waitUntil(
      () => deepActiveElement() === cell('Name, row 2'),
      `focus is on ${deepActiveElement()?.getAttribute('aria-label')}, not the wrong cell`,
    );
  });

  it("focuses a wide table's first wrong cell in its row cards", async () => {
    const columns = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      label: id.toUpperCase(),
      type: id === 'd' ? 'number' : 'text',
      required: id === 'c',
    }));
    const el = await renderForm(
      schemaOf([{ id: 't', type: 'table', label: 'Wide', tableConfig: { columns, rows: 2 } as never }]),
      {
        value: {
          t: [
            { a: 'x', b: 'y', c: 'z' },
            { a: 'x', b: 'y', c: '' },
          ],
        },
      },
    );
    expect(el.validate()).to.equal(false);
    const invalid = () =>
      fieldBox(el, 't').querySelector('.fw-table__card:nth-of-type(2) [aria-invalid="true"]');
    await waitUntil(invalid, "row 2's empty C is not marked invalid");
    const wrong = invalid();
    await waitUntil(
      () => deepActiveElement() === wrong,
      `focus is on ${deepActiveElement()?.id}, not row 2's C`,
    );
    expect(wrong?.closest('.fw-table__card-cell')?.querySelector('label')?.textContent).to.equal('C');
  });

  it('turns to the page of the first invalid field on submit', async () => {
    const el = await renderForm(
      schemaOf(
        [
          { id: 'early', type: 'text', label: 'Early', required: true },
          { id: 'late', type: 'text', label: 'Late' },
        ],
        {
          pages: [
            { id: 'p1', field_ids: ['early'] },
            { id: 'p2', field_ids: ['late'] },
          ],
        },
      ),
    );
    inShadow<HTMLButtonElement>(el, '[aria-label="Go to page 2"]')?.click();
    await waitUntil(() => inShadow(el, '[data-action="submit"]'));
    el.validate();
    await waitUntil(() => inShadow(el, '.fw-pages__indicator')?.textContent === 'Page 1 of 2');
    await waitUntil(() => deepActiveElement() === within(el, 'early'));
  });

  it('opens a collapsed section to focus an invalid field inside it', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 's',
          type: 'section',
          label: 'More',
          sectionConfig: { title: 'More', collapsible: true, collapsed: true, children: ['inside'] } as never,
        },
        { id: 'inside', type: 'text', label: 'Inside', required: true },
      ]),
    );
    expect(el.validate()).to.equal(false);
    await waitUntil(() => deepActiveElement() === within(el, 'inside'), 'the hidden field never got focus');
    expect(within(el, 's', 'h3 button').getAttribute('aria-expanded')).to.equal('true');
  });

  it('opens the accordion panel holding the first invalid field', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'acc',
          type: 'accordion',
          label: 'Steps',
          sectionConfig: {
            children: [],
            panels: [
              { id: 'a', title: 'A', children: ['x'] },
              { id: 'b', title: 'B', collapsed: true, children: ['y'] },
            ],
          } as never,
        },
        { id: 'x', type: 'text', label: 'X' },
        { id: 'y', type: 'text', label: 'Y', required: true },
      ]),
    );
    el.validate();
    await waitUntil(() => deepActiveElement() === within(el, 'y'), 'the closed panel was not opened');
  });

  it('marks invalid table cells and explains the rows', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 't',
          type: 'table',
          label: 'People',
          tableConfig: {
            columns: [
              { id: 'n', label: 'Name', type: 'text', required: true },
              { id: 'r', label: 'Role', type: 'text' },
            ],
            rows: 1,
            minRows: 1,
          } as never,
        },
      ]),
    );
    const [name, role] = [...fieldBox(el, 't').querySelectorAll<HTMLInputElement>('td input')];
    setControlValue(role!, 'Engineer');
    el.validate();
    await waitUntil(() => errorsOf(el, 't').length > 0);
    expect(errorsOf(el, 't')).to.deep.equal(['Row 1: Name is required']);
    await waitUntil(() => name?.getAttribute('aria-invalid') === 'true');
    expect(role?.hasAttribute('aria-invalid')).to.equal(false);
  });
});

describe('renderer validation: errors in collapsed sections and closed panels', () => {
  const CONTAINS = 'Contains errors';
  /** The disclosure button of a section, or of each accordion panel in order. */
  const sectionToggle = (el: Element, id: string) => within<HTMLButtonElement>(el, id, 'h3 button');
  const panelToggles = (el: Element, id: string) => [
    ...fieldBox(el, id).querySelectorAll<HTMLButtonElement>('.fw-accordion__heading button'),
  ];
  /** Whether a disclosure button shows the note, as words inside it (so part of its accessible name). */
  const says = (toggle: HTMLButtonElement) => {
    const note = toggle.querySelector<HTMLElement>('.fw-disclosure__errors');
    return note !== null && note.textContent === CONTAINS && note.getClientRects().length > 0;
  };
  const collapsed = (id: string, children: string[]) => ({
    id,
    type: 'section' as const,
    label: id,
    sectionConfig: { title: `Section ${id}`, collapsible: true, collapsed: true, children } as never,
  });

  it('says so on a collapsed section other than the one opened for the first invalid field', async () => {
    const el = await renderForm(
      schemaOf([
        collapsed('one', ['first']),
        { id: 'first', type: 'text', label: 'First', required: true },
        // The second field sits two levels down: a container inside the section.
        collapsed('two', ['box']),
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: ['deep'] } },
        { id: 'deep', type: 'text', label: 'Deep', required: true },
        collapsed('calm', ['optional']),
        { id: 'optional', type: 'text', label: 'Optional' },
      ]),
    );
    expect(allInShadow(el, '.fw-disclosure__errors')).to.have.length(0);
    button(el, 'Submit').click();
    // The first invalid field is still opened and focused.
    await waitUntil(
      () => deepActiveElement() === within(el, 'first'),
      'the first invalid field has no focus',
    );
    expect(sectionToggle(el, 'one').getAttribute('aria-expanded')).to.equal('true');
    expect(says(sectionToggle(el, 'one'))).to.equal(false);
    // The other stays collapsed, and its header says it holds an error; a section without one says nothing.
    const two = sectionToggle(el, 'two');
    expect(two.getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => says(two), 'the collapsed section does not say it holds an error');
    expect(accessibleName(two)).to.equal('Section two Contains errors');
    expect(says(sectionToggle(el, 'calm'))).to.equal(false);
    await expectNoAxeViolations(el);

    // Fixing the hidden field takes the note away.
    setControlValue(within(el, 'deep'), 'filled');
    await waitUntil(() => !says(two), 'the note stayed after the error was fixed');
    expect(accessibleName(two)).to.equal('Section two');
    expect(errorsOf(el, 'deep')).to.deep.equal([]);

    // Collapsing a section that still holds an error says so at once.
    sectionToggle(el, 'one').click();
    await waitUntil(() => sectionToggle(el, 'one').getAttribute('aria-expanded') === 'false');
    await waitUntil(() => says(sectionToggle(el, 'one')), 'collapsing again hid the error without a word');
    // Opening it shows the error at the field instead.
    sectionToggle(el, 'one').click();
    await waitUntil(() => !says(sectionToggle(el, 'one')));
    expect(errorsOf(el, 'first')).to.deep.equal(['First is required']);
  });

  it('says so on a closed accordion panel, nested sections included, until the error is fixed', async () => {
    const el = await renderForm(
      schemaOf([
        {
          id: 'acc',
          type: 'accordion',
          label: 'Steps',
          sectionConfig: {
            children: [],
            panels: [
              { id: 'a', title: 'Start', children: ['x'] },
              { id: 'b', title: 'Middle', collapsed: true, children: ['y'] },
              { id: 'c', title: 'End', collapsed: true, children: ['inner'] },
              { id: 'd', title: 'Extra', collapsed: true, children: ['z'] },
            ],
          } as never,
        },
        { id: 'x', type: 'text', label: 'X' },
        { id: 'y', type: 'text', label: 'Y', required: true },
        {
          id: 'inner',
          type: 'section',
          label: 'Inner',
          sectionConfig: { title: 'Inner', children: ['w'] } as never,
        },
        { id: 'w', type: 'email', label: 'W', required: true },
        { id: 'z', type: 'text', label: 'Z' },
      ]),
    );
    button(el, 'Submit').click();
    // The panel holding the first invalid field opens and the field takes focus.
    await waitUntil(() => deepActiveElement() === within(el, 'y'), 'the closed panel was not opened');
    const [start, middle, end, extra] = panelToggles(el, 'acc');
    expect(middle?.getAttribute('aria-expanded')).to.equal('true');
    expect(says(middle!)).to.equal(false);
    // The closed panel with an error in its nested section says so; the ones without say nothing.
    expect(end?.getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => says(end!), 'the closed panel does not say it holds an error');
    expect(accessibleName(end!)).to.equal('End Contains errors');
    expect(says(start!)).to.equal(false);
    expect(says(extra!)).to.equal(false);
    await expectNoAxeViolations(el);

    setControlValue(within(el, 'w'), 'someone@example.com');
    await waitUntil(() => !says(end!), 'the note stayed after the error was fixed');
  });
});
