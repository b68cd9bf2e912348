import { type CSSProperties, type FormEvent, memo, useEffect, useMemo, useRef } from 'react';
import type { RendererStore } from '../store/renderer-store';
import { AUTO_HONEYPOT_ID } from '../store/renderer-store';
import { Spinner } from '../ui/spinner';
import { ActionBar } from './action-bar';
import { createAnnouncer, RendererProvider } from './context';
import { DraftPanel } from './draft-panel';
import { useFailureAlert } from './failure-alert';
import { FieldNode, LockedContext } from './field-node';
import { RecaptchaWidget } from './fields/recaptcha-field';
import { focusFieldWhenShown, focusIfFocusWasLost } from './focus';
import { FormBody } from './form-body';
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

/**
 * A page's top-level fields as a tree of small groups (at most FIELD_FANOUT fields or groups each). When
 * one field changes, React revisits the groups on the way down to it and touches each of their children
 * once more on the way back up (its fiber's lanes and flags): with flat groups that was every field of
 * the page on every keystroke; with a tree it is a few dozen.
 */
type FieldGroup = readonly string[] | readonly FieldGroup[];

const FIELD_FANOUT = 8;

function grouped(ids: readonly string[]): FieldGroup {
  let level: FieldGroup[] = [];
  for (let start = 0; start < ids.length; start += FIELD_FANOUT)
    level.push(ids.slice(start, start + FIELD_FANOUT));
  while (level.length > FIELD_FANOUT) {
    const next: FieldGroup[] = [];
    for (let start = 0; start < level.length; start += FIELD_FANOUT)
      next.push(level.slice(start, start + FIELD_FANOUT));
    level = next;
  }
  return level;
}

const firstId = (group: FieldGroup): string =>
  typeof group[0] === 'string' ? group[0] : firstId(group[0] as FieldGroup);

/**
 * One group of a page's top-level fields. Its ids never change while the page is shown, so it re-renders
 * only when one of its own fields does; fragments keep the fields direct children of the grid.
 */
const FieldGroupView = memo(function FieldGroupView({ group }: { group: FieldGroup }) {
  return (
    <>
      {group.map((item) =>
        typeof item === 'string' ? (
          <FieldNode key={item} id={item} />
        ) : (
          <FieldGroupView key={firstId(item)} group={item} />
        ),
      )}
    </>
  );
});

/**
 * The renderer's screen for each state of shell §4. The fields of the current page sit in an inner
 * <form> so Enter submits (or turns the page) the way people expect; the host page's own <form> sees
 * the answers through form association, not through these controls.
 */
export function FormView({ store, idPrefix, style }: FormViewProps) {
  const form = useProxy(store.form);
  const live = useRef<HTMLDivElement>(null);
  const announcer = useMemo(() => createAnnouncer(() => live.current), []);
  const context = useMemo(
    () => ({ store, idPrefix, announce: announcer.announce }),
    [store, idPrefix, announcer],
  );
  const box = useRef<HTMLDivElement>(null);
  const indicator = useRef<HTMLParagraphElement>(null);
  const successMessage = useRef<HTMLParagraphElement>(null);
  const failureMessage = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(form.pageIndex);
  /** The seq of the last focus request acted on: each is acted on once (the store keeps the last one). */
  const handledFocus = useRef(0);
  // A page's fields change with a load (version) only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a new schema in the store
  const fields = useMemo(
    () => grouped(store.pageFieldIds(form.pageIndex)),
    [store, form.pageIndex, form.version, form.status],
  );

  useEffect(() => {
    // A new focus request (an invalid field, after Next or a submit) focuses its field, turning the page
    // if need be. A page turn by Next, Previous or a dot starts reading the new page from its indicator,
    // unless the turn was made for such a request (it comes in the same render). A request acted on once
    // is done: going back to its page later is a plain page turn.
    const request = form.focus;
    const fresh = request !== null && request.seq !== handledFocus.current;
    if (fresh) {
      handledFocus.current = request.seq;
      if (box.current) focusFieldWhenShown(box.current, idPrefix, request);
    }
    if (shownPage.current === form.pageIndex) return;
    shownPage.current = form.pageIndex;
    if (fresh) return;
    indicator.current?.focus();
    // The live region's words about the page left (an error since fixed, a field no longer shown) no
    // longer hold: left there, a screen reader browsing the new page still found them.
    announcer.dropStale();
  }, [form.focus, form.pageIndex, idPrefix, announcer]);

  useEffect(() => {
    // The live region's last words (a field's error: 'Name is required') are over once the answers are
    // in; left there, a screen reader reading the page found them beside the success message.
    if (form.status === 'success') announcer.clear();
    if (form.status === 'success' && successMessage.current) focusIfFocusWasLost(successMessage.current);
    // The controls were disabled while sending, which left focus on the page: the alert takes it, so it
    // is read and the keyboard goes on from there. A field error focused with it (a refusal's field
    // errors, above) keeps its focus.
    if (form.status === 'failure' && failureMessage.current) focusIfFocusWasLost(failureMessage.current);
  }, [form.status, announcer]);

  const failureShown = useFailureAlert(store, form.status, form.message ?? '', form.pageIndex);
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
      <p
        className="fw-alert fw-alert--success"
        role="status"
        part="success-message"
        ref={successMessage}
        tabIndex={-1}
      >
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
      <FormBody onSubmit={onSubmit} busy={submitting} key={form.version}>
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
            <FieldGroupView group={fields} />
            {last && store.autoHoneypot ? <FieldNode id={AUTO_HONEYPOT_ID} /> : null}
          </div>
        </LockedContext.Provider>
        {last && settings.enableSpamProtection && settings.spamProtectionType !== 'honeypot' ? (
          <RecaptchaWidget store={store} siteKey={settings.recaptchaSiteKey?.trim() || undefined} />
        ) : null}
        {failureShown && form.message ? (
          <p
            className="fw-alert fw-alert--error"
            role="alert"
            part="error-message"
            ref={failureMessage}
            tabIndex={-1}
          >
            {form.message}
          </p>
        ) : null}
        <DraftPanel draft={form.draft} />
        <ActionBar
          store={store}
          settings={settings}
          pageIndex={form.pageIndex}
          pageCount={form.pageCount}
          submitting={submitting}
          locked={form.locked}
          savingDraft={form.draft.status === 'saving'}
        />
      </FormBody>
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
