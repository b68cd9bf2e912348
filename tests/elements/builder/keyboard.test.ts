import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, button, card, focused, listedIds, mountBuilder, schemaWith, text, until } from './support';

function threeFields() {
  return schemaWith([
    { id: 'a', type: 'text', label: 'Alpha' },
    { id: 'b', type: 'text', label: 'Beta' },
    { id: 'c', type: 'text', label: 'Gamma' },
  ]);
}

function liveRegion(el: Element): HTMLElement {
  return $(el, '[id^="DndLiveRegion"]');
}

/** Picks the field up by its drag handle with Space, once the pick-up is announced. */
async function pickUp(el: Element, label: string): Promise<void> {
  button(el, `Drag ${label}`).focus();
  await sendKeys({ press: 'Space' });
  await until(() => liveRegion(el).textContent?.includes(`Picked up ${label}`), `${label} not picked up`);
}

describe('builder: keyboard', () => {
  it('drags a field with the keyboard: Space, arrows, Space', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    await pickUp(el, 'Alpha');
    await sendKeys({ press: 'ArrowDown' });
    await until(
      () => liveRegion(el).textContent?.includes('Alpha will go to position 2 of 3 in Page 1'),
      'no move announcement',
    );
    expect(card(el, 'c').classList.contains('has-bar')).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await until(() => liveRegion(el).textContent?.includes('position 3 of 3'), 'no second step');
    await sendKeys({ press: 'Space' });
    await until(() => listedIds(el).join() === 'b,c,a', 'not dropped at the end');
    expect(liveRegion(el).textContent).to.include('Moved Alpha to position 3 of 3 in Page 1.');
    await until(() => focused()?.getAttribute('aria-label') === 'Drag Alpha', 'focus not on the handle');
  });

  it('cancels a keyboard drag with Escape, leaving the order alone', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    await pickUp(el, 'Beta');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Escape' });
    await until(() => liveRegion(el).textContent?.includes('was cancelled'), 'no cancel announcement');
    expect(listedIds(el)).to.deep.equal(['a', 'b', 'c']);
  });

  it('moves a field into a container column with the keyboard', async () => {
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'a', type: 'text', label: 'Alpha' },
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: [] } },
      ]),
    });
    await pickUp(el, 'Alpha');
    await sendKeys({ press: 'ArrowDown' });
    await until(
      () => liveRegion(el).textContent?.includes('position 1 of 1 in column 1 of Box'),
      'never offered the column',
    );
    await sendKeys({ press: 'Space' });
    await until(() => listedIds(el).join() === 'box', 'not moved into the container');
    expect(card(el, 'box').querySelector('[data-drop-item="a"]')).to.exist;
  });

  it('skips an empty column the field cannot reach yet: no bar there, no place said twice', async () => {
    // Round-robin fills columns from the left: dropped at the end of an empty Column 2 while Column 1 is
    // empty too, the field lands in Column 1, so that step only repeated the last place with a bar elsewhere.
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'a', type: 'text', label: 'Alpha' },
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: [] } },
      ]),
    });
    await pickUp(el, 'Alpha');
    try {
      await sendKeys({ press: 'ArrowDown' });
      await until(() => liveRegion(el).textContent?.includes('in column 1 of Box'), 'never offered Column 1');
      await sendKeys({ press: 'ArrowDown' });
      await until(
        () => liveRegion(el).textContent?.includes('Alpha will go to position 2 of 2 in Page 1'),
        'the step after Column 1 is not the end of the page',
      );
      const barred = $$(el, '.fw-list.has-end-bar').map((list) => list.getAttribute('aria-label'));
      expect(barred).to.deep.equal(['Fields on Page 1']);
    } finally {
      // A drag left running would take the next test's keys.
      await sendKeys({ press: 'Escape' });
      await until(() => liveRegion(el).textContent?.includes('was cancelled'), 'not cancelled');
    }
  });

  it('cancels a keyboard drag with Tab too, rather than dropping the field where the bar was', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    await pickUp(el, 'Alpha');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => liveRegion(el).textContent?.includes('position 2 of 3'), 'no step');
    await sendKeys({ press: 'Tab' });
    await until(() => liveRegion(el).textContent?.includes('was cancelled'), 'no cancel announcement');
    expect(listedIds(el)).to.deep.equal(['a', 'b', 'c']);
  });

  it('says so when an arrow key finds no place further that way', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'a', type: 'text', label: 'Alpha' }]) });
    // The builder's polite announcer of actions (not the drag's own assertive region).
    const said = () => $(el, '.fw-visually-hidden[role="status"][aria-atomic="true"]').textContent ?? '';
    button(el, 'Drag Alpha').focus();
    await sendKeys({ press: 'Space' });
    try {
      await until(() => liveRegion(el).textContent?.includes('Picked up Alpha'), 'not picked up');
      await sendKeys({ press: 'ArrowDown' });
      await until(() => said().includes('No other place further down.'), 'nothing said going down');
      await sendKeys({ press: 'ArrowUp' });
      await until(() => said().includes('No other place further up.'), 'nothing said going up');
    } finally {
      await sendKeys({ press: 'Escape' });
    }
    expect(listedIds(el)).to.deep.equal(['a']);
  });

  it('keeps the announcements and the drag instructions inside the shadow root', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    const handle = button(el, 'Drag Alpha');
    const describedBy = handle.getAttribute('aria-describedby') as string;
    expect(el.shadowRoot?.getElementById(describedBy)?.textContent).to.include('press Space or Enter');
    expect(document.getElementById(describedBy)).to.equal(null);
    expect(liveRegion(el).getAttribute('aria-live')).to.equal('assertive');
  });

  it('hands focus back to the Advanced button when the configuration dialog closes', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    card(el, 'a').click();
    await until(() => el.shadowRoot?.querySelector('.fw-quick-edit'), 'no quick edit');
    button(el, 'Advanced').focus();
    button(el, 'Advanced').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open]'), 'dialog not open');
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog[open]'), 'dialog not closed');
    await until(() => focused()?.textContent === 'Advanced', 'focus not back on Advanced');
  });

  it('reaches every card action from the keyboard by tabbing into the card', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    button(el, 'Drag Beta').focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()?.getAttribute('data-focus-key')).to.equal('select:b');
    await sendKeys({ press: 'Tab' });
    expect(focused()?.getAttribute('aria-label')).to.equal('Move Beta up');
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'b,a,c', 'Enter did not move it');
  });

  it('adds a field with Enter on a library template, selected and announced', async () => {
    const el = await mountBuilder();
    const template = $$(el, '.fw-template').find((node) => node.textContent?.startsWith('Text Input'));
    template?.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).length === 1, 'Enter did not add the field');
    const id = listedIds(el)[0] as string;
    expect(card(el, id).classList.contains('is-selected')).to.equal(true);
    expect(text(el)).to.include('Added Text Input to Page 1.');
    await sendKeys({ press: 'Space' });
    await until(() => listedIds(el).length === 2, 'Space did not add a second field');
  });

  it('selects a card with Enter or Space on its select button', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    button(el, 'Drag Alpha').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await until(() => card(el, 'a').classList.contains('is-selected'), 'Enter did not select Alpha');
    expect(text(el)).to.include('Selected: Alpha');
    button(el, 'Drag Gamma').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await until(() => card(el, 'c').classList.contains('is-selected'), 'Space did not select Gamma');
    expect(card(el, 'a').classList.contains('is-selected')).to.equal(false);
  });

  it('undoes and redoes a keyboard move with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    button(el, 'Drag Beta').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).join() === 'b,a,c', 'Enter did not move Beta up');
    await sendKeys({ press: 'Control+z' });
    await until(() => listedIds(el).join() === 'a,b,c', 'Ctrl+Z did not undo the move');
    await sendKeys({ press: 'Control+Shift+z' });
    await until(() => listedIds(el).join() === 'b,a,c', 'Ctrl+Shift+Z did not redo the move');
  });
});
