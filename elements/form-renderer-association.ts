import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import { fieldDomId } from '../src/renderer';
import type { RendererStore } from '../src/store/renderer-store';
import { rendererLink } from './renderer-link';

/**
 * Form association (design §3): inside a host <form> the renderer contributes its answers (FormData with
 * the submission's keys and shapes, files as File objects), reports the first error as its validity with
 * that field's control as the anchor, and saves its answers as state the browser can restore. Updates
 * are coalesced into one microtask per burst of changes.
 */
export function useFormAssociation(store: RendererStore, host: HTMLElement, idPrefix: string): void {
  useEffect(() => {
    const internals = rendererLink(host).internals;
    if (!internals) return;
    let queued = false;
    const sync = () => {
      queued = false;
      const data = new FormData();
      for (const [key, value] of store.formEntries()) data.append(key, value);
      internals.setFormValue(data, store.formState());
      const error = store.firstError();
      if (!error) {
        internals.setValidity({});
        return;
      }
      const anchor = host.shadowRoot?.getElementById(fieldDomId(idPrefix, error.fieldId)) ?? undefined;
      const flags = error.code === 'required' ? { valueMissing: true } : { customError: true };
      internals.setValidity(flags, error.message, anchor);
    };
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(sync);
    };
    schedule();
    const stopValues = store.subscribe(schedule);
    // A page turn renders other controls: the validity anchor must be one that exists.
    const stopForm = subscribe(store.form, schedule);
    return () => {
      stopValues();
      stopForm();
    };
  }, [store, host, idPrefix]);
}
