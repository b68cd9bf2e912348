import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  byText,
  focused,
  listedIds,
  mountBuilder,
  schemaWith,
  text,
  typeInto,
  until,
} from './support';

function pageButtons(el: Element): string[] {
  return $$(el, '.fw-page-button').map((node) => node.textContent ?? '');
}

describe('builder: page manager', () => {
  it("shows 'Single Page Form' with the page's field count and 'Add Page'", async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'a', type: 'text', label: 'A' }]) });
    expect($(el, '.fw-pages__title').textContent).to.equal('Single Page Form');
    expect($(el, '.fw-pages__count').textContent).to.equal('1 field');
    expect(pageButtons(el)).to.deep.equal([]);
  });

  it("adds 'Page 2', turning the form into a 'Multi-Page Form' showing the new page", async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'a', type: 'text', label: 'A' }]) });
    button(el, 'Add Page').click();
    await until(() => $(el, '.fw-pages__title').textContent === 'Multi-Page Form', 'not multi-page');
    expect(pageButtons(el)).to.deep.equal(['Page 1', 'Page 2']);
    expect(byText(el, '.fw-page-button', 'Page 2').getAttribute('aria-current')).to.equal('page');
    expect(text(el)).to.include('Page 2');
    expect($(el, '.fw-pages__count').textContent).to.equal('0 fields');
    expect(text(el)).to.include('Start Building Your Form');
  });

  it('moves between pages with the arrows and the page buttons, clamped at the ends', async () => {
    const el = await mountBuilder({
      schema: schemaWith(
        [
          { id: 'a', type: 'text', label: 'A' },
          { id: 'b', type: 'text', label: 'B' },
        ],
        [['a'], ['b']],
      ),
    });
    expect(button(el, 'Previous page').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Next page').click();
    await until(() => listedIds(el).join() === 'b', 'not on page 2');
    expect(button(el, 'Next page').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Next page').click();
    expect(listedIds(el).join()).to.equal('b');
    byText(el, '.fw-page-button', 'Page 1').click();
    await until(() => listedIds(el).join() === 'a', 'not back on page 1');
  });

  it('keeps keyboard focus on an arrow that reaches the first or last page, which then reports aria-disabled', async () => {
    const el = await mountBuilder({
      schema: schemaWith(
        [
          { id: 'a', type: 'text', label: 'A' },
          { id: 'b', type: 'text', label: 'B' },
          { id: 'c', type: 'text', label: 'C' },
        ],
        [['a'], ['b'], ['c']],
      ),
    });
    const next = button(el, 'Next page');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'b', 'not on page 2');
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'c', 'not on page 3');
    expect(focused()?.getAttribute('aria-label')).to.equal('Next page');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    expect(listedIds(el).join()).to.equal('c');

    const previous = button(el, 'Previous page');
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'b', 'not back on page 2');
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'a', 'not back on page 1');
    expect(focused()?.getAttribute('aria-label')).to.equal('Previous page');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
  });

  it('edits the page description with Save, and leaves it with Cancel', async () => {
    const el = await mountBuilder({ schema: schemaWith([], [[], []]) });
    button(el, 'Next page').click();
    await until(() => text(el).includes('Page 2'), 'no description');
    button(el, 'Edit description').click();
    await until(() => el.shadowRoot?.querySelector('.fw-pages__description input'), 'no input');
    const input = $(el, '.fw-pages__description input') as HTMLInputElement;
    typeInto(input, 'Contact details');
    button(el, 'Save').click();
    await until(() => text(el).includes('Contact details'), 'not saved');
    button(el, 'Edit description').click();
    await until(() => el.shadowRoot?.querySelector('.fw-pages__description input'), 'no input again');
    typeInto($(el, '.fw-pages__description input') as HTMLInputElement, 'Thrown away');
    button(el, 'Cancel').click();
    await until(() => !el.shadowRoot?.querySelector('.fw-pages__description input'), 'still editing');
    expect(text(el)).to.include('Contact details');
    expect(text(el)).not.to.include('Thrown away');
  });

  it('deletes the current page after a confirmation, with its fields', async () => {
    const el = await mountBuilder({
      schema: schemaWith(
        [
          { id: 'a', type: 'text', label: 'A' },
          { id: 'b', type: 'text', label: 'B' },
        ],
        [['a'], ['b']],
      ),
    });
    button(el, 'Next page').click();
    await until(() => listedIds(el).join() === 'b', 'not on page 2');
    byText(el, 'button', 'Delete Page').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open]'), 'no confirmation');
    expect($(el, 'dialog[open]').textContent).to.include('Its 1 field will be removed too.');
    const confirm = $$(el, 'dialog[open] button').find(
      (node) => node.textContent === 'Delete Page',
    ) as HTMLElement;
    confirm.click();
    await until(() => $(el, '.fw-pages__title').textContent === 'Single Page Form', 'page not deleted');
    expect(listedIds(el)).to.deep.equal(['a']);
    expect(text(el)).to.include('1 field');
  });

  it("forgets the selected container column when another page is shown: no 'Add to Column N' for an unseen container", async () => {
    const el = await mountBuilder({
      schema: schemaWith(
        [{ id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: [] } }],
        [['box'], []],
      ),
    });
    byText(el, '.fw-column__button', 'Column 2').click();
    await until(() => $(el, '.fw-library h2').textContent === 'Add to Column 2', 'column not selected');
    button(el, 'Next page').click();
    await until(() => listedIds(el).length === 0, 'not on page 2');
    await until(() => $(el, '.fw-library h2').textContent === 'Field Library', 'still adding to the column');
    expect(text(el)).not.to.include('Fields will be added to the selected column.');
    $$(el, '.fw-template')
      .find((node) => node.textContent?.startsWith('Text Input'))
      ?.click();
    await until(() => listedIds(el).length === 1, 'not added to page 2');
    button(el, 'Previous page').click();
    await until(() => listedIds(el).join() === 'box', 'not back on page 1');
    expect(text(el)).to.include('Click to select column');
  });
});
