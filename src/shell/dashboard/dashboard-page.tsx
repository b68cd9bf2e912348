// The dashboard of shell §2: header, the two tabs with their counts, search, grid/list view, and the
// items with edit, duplicate, delete (after the spec's confirmation) and, for templates, "Use template";
// forms also open their responses (issue #8) in a dialog. The shell's notifications show through the
// provider (ShellProvider), on every route.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { FormSummary, ListedForm } from '../../api/forms';
import { signOut } from '../../store/session';
import { Button, ConfirmDialog, SpinnerOverlay, Tabs } from '../../ui';
import { useAuth } from '../auth';
import { useShell } from '../shell-context';
import { DashboardHeader } from './dashboard-header';
import { EmptyState } from './empty-state';
import { FormItem, type ItemAction } from './form-item';
import { descriptionOf, filterByDescription } from './format';
import { ResponsesModal } from './responses-modal';
import { useDashboardData } from './use-dashboard-data';
import { useViewMode, type ViewMode } from './view-mode';

export const DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this form? All data and configurations will be permanently removed.';

export interface DashboardPageProps {
  title?: string;
  onOpenSettings(): void;
}

export function DashboardPage({ title = 'Forms Dashboard', onOpenSettings }: DashboardPageProps) {
  const { session } = useShell();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const data = useDashboardData();
  const [tab, setTab] = useState<'forms' | 'templates'>('forms');
  const [search, setSearch] = useState('');
  const [viewMode, setViewMode] = useViewMode();
  const [pendingDelete, setPendingDelete] = useState<ListedForm | null>(null);
  const [responsesFor, setResponsesFor] = useState<FormSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const searchId = useId();
  const pageRef = useRef<HTMLDivElement>(null);
  // Where focus goes once a deleted item has left the list (its Delete button with it).
  const [focusAfterDelete, setFocusAfterDelete] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!focusAfterDelete) return;
    // After the confirm dialog closed (its layout effect ran first), so the page is no longer inert.
    focusTargetIn(pageRef.current, focusAfterDelete)?.focus();
  }, [focusAfterDelete]);

  const shown = (kind: 'forms' | 'templates') =>
    filterByDescription(kind === 'forms' ? data.forms : data.templates, search);

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut(session).catch(() => undefined);
    navigate('/signin', { replace: true });
  };

  const confirmDelete = async () => {
    if (!pendingDelete || deleting) return;
    // The item's neighbour, as the list shows it now: the next one, else the previous one.
    const items = shown(tab);
    const index = items.findIndex((item) => item.id === pendingDelete.id);
    const neighbour = items[index + 1] ?? items[index - 1];
    setDeleting(true);
    const deleted = await data.remove(pendingDelete);
    setDeleting(false);
    setPendingDelete(null);
    // A failed delete keeps the item: the dialog hands focus back to its Delete button.
    if (deleted) setFocusAfterDelete({ formId: neighbour?.id ?? null });
  };

  const list = (kind: 'forms' | 'templates') => {
    const items = shown(kind);
    if (items.length === 0) return <EmptyState kind={kind} searching={search.trim() !== ''} />;
    return (
      <ul
        className={`fw-dashboard__items fw-dashboard__items--${viewMode}`}
        aria-label={kind === 'forms' ? 'My Forms' : 'Templates'}
      >
        {items.map((item) => (
          <FormItem
            key={item.id}
            item={item}
            onDuplicate={(target) => void data.duplicate(target)}
            duplicating={data.duplicating.has(item.id)}
            onDelete={setPendingDelete}
            onUseTemplate={(template) => navigate(`/create-form?template=${encodeURIComponent(template.id)}`)}
            onResponses={setResponsesFor}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="fw-dashboard" ref={pageRef}>
      <DashboardHeader
        title={title}
        userName={user?.name || user?.username}
        onOpenSettings={onOpenSettings}
        onSignOut={() => void handleSignOut()}
        signingOut={signingOut}
      />
      <main className="fw-dashboard__main">
        <div className="fw-dashboard__toolbar">
          <label htmlFor={searchId} className="fw-visually-hidden">
            Search by description
          </label>
          <input
            id={searchId}
            type="search"
            className="fw-dashboard__search"
            placeholder="Search by description..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ViewToggle mode={viewMode} onChange={setViewMode} />
        </div>
        {data.status === 'loading' ? (
          <div className="fw-dashboard__loading">
            <SpinnerOverlay message="Loading your forms..." />
          </div>
        ) : data.status === 'error' ? (
          <div className="fw-dashboard__failure" role="alert">
            <p>Failed to load forms: {data.error}</p>
            <Button onClick={data.reload}>Try again</Button>
          </div>
        ) : (
          <Tabs
            label="Forms and templates"
            selectedId={tab}
            onSelect={(id) => setTab(id === 'templates' ? 'templates' : 'forms')}
            tabs={[
              { id: 'forms', label: `My Forms (${data.forms.length})`, panel: list('forms') },
              { id: 'templates', label: `Templates (${data.templates.length})`, panel: list('templates') },
            ]}
          />
        )}
      </main>
      <ConfirmDialog
        open={pendingDelete !== null}
        variant="danger"
        title={`Delete "${descriptionOf(pendingDelete?.description ?? '')}"`}
        message={DELETE_CONFIRM_MESSAGE}
        confirmText="Delete Form"
        cancelText="Cancel"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <ResponsesModal form={responsesFor} onClose={() => setResponsesFor(null)} />
    </div>
  );
}

/** A new object per delete, so the same neighbour twice still moves focus. */
interface FocusTarget {
  /** The item to focus the equivalent control of; null: none left in this list. */
  formId: string | null;
}

/** The controls that stand in for a deleted item's Delete button, most alike first. */
const EQUIVALENT_ACTIONS: readonly ItemAction[] = [
  'delete',
  'duplicate',
  'edit',
  'use-template',
  'responses',
];

/**
 * The neighbour's equivalent control; with no neighbour, the selected tab (which reads the new count),
 * else the header's Create New Form.
 */
function focusTargetIn(page: HTMLElement | null, target: FocusTarget): HTMLElement | null {
  if (!page) return null;
  if (target.formId !== null) {
    const item = [...page.querySelectorAll<HTMLElement>('[data-form-id]')].find(
      (element) => element.dataset.formId === target.formId,
    );
    for (const action of EQUIVALENT_ACTIONS) {
      const control = item?.querySelector<HTMLElement>(`[data-action="${action}"]`);
      if (control) return control;
    }
  }
  return (
    page.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ??
    page.querySelector<HTMLElement>('a[href="/create-form"]')
  );
}

function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange(mode: ViewMode): void }) {
  return (
    <fieldset className="fw-dashboard__view-toggle">
      <legend className="fw-visually-hidden">View</legend>
      <Button size="small" aria-pressed={mode === 'grid'} onClick={() => onChange('grid')}>
        Grid view
      </Button>
      <Button size="small" aria-pressed={mode === 'list'} onClick={() => onChange('list')}>
        List view
      </Button>
    </fieldset>
  );
}
