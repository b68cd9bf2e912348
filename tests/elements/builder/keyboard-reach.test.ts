import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../support/axe';
import { $, button, focused, mountBuilder, schemaWith, until } from './support';

// Every control is reached the same way forwards and backwards, and the properties panel without
// tabbing through every card.

function threeFields() {
  return schemaWith([
    { id: 'a', type: 'text', label: 'Alpha' },
    { id: 'b', type: 'text', label: 'Beta' },
    { id: 'c', type: 'text', label: 'Gamma' },
  ]);
}

function focusedName(): string {
  const node = focused();
  return node?.getAttribute('aria-label') ?? node?.textContent?.trim() ?? '<none>';
}

describe('builder: keyboard reach', () => {
  it("reaches an unselected card's actions with Shift+Tab, in the reverse of the Tab order", async () => {
    const el = await mountBuilder({ schema: threeFields() });
    const forwards: string[] = [];
    button(el, 'Drag Beta').focus();
    for (let i = 0; i < 8; i++) {
      forwards.push(focusedName());
      await sendKeys({ press: 'Tab' });
    }
    forwards.push(focusedName());
    expect(forwards.slice(2, 8)).to.deep.equal([
      'Move Beta up',
      'Move Beta down',
      'Move Beta to…',
      'Configure Beta',
      'Duplicate Beta',
      'Delete Beta',
    ]);
    expect(forwards[8]).to.equal('Drag Gamma');

    const backwards: string[] = [focusedName()];
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Shift+Tab' });
      backwards.push(focusedName());
    }
    expect(backwards).to.deep.equal([...forwards].reverse());
  });

  it('shows the actions only on the card being worked on, without taking them out of the Tab order', async () => {
    const el = await mountBuilder({ schema: threeFields() });
    const remove = button(el, 'Delete Gamma');
    // Not hovered, not focused, not selected: faded out (its pointer twin, hover, shows it).
    expect(getComputedStyle(remove.parentElement as HTMLElement).opacity).to.equal('0');
    remove.focus();
    await until(
      () => getComputedStyle(remove.parentElement as HTMLElement).opacity === '1',
      'not shown while focused',
    );
  });

  it("skips to the properties panel from the canvas with 'Skip to properties'", async () => {
    const el = await mountBuilder({ schema: threeFields() });
    const skip = $(el, '.fw-skip-link');
    expect(skip.getBoundingClientRect().width).to.be.lessThan(2);
    // It is the canvas's first stop: Shift+Tab from the page manager's first control.
    const pageManagerFirst = $(el, '.fw-canvas').querySelector<HTMLElement>(
      '.fw-pages button, .fw-pages input, .fw-pages a',
    );
    pageManagerFirst?.focus();
    await sendKeys({ press: 'Shift+Tab' });
    expect(focusedName()).to.equal('Skip to properties');
    expect(skip.getBoundingClientRect().width).to.be.greaterThan(20);
    await expectNoAxeViolations(el);

    await sendKeys({ press: 'Enter' });
    await until(() => focused()?.getAttribute('aria-label') === 'Field properties', 'focus not on the panel');
    await sendKeys({ press: 'Tab' });
    expect(focusedName()).to.equal('Open Tools');
  });
});
