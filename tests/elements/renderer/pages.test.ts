import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { FormRendererElement } from '../../../elements/index';
import { PAGE_TURN_CLICK_GUARD_MS } from '../../../src/renderer/action-bar';
import { createAnnouncer } from '../../../src/renderer/context';
import { deepActiveElement } from '../../../src/ui';
import {
  allInShadow,
  button,
  errorsOf,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  textOf,
  within,
} from './support/render';

const threePages = () =>
  schemaOf(
    [
      { id: 'name', type: 'text', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'E-mail' },
      { id: 'notes', type: 'textarea', label: 'Notes' },
    ],
    {
      pages: [
        { id: 'p1', description: 'About you', field_ids: ['name'] },
        { id: 'p2', description: 'Contact', field_ids: ['email'] },
        { id: 'p3', description: 'Anything else', field_ids: ['notes'] },
      ],
      settings: { submitButtonText: 'Send it' },
    },
  );

const dots = (el: Element) => allInShadow<HTMLButtonElement>(el, '.fw-pages__dot');
const indicator = (el: Element) => inShadow(el, '.fw-pages__indicator')?.textContent;
const shownFieldIds = (el: Element) =>
  allInShadow(el, '.fw-fields > [data-field-id]').map((box) => box.dataset.fieldId);

describe('renderer pages', () => {
  it("shows one page at a time with 'Page x of y' and dots labelled 'Go to page n'", async () => {
    const el = await renderForm(threePages());
    expect(indicator(el)).to.equal('Page 1 of 3');
    expect(dots(el).map((dot) => dot.getAttribute('aria-label'))).to.deep.equal([
      'Go to page 1',
      'Go to page 2',
      'Go to page 3',
    ]);
    expect(dots(el).map((dot) => dot.getAttribute('aria-current'))).to.deep.equal(['step', null, null]);
    expect(shownFieldIds(el)).to.deep.equal(['name']);
    expect(inShadow(el, '.fw-page__title')?.textContent).to.equal('About you');
  });

  it('moves with Next and Previous and puts the submit button on the last page only', async () => {
    const el = await renderForm(threePages(), { value: { name: 'Ada' } });
    expect(() => button(el, 'Send it')).to.throw();
    expect(() => button(el, 'Previous')).to.throw();
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    expect(shownFieldIds(el)).to.deep.equal(['email']);
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 3 of 3');
    expect(button(el, 'Send it').type).to.equal('submit');
    expect(() => button(el, 'Next')).to.throw();
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
  });

  it('turns the pages of a read-only form with Next, even past an empty required field', async () => {
    const el = await renderForm(threePages(), { markup: '<form-renderer readonly></form-renderer>' });
    expect(within(el, 'name').disabled).to.equal(true);
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 3');
    expect(errorsOf(el, 'name')).to.deep.equal([]);
  });

  it('moves focus to the page indicator after a page turn', async () => {
    const el = await renderForm(threePages(), { value: { name: 'Ada' } });
    button(el, 'Next').click();
    await waitUntil(() => deepActiveElement() === inShadow(el, '.fw-pages__indicator'));
  });

  it('jumps to a page with its dot', async () => {
    const el = await renderForm(threePages());
    dots(el)[2]?.click();
    await waitUntil(() => indicator(el) === 'Page 3 of 3');
    expect(dots(el)[2]?.getAttribute('aria-current')).to.equal('step');
  });

  it('keeps Next on a page whose fields are invalid, showing why', async () => {
    const el = await renderForm(threePages());
    button(el, 'Next').click();
    await waitUntil(() => errorsOf(el, 'name').length > 0);
    expect(indicator(el)).to.equal('Page 1 of 3');
    expect(errorsOf(el, 'name')).to.deep.equal(['Name is required']);
    await waitUntil(() => deepActiveElement() === within(el, 'name'));
  });

  it('keeps answers of other pages when moving around', async () => {
    const el = await renderForm(threePages(), { value: { name: 'Ada' } });
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    setControlValue(within(el, 'email'), 'ada@example.com');
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 3');
    dots(el)[1]?.click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    expect(within(el, 'email').value).to.equal('ada@example.com');
  });

  it('focuses the page indicator when Previous goes back to a page whose error was focused before', async () => {
    const el = await renderForm(threePages());
    button(el, 'Next').click();
    await waitUntil(() => deepActiveElement() === within(el, 'name'), 'the invalid field never got focus');
    setControlValue(within(el, 'name'), 'Ada');
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    // As a click does: Previous has focus, and it goes away on the first page.
    button(el, 'Previous').focus();
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 3');
    await waitUntil(
      () => deepActiveElement() === inShadow(el, '.fw-pages__indicator'),
      'focus was not moved to the page indicator',
    );
  });

  it('shows no page navigation for a single page, with the default submit text', async () => {
    const el = await renderForm(schemaOf([{ id: 'a', type: 'text', label: 'A' }]));
    expect(inShadow(el, '.fw-pages')).to.equal(null);
    expect(button(el, 'Submit').type).to.equal('submit');
    expect(textOf(el)).not.to.contain('Page 1 of 1');
  });
});

describe('renderer pages: the submit button in the place of Next', () => {
  const twoPages = () =>
    schemaOf(
      [
        { id: 'name', type: 'text', label: 'Name' },
        { id: 'city', type: 'text', label: 'City' },
      ],
      {
        pages: [
          { id: 'p1', description: 'About you', field_ids: ['name'] },
          { id: 'p2', description: 'Where', field_ids: ['city'] },
        ],
      },
    );
  const sent = (el: FormRendererElement) => {
    const payloads: unknown[] = [];
    el.submitHandler = async (payload) => {
      payloads.push(payload);
      return { success: true };
    };
    return payloads;
  };
  /** A real mouse click (event.detail 1) near the right end of this box: where Next and Submit both are. */
  const clickAt = (at: DOMRect) =>
    sendMouse({ type: 'click', position: [Math.round(at.right - 6), Math.round(at.top + at.height / 2)] });
  const lastButtonBox = (el: Element) => {
    const buttons = allInShadow<HTMLButtonElement>(el, '.fw-actions button');
    const box = buttons[buttons.length - 1]?.getBoundingClientRect();
    if (!box) throw new Error('no buttons in the action bar');
    return box;
  };

  afterEach(() => resetMouse());

  it('does not submit with the second click of a double-click on Next; a single click at once does', async () => {
    const el = await renderForm(twoPages());
    const payloads = sent(el);
    await clickAt(lastButtonBox(el));
    expect(indicator(el)).to.equal('Page 2 of 2');
    // The double-click's second click, on the submit button now in Next's place (counted 2 by the browser).
    const submit = button(el, 'Submit');
    submit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(payloads.length).to.equal(0);
    expect(inShadow(el, '.fw-form')?.dataset.status).to.equal('ready');

    // A click of its own, however soon after the page turn, is meant.
    await clickAt(lastButtonBox(el));
    await waitUntil(() => payloads.length === 1, 'a single click did not submit');
  });

  it('does not skip the middle page with the second click of a double-click on Next', async () => {
    const el = await renderForm(
      schemaOf(
        [
          { id: 'name', type: 'text', label: 'Name' },
          { id: 'city', type: 'text', label: 'City' },
          { id: 'notes', type: 'text', label: 'Notes' },
        ],
        {
          pages: [
            { id: 'p1', description: 'About you', field_ids: ['name'] },
            { id: 'p2', description: 'Where', field_ids: ['city'] },
            { id: 'p3', description: 'More', field_ids: ['notes'] },
          ],
        },
      ),
    );
    await clickAt(lastButtonBox(el));
    expect(indicator(el)).to.equal('Page 2 of 3');
    button(el, 'Next').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(indicator(el)).to.equal('Page 2 of 3');
  });

  it('submits with the second click of a double-click on Submit when no page turned', async () => {
    const el = await renderForm(twoPages());
    const payloads = sent(el);
    await clickAt(lastButtonBox(el));
    await new Promise((resolve) => setTimeout(resolve, PAGE_TURN_CLICK_GUARD_MS + 100));
    button(el, 'Submit').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }),
    );
    await waitUntil(() => payloads.length === 1, 'a double-click long after the page turn did not submit');
  });

  it('submits with Enter in a field of the last page right after the page turn', async () => {
    const el = await renderForm(twoPages());
    const payloads = sent(el);
    await clickAt(lastButtonBox(el));
    await waitUntil(() => indicator(el) === 'Page 2 of 2');
    within(el, 'city').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => payloads.length === 1, 'Enter did not submit');
  });
});

describe("renderer pages: the live region's words", () => {
  const live = (el: Element) =>
    inShadow(el, '[aria-live="polite"]:not(.fw-pages__indicator)')?.textContent ?? '';
  const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('drops a fixed error from the live region when Next turns the page', async () => {
    const el = await renderForm(threePages(), { value: { name: 'Ada' } });
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    setControlValue(within(el, 'email'), 'ada@');
    within(el, 'email').focus();
    within(el, 'email').blur();
    await waitUntil(() => live(el) === 'Please enter a valid email address', 'the error was not announced');
    setControlValue(within(el, 'email'), 'ada@example.com');
    await waitUntil(() => errorsOf(el, 'email').length === 0);
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 3 of 3');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(live(el)).to.equal('');
  });

  it('keeps what still holds and what is yet to be said when the stale words go', async () => {
    const region = document.createElement('div');
    const announcer = createAnnouncer(() => region);
    let fixed = false;
    announcer.announce('Name is required', () => !fixed);
    announcer.announce('Draft saved');
    await microtask();
    expect(region.textContent).to.equal('Name is required Draft saved');
    fixed = true;
    const kept = region.querySelector('span:last-child');
    announcer.dropStale();
    expect(region.textContent?.trim()).to.equal('Draft saved');
    // The words still said are the same node: nothing is added to the region, so nothing is read again.
    expect(region.querySelector('span')).to.equal(kept);

    // A burst said just before the page turn is still written after it.
    announcer.announce('E-mail is required', () => true);
    announcer.dropStale();
    await microtask();
    expect(region.textContent).to.equal('E-mail is required');
    announcer.clear();
    expect(region.textContent).to.equal('');
  });
});
