import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  card,
  focused,
  keydown,
  listedIds,
  mountBuilder,
  schemaWith,
  text,
  typeInto,
  until,
} from './support';

function previewInput(el: Element): HTMLInputElement | null {
  return (
    el.shadowRoot?.querySelector('form-renderer')?.shadowRoot?.querySelector<HTMLInputElement>('input') ??
    null
  );
}

function addText(el: Element): void {
  $$(el, '.fw-template')
    .find((node) => node.textContent?.startsWith('Text Input'))
    ?.click();
}

describe('builder: undo and redo', () => {
  it('undoes and redoes with the buttons', async () => {
    const el = await mountBuilder();
    expect(button(el, 'Undo').disabled).to.equal(true);
    addText(el);
    await until(() => listedIds(el).length === 1, 'not added');
    button(el, 'Undo').click();
    await until(() => listedIds(el).length === 0, 'not undone');
    expect(button(el, 'Redo').disabled).to.equal(false);
    button(el, 'Redo').click();
    await until(() => listedIds(el).length === 1, 'not redone');
  });

  it("announces the buttons' undo and redo and keeps focus when a button turns disabled", async () => {
    const el = await mountBuilder();
    const status = () => $(el, '.fw-visually-hidden[role="status"]').textContent?.trim();
    addText(el);
    await until(() => listedIds(el).length === 1, 'not added');
    const undo = button(el, 'Undo');
    undo.focus();
    undo.click();
    await until(() => status() === 'Undone.', 'no undo announcement');
    // Nothing left to undo: focus goes to Redo instead of falling to <body>.
    await until(() => focused() === button(el, 'Redo'), 'focus did not move to Redo');
    button(el, 'Redo').click();
    await until(() => status() === 'Redone.', 'no redo announcement');
    await until(() => focused() === button(el, 'Undo'), 'focus did not move back to Undo');
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y anywhere in the builder', async () => {
    const el = await mountBuilder();
    addText(el);
    addText(el);
    await until(() => listedIds(el).length === 2, 'not added');
    const canvas = $(el, '.fw-canvas__scroll');
    keydown(canvas, 'z', { ctrlKey: true });
    await until(() => listedIds(el).length === 1, 'Ctrl+Z did nothing');
    keydown(canvas, 'z', { ctrlKey: true });
    await until(() => listedIds(el).length === 0, 'second Ctrl+Z did nothing');
    keydown(canvas, 'Z', { ctrlKey: true, shiftKey: true });
    await until(() => listedIds(el).length === 1, 'Ctrl+Shift+Z did nothing');
    keydown(canvas, 'y', { ctrlKey: true });
    await until(() => listedIds(el).length === 2, 'Ctrl+Y did nothing');
  });

  it('leaves Ctrl+Z and Ctrl+Y in a text box with its own draft to the browser', async () => {
    const el = await mountBuilder();
    addText(el);
    await until(() => listedIds(el).length === 1, 'not added');
    const search = $(el, 'input[type="search"]') as HTMLInputElement;
    typeInto(search, 'Email');
    for (const [key, shiftKey] of [
      ['z', false],
      ['Z', true],
      ['y', false],
    ] as const) {
      const event = new KeyboardEvent('keydown', {
        key,
        ctrlKey: true,
        shiftKey,
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      search.dispatchEvent(event);
      // Not taken: the browser's own undo of the typing runs, and the form keeps its field.
      expect(event.defaultPrevented, `Ctrl+${shiftKey ? 'Shift+' : ''}${key}`).to.equal(false);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listedIds(el)).to.have.length(1);
    expect(button(el, 'Undo').disabled).to.equal(false);
  });

  it('takes one typing burst into a label as one step', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'f', type: 'text', label: 'Name' }]) });
    card(el, 'f').click();
    await until(() => el.shadowRoot?.querySelector('.fw-quick-edit input'), 'no quick edit');
    const input = $(el, '.fw-quick-edit input') as HTMLInputElement;
    for (const value of ['Name ', 'Name o', 'Name of', 'Name of you']) typeInto(input, value);
    await until(() => card(el, 'f').textContent?.includes('Name of you'), 'label not changed');
    keydown(input, 'z', { ctrlKey: true });
    await until(
      () => card(el, 'f').textContent?.includes('Name') && !card(el, 'f').textContent?.includes('Name of'),
      'not one step',
    );
    expect(($(el, '.fw-quick-edit input') as HTMLInputElement).value).to.equal('Name');
    expect(button(el, 'Undo').disabled).to.equal(true);
  });

  it('undoes moves, deletes and page changes, and the form description', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'a', type: 'text', label: 'A' },
        { id: 'b', type: 'text', label: 'B' },
      ]),
    });
    card(el, 'b').click();
    await until(() => el.shadowRoot?.querySelector('[aria-label="Move B up"]'), 'no move button');
    button(el, 'Move B up').click();
    await until(() => listedIds(el).join() === 'b,a', 'not moved');
    button(el, 'Delete B').click();
    await until(() => listedIds(el).join() === 'a', 'not deleted');
    button(el, 'Add Page').click();
    await until(() => text(el).includes('Multi-Page Form'), 'no page');
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Survey');
    await until(
      () => ($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value === 'Survey',
      'no description',
    );
    for (const expected of ['', 'Single Page Form', 'b,a', 'a,b']) {
      button(el, 'Undo').click();
      if (expected === '') {
        await until(
          () => ($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value === '',
          'description not undone',
        );
      } else if (expected.includes(',')) {
        await until(() => listedIds(el).join() === expected, `not back to ${expected}`);
      } else {
        await until(() => text(el).includes(expected), `not back to ${expected}`);
      }
    }
  });

  it('leaves Ctrl+Z, Ctrl+Y and Ctrl+S typed into the preview to the preview', async () => {
    const el = await mountBuilder();
    addText(el);
    await until(() => listedIds(el).length === 1, 'not added');
    button(el, 'Preview').click();
    await until(() => previewInput(el), 'no input in the preview');
    previewInput(el)?.focus();
    await sendKeys({ type: 'hello' });
    await sendKeys({ press: 'Control+z' });
    await sendKeys({ press: 'Control+y' });
    await sendKeys({ press: 'Control+s' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button(el, 'Undo').disabled).to.equal(false);
    expect(text(el)).not.to.include('Failed to save form');
    button(el, 'Close').click();
    await until(() => !el.shadowRoot?.querySelector('dialog[open]'), 'preview not closed');
    expect(listedIds(el)).to.have.length(1);
  });
});
