import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import { fieldDomId } from '../src/renderer';
import type { RendererStore } from '../src/store/renderer-store';
import { rendererLink } from './renderer-link';

/**
 * Form association (design §3): inside a host <form> the renderer contributes its answers (FormData with
 * the submission's keys and shapes, files as File objects), reports the first error as its validity with
 * that field's control as the anchor, and saves its answers as state the browser can restore. Updates
 * are coalesced into one task after each burst of changes (a keystroke's input event does not wait for a
 * FormData of every answer); the element's validity API brings them up to date first when one is pending.
 */
export function useFormAssociation(store: RendererStore, host: HTMLElement, idPrefix: string): void {
  useEffect(() => {
    const link = rendererLink(host);
    const internals = link.internals;
    if (!internals) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      clearTimeout(timer);
      timer = undefined;
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
      timer ??= setTimeout(sync, 0);
    };
    const flush = () => {
      if (timer !== undefined) sync();
    };
    link.flushFormState = flush;
    schedule();
    const stopValues = store.subscribe(schedule);
    // A page turn renders other controls: the validity anchor must be one that exists.
    const stopForm = subscribe(store.form, schedule);
    return () => {
      stopValues();
      stopForm();
      clearTimeout(timer);
      if (link.flushFormState === flush) link.flushFormState = null;
    };
  }, [store, host, idPrefix]);
}
