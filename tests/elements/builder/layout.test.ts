import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  byText,
  card,
  focused,
  hasButton,
  mountBuilder,
  schemaWith,
  text,
  until,
} from './support';

/** The checkboxes labelled `label` inside `scope`, in document order. */
function checkboxes(el: Element, scope: string, label: string): HTMLInputElement[] {
  return $$(el, `${scope} label`)
    .filter((node) => node.textContent?.trim() === label)
    .map((node) => $(el, `#${CSS.escape(node.getAttribute('for') ?? '')}`) as HTMLInputElement);
}

/** Whether the canvas shows the accordion panel titled `title` open. */
function panelOpen(el: Element, title: string): string | null {
  return byText(el, '.fw-accordion__head', title).getAttribute('aria-expanded');
}

/** Opens the field configuration dialog of a field from its card. */
async function configure(el: Element, fieldId: string, name: string): Promise<void> {
  card(el, fieldId).click();
  await until(() => hasButton(el, `Configure ${name}`), 'no Configure button');
  button(el, `Configure ${name}`).click();
  await until(() => el.shadowRoot?.querySelector('dialog[open]'), 'no configuration dialog');
}

describe('builder: layout fields on the canvas', () => {
  it("draws a container's columns with 'Column N', the empty texts and the 'Selected' badge", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 3, children: ['x'] } },
        { id: 'x', type: 'text', label: 'Inside' },
      ]),
    });
    const columns = $$(el, '.fw-column');
    expect(columns.map((node) => node.querySelector('.fw-column__button')?.textContent)).to.deep.equal([
      'Column 1',
      'Column 2',
      'Column 3',
    ]);
    expect(columns[0]?.textContent).to.include('Inside');
    expect(columns[1]?.textContent).to.include('Click to select column');
    byText(el, '.fw-column__button', 'Column 2').click();
    await until(() => $$(el, '.fw-column')[1]?.textContent?.includes('Selected'), 'no Selected badge');
    expect($$(el, '.fw-column')[1]?.textContent).to.include('Add fields from sidebar');
    expect(byText(el, '.fw-column__button', 'Column 2').getAttribute('aria-pressed')).to.equal('true');
  });

  it('selects, duplicates and deletes a field inside a container', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: ['x'] } },
        { id: 'x', type: 'text', label: 'Inside' },
      ]),
    });
    card(el, 'x').click();
    await until(() => card(el, 'x').classList.contains('is-selected'), 'child not selected');
    expect(card(el, 'box').classList.contains('is-selected')).to.equal(false);
    button(el, 'Duplicate Inside').click();
    await until(() => text(el).includes('Inside (Copy)'), 'not duplicated');
    button(el, 'Delete Inside').click();
    await until(() => !el.shadowRoot?.querySelector('[data-drop-item="x"]'), 'not deleted');
    expect(text(el)).to.include('Inside (Copy)');
  });

  it("shows a section's title, 'No fields in this section', and collapses only when collapsible", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 's1', type: 'section', label: 'S1', sectionConfig: { title: 'About you', children: [] } },
        {
          id: 's2',
          type: 'section',
          label: 'S2',
          sectionConfig: { title: 'Extras', collapsible: true, collapsed: true, children: ['n'] },
        },
        { id: 'n', type: 'text', label: 'Nickname' },
      ]),
    });
    expect(card(el, 's1').textContent).to.include('About you');
    expect(card(el, 's1').textContent).to.include('No fields in this section');
    expect(card(el, 's1').querySelector('[aria-expanded]')).to.equal(null);
    const toggle = card(el, 's2').querySelector('[aria-expanded]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(card(el, 's2').textContent).not.to.include('Nickname');
    toggle.click();
    await until(() => card(el, 's2').textContent?.includes('Nickname'), 'section did not expand');
  });

  it('shows the section settings panel when a section is selected', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 's', type: 'section', label: 'S', sectionConfig: { title: 'Intro', children: [] } },
      ]),
    });
    card(el, 's').click();
    await until(() => text(el).includes('Section settings'), 'no section settings');
    expect(text(el)).not.to.include('Start collapsed');
    const collapsible = $$(el, '.fw-properties label').find((node) =>
      node.textContent?.includes('Collapsible'),
    );
    (collapsible?.querySelector('input') ?? $(el, `#${collapsible?.getAttribute('for')}`)).click();
    await until(() => text(el).includes('Start collapsed'), 'start collapsed not offered');
  });

  it("opens accordion panels, says 'No fields in this panel', and 'Accordion configuration is missing' without panels", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        {
          id: 'acc',
          type: 'accordion',
          label: 'FAQ',
          sectionConfig: {
            title: 'FAQ',
            children: [],
            panels: [
              { id: 'p1', title: 'Shipping', collapsed: false, children: ['q'] },
              { id: 'p2', title: 'Returns', collapsed: true, children: [] },
            ],
          },
        },
        { id: 'q', type: 'text', label: 'Question' },
        { id: 'empty', type: 'accordion', label: 'Empty', sectionConfig: { title: 'Empty', children: [] } },
      ]),
    });
    expect(card(el, 'acc').textContent).to.include('Question');
    const returns = byText(el, '.fw-accordion__head', 'Returns');
    expect(returns.getAttribute('aria-expanded')).to.equal('false');
    returns.click();
    await until(() => card(el, 'acc').textContent?.includes('No fields in this panel'), 'panel did not open');
    expect(byText(el, '.fw-accordion__head', 'Shipping').getAttribute('aria-expanded')).to.equal('false');
    expect(card(el, 'empty').textContent).to.include('Accordion configuration is missing');
  });

  it("follows later 'Start collapsed' edits of a collapsible section", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        {
          id: 's',
          type: 'section',
          label: 'S',
          sectionConfig: { title: 'Extras', collapsible: true, collapsed: false, children: ['n'] },
        },
        { id: 'n', type: 'text', label: 'Nickname' },
      ]),
    });
    const toggle = () => card(el, 's').querySelector('[aria-expanded]') as HTMLButtonElement;
    card(el, 's').click();
    await until(() => checkboxes(el, '.fw-properties', 'Start collapsed').length === 1, 'no Start collapsed');
    checkboxes(el, '.fw-properties', 'Start collapsed')[0]?.click();
    await until(() => toggle().getAttribute('aria-expanded') === 'false', 'section did not start collapsed');
    expect(card(el, 's').textContent).not.to.include('Nickname');
    checkboxes(el, '.fw-properties', 'Start collapsed')[0]?.click();
    await until(() => toggle().getAttribute('aria-expanded') === 'true', 'section did not open again');
    expect(card(el, 's').textContent).to.include('Nickname');
  });

  it('opens the panels an accordion gets later by the opening rules, and re-applies them on edits', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'acc', type: 'accordion', label: 'FAQ', sectionConfig: { title: 'FAQ', children: [] } },
      ]),
    });
    expect(card(el, 'acc').textContent).to.include('Accordion configuration is missing');
    await configure(el, 'acc', 'FAQ');
    button(el, 'Add Panel').click();
    await until(() => $$(el, '.fw-accordion__head').length === 1, 'first panel not on the canvas');
    button(el, 'Add Panel').click();
    await until(() => $$(el, '.fw-accordion__head').length === 2, 'second panel not on the canvas');
    // Authoring §4: the first panel not marked collapsed opens; one at a time by default.
    expect(panelOpen(el, 'Panel 1')).to.equal('true');
    expect(panelOpen(el, 'Panel 2')).to.equal('false');

    checkboxes(el, 'dialog[open]', 'Start collapsed')[0]?.click();
    await until(() => panelOpen(el, 'Panel 1') === 'false', 'a collapsed first panel stayed open');
    expect(panelOpen(el, 'Panel 2')).to.equal('true');
  });

  it("keeps keyboard focus on an accordion panel's Move up once the panel is first, aria-disabled", async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        {
          id: 'acc',
          type: 'accordion',
          label: 'FAQ',
          sectionConfig: {
            title: 'FAQ',
            children: [],
            panels: [
              { id: 'p1', title: 'Shipping', collapsed: false, children: [] },
              { id: 'p2', title: 'Returns', collapsed: true, children: [] },
            ],
          },
        },
      ]),
    });
    await configure(el, 'acc', 'FAQ');
    const heads = () => $$(el, '.fw-accordion__head').map((node) => node.textContent?.trim().slice(2));
    const moveUp = button(el, 'Move panel 2 up');
    moveUp.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => heads().join() === 'Returns,Shipping', 'panel not moved up');
    // The same button, now the first panel's: its row moved to the top.
    expect(focused()?.getAttribute('aria-label')).to.equal('Move panel 1 up');
    expect(button(el, 'Move panel 1 up').getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    expect(heads().join()).to.equal('Returns,Shipping');
    expect(focused()?.getAttribute('aria-label')).to.equal('Move panel 1 up');
  });
});
