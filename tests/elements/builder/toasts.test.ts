import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { FormBuilderElement } from '../../../elements/index';
import { expectNoAxeViolations } from '../support/axe';
import { $$, button, focused, mountBuilder, schemaWith, until } from './support';

// The builder's toasts: out of the way of the header's actions, and closing one from the keyboard hands
// focus back instead of dropping it to <body>.

function toastTexts(el: Element): string {
  return $$(el, '.fw-toast')
    .map((toast) => toast.textContent ?? '')
    .join(' | ');
}

/** A builder without a service: Create fails, which shows the 'Save failed' error toast (it stays). */
async function withFailureToast(): Promise<FormBuilderElement> {
  const el = await mountBuilder({ schema: schemaWith([{ id: 'q', type: 'text', label: 'Question' }]) });
  await el.save();
  await until(() => toastTexts(el).includes('Save failed'), 'no toast');
  return el;
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('builder: toasts', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('returns focus to where it was when a toast is dismissed with the keyboard', async () => {
    const el = await withFailureToast();
    // 'Open Tools' is the last control before the notifications.
    const openTools = button(el, 'Open Tools');
    openTools.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()?.getAttribute('aria-label')).to.equal('Dismiss notification');
    await sendKeys({ press: 'Enter' });
    await until(() => $$(el, '.fw-toast').length === 0, 'not dismissed');
    expect(focused() === openTools, `focus on ${focused()?.tagName}`).to.equal(true);
  });

  it("keeps the header's actions uncovered at 1400 px", async () => {
    await setViewport({ width: 1400, height: 900 });
    const el = await withFailureToast();
    void el.save();
    await until(() => $$(el, '.fw-toast').length === 2, 'no second toast');
    await until(() => $$(el, '.fw-toast__title').length === 2, 'no text');
    const toasts = $$(el, '.fw-toast').map((toast) => toast.getBoundingClientRect());
    const actions = $$(el, '.fw-header__actions button');
    expect(actions.map((action) => action.textContent?.trim())).to.include.members([
      'Preview',
      'Tools',
      'Publish',
      'Create',
    ]);
    for (const action of actions) {
      const box = action.getBoundingClientRect();
      expect(
        toasts.some((toast) => overlaps(toast, box)),
        `a toast covers ${action.textContent}`,
      ).to.equal(false);
      const centre = el.shadowRoot?.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(
        centre === action || action.contains(centre ?? null),
        `${action.textContent} is reachable`,
      ).to.equal(true);
    }
    await expectNoAxeViolations(el);
  });
});
