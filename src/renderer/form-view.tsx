import { type CSSProperties, type FormEvent, memo, useEffect, useMemo, useRef } from 'react';
import type { RendererStore } from '../store/renderer-store';
import { AUTO_HONEYPOT_ID } from '../store/renderer-store';
import { Spinner } from '../ui';
import { ActionBar } from './action-bar';
import { createAnnouncer, RendererProvider } from './context';
import { FieldNode, LockedContext } from './field-node';
import { RecaptchaWidget } from './fields/recaptcha-field';
import { focusFieldWhenShown } from './focus';
import { PageNav } from './page-nav';
import { useProxy } from './use-proxy';

export const NO_FORM_TEXT = 'No form to display';
export const LOADING_FORM_TEXT = 'Loading form...';

export interface FormViewProps {
  store: RendererStore;
  /** Prefix of the DOM ids of this renderer. */
  idPrefix: string;
  /** Theme tokens for the form's box (the element maps themePreset and its theme property onto --fw-*). */
  style?: CSSProperties;
}

/** Top-level fields per chunk: an update in one field makes React revisit its chunk's siblings only. */
const FIELD_CHUNK = 40;

/**
 * A run of a page's top-level fields. Its ids never change while the page is shown, so it re-renders only
 * when one of its own fields does; a fragment keeps the fields direct children of the grid.
 */
const FieldChunk = memo(function FieldChunk({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id) => (
        <FieldNode key={id} id={id} />
      ))}
    </>
  );
});

function chunked(ids: readonly string[]): (readonly string[])[] {
  const chunks: (readonly string[])[] = [];
  for (let start = 0; start < ids.length; start += FIELD_CHUNK)
    chunks.push(ids.slice(start, start + FIELD_CHUNK));
  return chunks;
}

/**
 * The renderer's screen for each state of shell §4. The fields of the current page sit in an inner
 * <form> so Enter submits (or turns the page) the way people expect; the host page's own <form> sees
 * the answers through form association, not through these controls.
 */
export function FormView({ store, idPrefix, style }: FormViewProps) {
  const form = useProxy(store.form);
  const live = useRef<HTMLDivElement>(null);
  const announce = useMemo(() => createAnnouncer(() => live.current), []);
  const context = useMemo(() => ({ store, idPrefix, announce }), [store, idPrefix, announce]);
  const box = useRef<HTMLDivElement>(null);
  const indicator = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(form.pageIndex);
  // A page's fields change with a load (version) only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a new schema in the store
  const chunks = useMemo(
    () => chunked(store.pageFieldIds(form.pageIndex)),
    [store, form.pageIndex, form.version, form.status],
  );

  useEffect(() => {
    if (form.focus && box.current) focusFieldWhenShown(box.current, idPrefix, form.focus.fieldId);
  }, [form.focus, idPrefix]);
  useEffect(() => {
    // A page turn by Next, Previous or a dot: start reading the new page from its indicator. A turn made
    // to show an invalid field focuses that field instead (above).
    if (shownPage.current === form.pageIndex) return;
    shownPage.current = form.pageIndex;
    if (!store.form.focus || store.tree?.pageOf.get(store.form.focus.fieldId) !== form.pageIndex) {
      indicator.current?.focus();
    }
  }, [form.pageIndex, store]);

  const settings = store.settings;
  const customCss = settings?.customCSS?.trim() ? <style>{settings.customCSS}</style> : null;
  let content: React.ReactNode;
  if (form.status === 'idle') content = <p className="fw-empty">{NO_FORM_TEXT}</p>;
  else if (form.status === 'loading')
    content = (
      <div className="fw-loading">
        <Spinner label={LOADING_FORM_TEXT} />
      </div>
    );
  else if (form.status === 'error' || !settings) {
    content = (
      <p className="fw-alert fw-alert--error" role="alert" part="error-message">
        {form.message}
      </p>
    );
  } else if (form.status === 'success') {
    content = (
      <p className="fw-alert fw-alert--success" role="status" part="success-message">
        {form.message}
      </p>
    );
  } else {
    const submitting = form.status === 'submitting';
    const last = form.pageIndex >= form.pageCount - 1;
    const page = store.schema?.pages[form.pageIndex];
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      if (last) void store.submit();
      else store.next();
    };
    content = (
      <form
        className="fw-form__body"
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting || undefined}
        key={form.version}
      >
        <PageNav
          store={store}
          pageIndex={form.pageIndex}
          pageCount={form.pageCount}
          disabled={submitting}
          indicatorRef={indicator}
        />
        {form.pageCount > 1 && page?.description ? (
          <h2 className="fw-page__title">{page.description}</h2>
        ) : null}
        <LockedContext.Provider value={form.locked || submitting}>
          <div className="fw-fields" part="fields">
            {chunks.map((ids) => (
              <FieldChunk key={ids[0]} ids={ids} />
            ))}
            {last && store.autoHoneypot ? <FieldNode id={AUTO_HONEYPOT_ID} /> : null}
          </div>
        </LockedContext.Provider>
        {last && settings.enableSpamProtection && settings.spamProtectionType !== 'honeypot' ? (
          <RecaptchaWidget store={store} siteKey={settings.recaptchaSiteKey?.trim() || undefined} />
        ) : null}
        {form.status === 'failure' && form.message ? (
          <p className="fw-alert fw-alert--error" role="alert" part="error-message">
            {form.message}
          </p>
        ) : null}
        <ActionBar
          store={store}
          settings={settings}
          pageIndex={form.pageIndex}
          pageCount={form.pageCount}
          submitting={submitting}
          locked={form.locked}
        />
      </form>
    );
  }
  return (
    <RendererProvider value={context}>
      <div className="fw-form" part="form" ref={box} style={style} data-status={form.status}>
        {customCss}
        {content}
        {/* One live region for the whole form: each field's errors are tied to it by aria-describedby. */}
        <div className="fw-visually-hidden" aria-live="polite" ref={live} />
      </div>
    </RendererProvider>
  );
}
