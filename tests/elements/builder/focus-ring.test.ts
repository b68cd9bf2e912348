import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { button, focused, mountBuilder, schemaWith, until } from './support';

// The focus indicator of the shared Button: a solid 2px outline in the primary colour, off the button's
// edge. A soft shadow ring alone has about 2:1 contrast (WCAG 1.4.11 asks 3:1) and is dropped in
// forced-colors mode; an outline is kept there.

describe('builder: the focus ring of buttons', () => {
  afterEach(() => emulateMedia({ forcedColors: 'none' }));

  it('draws a solid outline around a keyboard-focused button, in forced colors too', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'q1', type: 'text', label: 'Question' }]) });
    const tools = button(el, 'Tools');
    expect(tools.classList.contains('fw-button')).to.equal(true);
    // Shift+Tab back from the next control gives the button keyboard focus, so :focus-visible applies.
    tools.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    await until(() => focused() === tools, 'Tools not focused');
    expect(tools.matches(':focus-visible')).to.equal(true);

    const style = getComputedStyle(tools);
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineWidth).to.equal('2px');
    expect(style.outlineOffset).to.equal('2px');
    expect(style.outlineColor).to.equal('rgb(37, 99, 235)');

    await emulateMedia({ forcedColors: 'active' });
    await until(() => matchMedia('(forced-colors: active)').matches, 'forced colors not emulated');
    expect(getComputedStyle(tools).outlineStyle).to.equal('solid');
    expect(getComputedStyle(tools).outlineWidth).to.equal('2px');
  });
});
