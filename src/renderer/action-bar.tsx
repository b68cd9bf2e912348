import { type MouseEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { settingsText } from '../logic/settings-texts';
import type { CustomButton, FormSettings } from '../model';
import type { RendererStore } from '../store/renderer-store';
import { Button, type ButtonVariant } from '../ui/button';
import { cancel, runCustomButton } from './actions';

interface ActionBarProps {
  store: RendererStore;
  settings: FormSettings;
  pageIndex: number;
  pageCount: number;
  submitting: boolean;
  locked: boolean;
  /** A draft save is under way. */
  savingDraft: boolean;
}

export const SAVE_DRAFT_TEXT = 'Save draft';
export const SAVING_DRAFT_TEXT = 'Saving draft...';

const VARIANTS: Readonly<Record<CustomButton['style'], ButtonVariant>> = {
  primary: 'primary',
  secondary: 'secondary',
  outline: 'secondary',
  ghost: 'ghost',
};

function CustomButtons({
  store,
  buttons,
  locked,
}: {
  store: RendererStore;
  buttons: CustomButton[];
  locked: boolean;
}) {
  return buttons.map((button) => (
    <Button
      key={button.id}
      variant={VARIANTS[button.style]}
      className={button.style === 'outline' ? 'fw-button--outline' : undefined}
      data-custom-button={button.id}
      // Printing changes nothing, so it stays available on a read-only form.
      disabled={locked && button.action_type !== 'print'}
      onClick={() => runCustomButton(store, button)}
    >
      {button.text}
    </Button>
  ));
}

/**
 * How long after a page turn the second click of a double-click on Next is taken for part of it: the next
 * page's Next, or on the last page the submit button, takes its place under the pointer.
 */
export const PAGE_TURN_CLICK_GUARD_MS = 500;

/** When the page last turned (never, for the first page shown), noted as the turn is put on screen. */
function usePageTurnTime(pageIndex: number): RefObject<{ page: number; at: number }> {
  const turn = useRef({ page: pageIndex, at: Number.NEGATIVE_INFINITY });
  // A layout effect runs before the browser handles the next click, which must see the time already.
  useLayoutEffect(() => {
    if (turn.current.page !== pageIndex) turn.current = { page: pageIndex, at: performance.now() };
  }, [pageIndex]);
  return turn;
}

/**
 * Keeps the rest of a double-click on Next (a click counted as the 2nd or later, event.detail > 1) from
 * skipping or submitting a page the person never saw. A single click submits at once, however soon: a click that
 * does nothing would be worse. Enter and Space click with detail 0.
 */
function ignoreDoubleClickRest(turnedAt: number, event: MouseEvent<HTMLButtonElement>): void {
  if (event.detail > 1 && performance.now() - turnedAt < PAGE_TURN_CLICK_GUARD_MS) event.preventDefault();
}

/**
 * Previous / Next, then on the last page the submit button (submitButtonText, 'Submitting...' while busy),
 * with the cancel button and the custom buttons where the settings put them. A form that allows drafts
 * and comes from the service gets a 'Save draft' button on every page, unless it has its own.
 */
export function ActionBar({
  store,
  settings,
  pageIndex,
  pageCount,
  submitting,
  locked,
  savingDraft,
}: ActionBarProps) {
  const last = pageIndex >= pageCount - 1;
  const turn = usePageTurnTime(pageIndex);
  const enabled = settings.customButtons.filter((button) => button.enabled);
  const draftButton = store.draftsEnabled && !enabled.some((button) => button.action_type === 'saveDraft');
  const before = enabled.filter((button) => button.position === 'before-submit');
  const after = enabled.filter((button) => button.position === 'after-submit');
  return (
    <div className="fw-actions" part="actions">
      {pageIndex > 0 ? (
        <Button variant="secondary" disabled={submitting} onClick={() => store.previous()}>
          Previous
        </Button>
      ) : null}
      <span className="fw-actions__spacer" />
      {settings.showCancelButton ? (
        <Button
          variant="ghost"
          data-action="cancel"
          disabled={submitting || locked}
          onClick={() => cancel(store)}
        >
          {settingsText(settings, 'cancelButtonText')}
        </Button>
      ) : null}
      {draftButton ? (
        <Button
          variant="secondary"
          data-action="save-draft"
          disabled={submitting || locked}
          // Inactive, not disabled, while its own save runs: disabling the focused button dropped the
          // focus of a keyboard user to the page body (and a screen reader's place with it).
          inactive={savingDraft}
          aria-busy={savingDraft || undefined}
          onClick={() => void store.saveDraft()}
        >
          {savingDraft ? SAVING_DRAFT_TEXT : SAVE_DRAFT_TEXT}
        </Button>
      ) : null}
      <CustomButtons store={store} buttons={before} locked={locked || submitting} />
      {last ? (
        <Button
          variant="primary"
          type="submit"
          data-action="submit"
          disabled={submitting || locked}
          aria-busy={submitting || undefined}
          onClick={(event) => ignoreDoubleClickRest(turn.current.at, event)}
        >
          {submitting ? 'Submitting...' : settingsText(settings, 'submitButtonText')}
        </Button>
      ) : (
        <Button
          variant="primary"
          type="submit"
          data-action="next"
          disabled={submitting}
          onClick={(event) => ignoreDoubleClickRest(turn.current.at, event)}
        >
          Next
        </Button>
      )}
      <CustomButtons store={store} buttons={after} locked={locked || submitting} />
    </div>
  );
}
