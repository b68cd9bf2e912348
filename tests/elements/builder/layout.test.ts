import { expect } from '@open-wc/testing';
import { $, $$, button, byText, card, mountBuilder, schemaWith, text, until } from './support';

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
});
