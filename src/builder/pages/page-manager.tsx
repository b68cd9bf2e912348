import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  canGoToNextPage,
  canGoToPreviousPage,
  childIdsOf,
  currentPage,
  isMultiPage,
  pageLabel,
  pageManagerTitle,
} from '../../logic';
import type { FormSchemaData } from '../../model';
import { Button, ConfirmDialog } from '../../ui';
import { useBuilder } from '../context';
import { OWN_UNDO } from '../history-step';
import { fieldsById } from '../hooks/derived';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

const countCache = new WeakMap<FormSchemaData, number[]>();

/** Fields on a page, nested ones included: one walk per page, cycle-safe, computed once per schema. */
function pageFieldCount(schema: FormSchemaData, pageIndex: number): number {
  let counts = countCache.get(schema);
  if (!counts) {
    const fields = fieldsById(schema);
    counts = schema.pages.map((page) => {
      const seen = new Set<string>();
      const pending = [...page.field_ids];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const field = fields.get(id);
        if (field) pending.push(...childIdsOf(field));
      }
      return seen.size;
    });
    countCache.set(schema, counts);
  }
  return counts[pageIndex] ?? 0;
}

function fieldCountText(count: number): string {
  return count === 1 ? '1 field' : `${count} fields`;
}

/** Shell §2 page manager: 'Single Page Form' with 'Add Page', or 'Multi-Page Form' with page navigation. */
export function PageManager() {
  const { store, ui } = useBuilder();
  const readOnly = useReadOnly();
  const schema = useDocSelector((doc) => doc.schema);
  const pageIndex = useDocSelector((doc) => doc.currentPageIndex);
  const doc = store.state.doc;
  const multi = isMultiPage(schema);
  const page = currentPage(doc);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const count = pageFieldCount(schema, pageIndex);

  const add = () => {
    store.addPage();
    ui.announce(`Added ${pageLabel(store.state.doc.currentPageIndex)}.`);
  };

  const go = (index: number) => {
    // The arrows stay clickable at the ends (aria-disabled, see below): a click there is a no-op.
    if (index < 0 || index >= schema.pages.length) return;
    store.goToPage(index);
    ui.announce(`Showing ${pageLabel(store.state.doc.currentPageIndex)}.`);
  };

  const remove = () => {
    setConfirmDelete(false);
    store.removePage(page.id);
    ui.announce(`Deleted the page. Showing ${pageLabel(store.state.doc.currentPageIndex)}.`);
    ui.requestFocus('add-page');
  };

  return (
    <div className="fw-pages" part="page-manager">
      <div className="fw-pages__row">
        <h2 className="fw-pages__title">{pageManagerTitle(schema)}</h2>
        <span className="fw-pages__count">{fieldCountText(count)}</span>
        {readOnly ? null : (
          <Button size="small" onClick={add} data-focus-key="add-page">
            Add Page
          </Button>
        )}
      </div>
      {multi ? (
        <>
          {/* Not 'Pages': the preview's renderer names its page dots so, and landmarks need distinct names.
              The arrows are aria-disabled, not disabled, at the ends: a disabled button drops the focus of
              the key press that took the form to its first or last page. */}
          <nav className="fw-pages__row" aria-label="Form pages">
            <button
              type="button"
              className="fw-icon-button"
              aria-label="Previous page"
              aria-disabled={!canGoToPreviousPage(doc)}
              onClick={() => go(pageIndex - 1)}
            >
              <span aria-hidden="true">←</span>
            </button>
            {schema.pages.map((candidate, index) => (
              <button
                key={candidate.id}
                type="button"
                className={index === pageIndex ? 'fw-page-button is-current' : 'fw-page-button'}
                aria-current={index === pageIndex ? 'page' : undefined}
                onClick={() => go(index)}
              >
                {pageLabel(index)}
              </button>
            ))}
            <button
              type="button"
              className="fw-icon-button"
              aria-label="Next page"
              aria-disabled={!canGoToNextPage(doc)}
              onClick={() => go(pageIndex + 1)}
            >
              <span aria-hidden="true">→</span>
            </button>
          </nav>
          <div className="fw-pages__row">
            <PageDescription
              key={page.id}
              pageId={page.id}
              description={page.description}
              readOnly={readOnly}
            />
            {readOnly ? null : (
              <Button size="small" variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete Page
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={confirmDelete}
            variant="danger"
            title={`Delete ${pageLabel(pageIndex)}?`}
            message={
              count > 0
                ? `Its ${fieldCountText(count)} will be removed too. You can undo this with Control+Z.`
                : 'You can undo this with Control+Z.'
            }
            confirmText="Delete Page"
            onConfirm={remove}
            onCancel={() => setConfirmDelete(false)}
          />
        </>
      ) : null}
    </div>
  );
}

interface PageDescriptionProps {
  pageId: string;
  description: string;
  readOnly: boolean;
}

/** The optional page description, edited in place with Save and Cancel (shell §2). */
function PageDescription({ pageId, description, readOnly }: PageDescriptionProps) {
  const { store, ui } = useBuilder();
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const latest = useRef({ draft, description });
  useLayoutEffect(() => {
    latest.current = { draft, description };
  });
  const editing = draft !== null;

  // Ctrl+S or Publish with the editor open saves the description it shows: the author sees it typed in.
  useEffect(() => {
    if (!editing) return;
    return ui.holdDraft(() => {
      const text = latest.current.draft?.trim();
      if (text !== undefined && text !== latest.current.description)
        store.updatePageDescription(pageId, text);
    });
  }, [editing, pageId, store, ui]);

  if (draft === null) {
    return (
      <div className="fw-pages__description">
        <span className={description ? undefined : 'fw-muted'}>{description || 'No page description'}</span>
        {readOnly ? null : (
          <Button
            size="small"
            variant="ghost"
            data-focus-key="edit-page-description"
            onClick={() => {
              setDraft(description);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            Edit description
          </Button>
        )}
      </div>
    );
  }

  const finish = (save: boolean) => {
    if (save) {
      store.updatePageDescription(pageId, draft.trim());
      ui.announce('Page description saved.');
    }
    setDraft(null);
    ui.requestFocus('edit-page-description');
  };

  return (
    <form
      {...OWN_UNDO}
      className="fw-pages__description"
      onSubmit={(event) => {
        event.preventDefault();
        finish(true);
      }}
    >
      <label htmlFor={inputId} className="fw-visually-hidden">
        Page description
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className="fw-input"
        value={draft}
        placeholder="Page description (optional)"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            finish(false);
          }
        }}
      />
      <Button size="small" variant="primary" type="submit">
        Save
      </Button>
      <Button size="small" onClick={() => finish(false)}>
        Cancel
      </Button>
    </form>
  );
}
