import type { KeyboardEvent, MouseEvent } from 'react';
import { currentPage, pageLabel } from '../../logic';
import { useBuilder } from '../context';
import { useDocSelector } from '../hooks/use-store';
import { PageManager } from '../pages/page-manager';
import { FieldList } from './field-list';

export const SKIP_TO_PROPERTIES = 'Skip to properties';
/** The properties panel's id inside the shadow root (one builder per shadow root), the skip link's target. */
export const PROPERTIES_REGION_ID = 'fw-properties';

export const EMPTY_CANVAS = {
  title: 'Start Building Your Form',
  text: 'Drag and drop field types from the sidebar to create your perfect form',
  badge: 'Ready to add fields',
} as const;

/** The page manager above the current page's fields (shell §2). */
export function Canvas() {
  const { store, ui, dnd } = useBuilder();
  const pageId = useDocSelector((doc) => currentPage(doc).id);
  const pageIndex = useDocSelector((doc) => doc.currentPageIndex);
  const ids = useDocSelector((doc) => currentPage(doc).field_ids);
  // Escape anywhere among the fields clears the selection ('No Field Selected' again); during a keyboard
  // drag, Escape belongs to the drag (it cancels it).
  const clearSelectionOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || dnd.active()) return;
    if (store.state.doc.selectedFieldId === null) return;
    store.selectField(null);
    ui.announce('Selection cleared.');
  };
  return (
    <section className="fw-canvas" aria-label="Form canvas" part="canvas">
      <SkipToProperties />
      <PageManager />
      {/* Focus lands here when the last card of a page is deleted. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a keyboard scope for the cards' Escape, not a control. */}
      <div
        className="fw-canvas__scroll"
        tabIndex={-1}
        data-focus-key="canvas"
        onKeyDown={clearSelectionOnEscape}
      >
        <FieldList
          list={{ kind: 'page', pageId }}
          ids={ids}
          label={`Fields on ${pageLabel(pageIndex)}`}
          className="fw-list--page"
        />
        {ids.length === 0 ? <EmptyCanvas /> : null}
      </div>
    </section>
  );
}

/**
 * Shown on focus, first in the canvas: a keyboard user goes on to the properties panel without tabbing
 * through every card. Fragment links do not reach into a shadow root, so it moves focus itself.
 */
function SkipToProperties() {
  const { ui } = useBuilder();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    ui.focusTarget([PROPERTIES_REGION_ID])?.focus();
  };
  return (
    <a className="fw-skip-link" href={`#${PROPERTIES_REGION_ID}`} onClick={skip}>
      {SKIP_TO_PROPERTIES}
    </a>
  );
}

function EmptyCanvas() {
  return (
    <div className="fw-canvas__empty">
      <p className="fw-canvas__empty-title">{EMPTY_CANVAS.title}</p>
      <p>{EMPTY_CANVAS.text}</p>
      <span className="fw-badge">{EMPTY_CANVAS.badge}</span>
    </div>
  );
}
