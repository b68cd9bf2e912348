import { expect, fixture, waitUntil } from '@open-wc/testing';
import { getVersion, proxy } from 'valtio/vanilla';
import { emit, type FormRendererElement, type FwEvent, type FwEventName } from '../../elements/index';
import { shadowQuery } from './support/shadow';

/** A renderer showing a one-field form, so there is something inside to fire events from. */
async function renderer(markup: string): Promise<FormRendererElement> {
  const el = await fixture<FormRendererElement>(markup);
  el.schema = {
    schemaVersion: 1,
    pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
    all_fields: [{ id: 'name', type: 'text', label: 'Name', required: false, width: 'full' }],
  } as unknown as FormRendererElement['schema'];
  // The first renderer on a page downloads the renderer chunk: give it time.
  await waitUntil(
    () => el.shadowRoot?.querySelector('[data-action="submit"]'),
    'the renderer never rendered',
    {
      timeout: 10_000,
    },
  );
  return el;
}

/** Resolves with the next `type` event that reaches the document. */
function nextDocumentEvent<K extends FwEventName>(type: K): Promise<FwEvent<K>> {
  return new Promise((resolve) =>
    document.addEventListener(type, (event) => resolve(event as FwEvent<K>), { once: true }),
  );
}

describe('emit', () => {
  it('fires events that bubble and cross the shadow boundary to the document', async () => {
    const el = await renderer('<form-renderer form-id="f1"></form-renderer>');
    const received = nextDocumentEvent('fw-error');

    emit(shadowQuery(el, '[data-field-id="name"]'), 'fw-error', { code: 'X', message: 'Broken' });

    const event = await received;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    // Retargeted: outside the element the event comes from the element itself.
    expect(event.target).to.equal(el);
    expect(event.detail).to.deep.equal({ code: 'X', message: 'Broken' });
  });

  it('fires fw-submit for the user action inside the element', async () => {
    const el = await renderer('<form-renderer form-id="f1"></form-renderer>');
    el.value = { name: 'Ada' };
    await waitUntil(() => shadowQuery<HTMLInputElement>(el, 'input').value === 'Ada');
    const received = nextDocumentEvent('fw-submit');

    shadowQuery(el, '[data-action="submit"]').click();

    const event = await received;
    expect(event.target).to.equal(el);
    expect(event.detail).to.deep.equal({ formId: 'f1', values: { name: 'Ada' } });
    expect(event.detail.values).not.to.equal(el.value);
  });

  it('carries a plain deep copy as detail, never a valtio proxy', async () => {
    const el = await renderer('<form-renderer></form-renderer>');
    const state = proxy({ values: { name: 'Ada', address: { city: 'London' } } });
    const received = nextDocumentEvent('fw-change');

    emit(el, 'fw-change', {
      source: 'renderer',
      formId: null,
      fieldId: 'name',
      value: 'Ada',
      values: state.values,
    });
    const { detail } = await received;
    state.values.name = 'Changed later';
    state.values.address.city = 'Changed later';

    expect(detail).to.deep.equal({
      source: 'renderer',
      formId: null,
      fieldId: 'name',
      value: 'Ada',
      values: { name: 'Ada', address: { city: 'London' } },
    });
    if (detail.source !== 'renderer') throw new Error('unexpected detail');
    expect(getVersion(detail.values)).to.equal(undefined);
    expect(getVersion(detail.values.address)).to.equal(undefined);
    expect(Object.isFrozen(detail.values)).to.equal(false);
  });

  it('reports whether a listener cancelled the event', async () => {
    const el = await renderer('<form-renderer></form-renderer>');
    const cancel = (event: Event) => event.preventDefault();
    el.addEventListener('fw-submit', cancel);

    const notCancelled = emit(el, 'fw-error', { code: 'X', message: 'x' });
    const cancelled = emit(el, 'fw-submit', { formId: null, values: {} });

    el.removeEventListener('fw-submit', cancel);
    expect(notCancelled).to.equal(true);
    expect(cancelled).to.equal(false);
  });

  it('refuses event names without the fw- prefix', async () => {
    const el = await renderer('<form-renderer></form-renderer>');
    // @ts-expect-error the types only accept fw- names
    expect(() => emit(el, 'submit', { formId: null, values: {} })).to.throw(TypeError, /fw-/);
  });
});
