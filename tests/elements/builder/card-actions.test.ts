import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  card,
  focused,
  hasButton,
  listedIds,
  mountBuilder,
  schemaWith,
  text,
  until,
} from './support';

// The card's own actions: Configure, Move to…, Move up / Move down inside container columns, and
// clearing the selection. Everything here is done the way a keyboard user would.

function threeFields() {
  return schemaWith([
    { id: 'a', type: 'text', label: 'Alpha' },
    { id: 'b', type: 'text', label: 'Beta' },
    { id: 'c', type: 'text', label: 'Gamma' },
  ]);
}

/** Alpha on page 1 with a container (one child), a section and an accordion; page 2 is empty. */
function placesSchema() {
  return schemaWith(
    [
      { id: 'a', type: 'text', label: 'Alpha' },
      { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: ['k'] } },
      { id: 'k', type: 'text', label: 'Kept' },
      { id: 'sec', type: 'section', label: 'Sec', sectionConfig: { title: 'More', children: [] } },
      {
        id: 'acc',
        type: 'accordion',
        label: 'FAQ',
        sectionConfig: {
          title: 'FAQ',
          children: [],
          panels: [{ id: 'p1', title: 'Shipping', collapsed: false, children: [] }],
        },
      },
    ],
    [['a', 'box', 'sec', 'acc'], []],
  );
}

function openDialog(el: Element): HTMLDialogElement | null {
  return el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
}

function dialogButtons(el: Element): string[] {
  return $$(el, 'dialog[open] .fw-move-to__choice').map((node) => node.textContent ?? '');
}

async function press(target: HTMLElement, key: string): Promise<void> {
  target.focus();
  await sendKeys({ press: key });
}

describe('builder: card actions', () => {
  it("opens a field's configuration from its card's Configure button and hands focus back to it", async () => {
    const el = await mountBuilder({ schema: threeFields() });
    await press(button(el, 'Drag Beta'), 'Tab');
    await sendKeys({ press: 'Enter' });
    await until(() => hasButton(el, 'Configure Beta'), 'no Configure button on the card');
    await press(button(el, 'Configure Beta'), 'Enter');
    await until(() => openDialog(el), 'the configuration dialog did not open');
    expect(openDialog(el)?.textContent).to.include('Field Configuration');
    expect(openDialog(el)?.textContent).to.include('Beta (text)');
    await sendKeys({ press: 'Escape' });
    await until(() => !openDialog(el), 'dialog not closed');
    await until(
      () => focused()?.getAttribute('aria-label') === 'Configure Beta',
      'focus did not come back to Configure',
    );
  });

  it('moves a field into a container column, a section, a panel or another page with "Move to…"', async () => {
    const el = await mountBuilder({ schema: placesSchema() });
    card(el, 'a').click();
    await until(() => hasButton(el, 'Move Alpha to…'), 'no Move to button');
    await press(button(el, 'Move Alpha to…'), 'Enter');
    await until(() => openDialog(el), 'no Move to dialog');
    expect(dialogButtons(el)).to.deep.equal([
      'Column 1 of Box on Page 1',
      'Column 2 of Box on Page 1',
      'Section Sec on Page 1',
      'Panel Shipping of FAQ on Page 1',
      'Page 2',
    ]);
    const column2 = $$(el, 'dialog[open] .fw-move-to__choice').find(
      (node) => node.textContent === 'Column 2 of Box on Page 1',
    ) as HTMLElement;
    await press(column2, 'Enter');
    await until(() => !openDialog(el), 'dialog not closed after the move');
    await until(() => listedIds(el, '.fw-column:nth-child(2) .fw-list').join() === 'a', 'not in column 2');
    expect(listedIds(el)).to.deep.equal(['box', 'sec', 'acc']);
    expect(text(el)).to.include('Moved Alpha to column 2 of Box.');
    await until(
      () => focused()?.getAttribute('data-focus-key') === 'select:a',
      'focus not on the moved card',
    );

    // Out again, to another page: the canvas follows the field.
    await press(button(el, 'Move Alpha to…'), 'Enter');
    await until(() => openDialog(el), 'no Move to dialog the second time');
    expect(dialogButtons(el)).to.include('Page 1');
    expect(dialogButtons(el)).not.to.include('Column 2 of Box on Page 1');
    const page2 = $$(el, 'dialog[open] .fw-move-to__choice').find(
      (node) => node.textContent === 'Page 2',
    ) as HTMLElement;
    await press(page2, 'Space');
    await until(() => listedIds(el).join() === 'a', 'not on page 2');
    expect($(el, '.fw-page-button[aria-current="page"]').textContent).to.equal('Page 2');
    await until(() => focused()?.getAttribute('data-focus-key') === 'select:a', 'focus lost on page 2');
  });

  it('never offers a layout field a place inside itself, and closes "Move to…" with Escape', async () => {
    const el = await mountBuilder({ schema: placesSchema() });
    card(el, 'box').click();
    await until(() => hasButton(el, 'Move Box to…'), 'no Move to button');
    await press(button(el, 'Move Box to…'), 'Enter');
    await until(() => openDialog(el), 'no Move to dialog');
    expect(dialogButtons(el)).to.deep.equal([
      'Section Sec on Page 1',
      'Panel Shipping of FAQ on Page 1',
      'Page 2',
    ]);
    await sendKeys({ press: 'Escape' });
    await until(() => !openDialog(el), 'not closed');
    await until(() => focused()?.getAttribute('aria-label') === 'Move Box to…', 'focus not back on Move to');
    expect(listedIds(el)).to.deep.equal(['a', 'box', 'sec', 'acc']);
  });

  it('moves up and down within a container column, never into the next column', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        {
          id: 'box',
          type: 'container',
          label: 'Box',
          containerConfig: { columns: 2, children: ['x1', 'y1', 'x2', 'y2'] },
        },
        { id: 'x1', type: 'text', label: 'X1' },
        { id: 'y1', type: 'text', label: 'Y1' },
        { id: 'x2', type: 'text', label: 'X2' },
        { id: 'y2', type: 'text', label: 'Y2' },
      ]),
    });
    const column = (n: number) => listedIds(el, `.fw-column:nth-child(${n}) .fw-list`).join();
    expect([column(1), column(2)]).to.deep.equal(['x1,x2', 'y1,y2']);
    card(el, 'y1').click();
    await until(() => hasButton(el, 'Move Y1 up'), 'no move buttons');
    expect(button(el, 'Move Y1 up').getAttribute('aria-disabled')).to.equal('true');
    expect(button(el, 'Move Y1 down').getAttribute('aria-disabled')).to.equal('false');
    card(el, 'x2').click();
    await until(() => hasButton(el, 'Move X2 up'), 'no move buttons on X2');
    expect(button(el, 'Move X2 down').getAttribute('aria-disabled')).to.equal('true');
    await press(button(el, 'Move X2 up'), 'Enter');
    await until(() => column(1) === 'x2,x1', 'X2 did not move up in column 1');
    expect(column(2)).to.equal('y1,y2');
    await until(() => focused()?.getAttribute('aria-label') === 'Move X2 up', 'focus lost after the move');
    expect(button(el, 'Move X2 up').getAttribute('aria-disabled')).to.equal('true');
    await press(button(el, 'Move X2 down'), 'Enter');
    await until(() => column(1) === 'x1,x2', 'X2 did not move back down');
    expect(column(2)).to.equal('y1,y2');
  });

  it("clears the selection with the select button pressed again, or Escape on the canvas: 'No Field Selected'", async () => {
    const el = await mountBuilder({ schema: threeFields() });
    const select = () => card(el, 'b').querySelector('.fw-card__select') as HTMLElement;
    await press(select(), 'Enter');
    await until(() => select().getAttribute('aria-pressed') === 'true', 'not selected');
    expect(text(el)).not.to.include('No Field Selected');
    await press(select(), 'Enter');
    await until(() => select().getAttribute('aria-pressed') === 'false', 'Enter did not unselect');
    expect(text(el)).to.include('No Field Selected');
    expect(hasButton(el, 'Open Tools')).to.equal(true);
    expect(text(el)).to.include('No field selected');

    await press(select(), 'Space');
    await until(() => select().getAttribute('aria-pressed') === 'true', 'Space did not select');
    await sendKeys({ press: 'Escape' });
    await until(() => text(el).includes('No Field Selected'), 'Escape did not clear the selection');
    expect(select().getAttribute('aria-pressed')).to.equal('false');
    expect(focused()).to.equal(select());
  });
});
