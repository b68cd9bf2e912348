import { expect, waitUntil } from '@open-wc/testing';
import { $, mountBuilder, schemaWith, typeInto } from './support';

/** What the browser does on close or reload: a cancelable beforeunload; prevented means "ask first". */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('builder: leaving the page with unsaved changes', () => {
  it('makes the browser ask while there are unsaved changes, and only then', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'q1', type: 'text', label: 'Name' }]) });
    expect(leavingIsQuestioned()).to.equal(false);
    expect(el.dirty).to.equal(false);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Survey');
    await waitUntil(() => leavingIsQuestioned(), 'leaving with unsaved changes is not questioned');
    // What a host reads before its own navigation (the demo's browser Back).
    expect(el.dirty).to.equal(true);
    el.remove();
    // The element unmounts a microtask after it leaves the page (a move keeps it).
    await waitUntil(() => !leavingIsQuestioned(), 'a removed builder still questions leaving');
  });

  it('never asks for a read-only builder', async () => {
    const el = await mountBuilder({ attributes: { readonly: '' } });
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Survey');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leavingIsQuestioned()).to.equal(false);
    expect(el.dirty).to.equal(false);
  });
});
