// The Versions panel (shell §2 "Versions panel", §4, §8) on the server's versions: the newest is marked
// 'Current' and offers no rollback while the saved form is as it holds it (the server says so: saves make no
// versions, so after a save with changes the newest is a rollback target like the others); saving needs a description; rolling back asks the catalogue's question,
// then the server replaces the schema and records a new version, and the builder shows that schema. A
// version whose saved schema cannot be read is listed with a note saying so, neither compared nor offered
// for rollback; one that reads but holds a pattern the server refuses (findSchemaProblems, the check of
// the server's rollback) can be compared, and is listed with a note instead of a Rollback.
//
// Rollback and undo: the rolled-back schema enters the builder through store.replaceSchema, one clear undo
// step, so unsaved work that the rollback replaced can still be brought back with Undo (and saved).
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { type ApiVersion, createVersion, listVersions, rollbackVersion } from '../../../api/versions';
import { diffSchemas, findSchemaProblems } from '../../../logic';
import { Button, ConfirmDialog } from '../../../ui';
import { useBuilder } from '../../context';
import { OWN_UNDO } from '../../history-step';
import { useDocSelector, useStoreSelector } from '../../hooks/use-store';
import { usePresence } from '../collaboration/presence';
import { focusStayedOn } from '../focus';
import { ToolAlert, ToolHeading, type ToolMessage } from '../shared';
import { VersionDiff } from './version-diff';
import { versionsStyles } from './versions.styles';

export const VERSION_TEXTS = {
  heading: 'Versions',
  current: 'Current',
  descriptionLabel: 'Version description',
  save: 'Save Version',
  rollback: 'Rollback',
  compare: 'Compare',
  confirmTitle: 'Rollback Version',
  noForm: 'Save the form first: versions are kept for saved forms.',
  empty: 'No versions yet. Save one to keep a snapshot you can return to.',
  loadFailed: 'Failed to load versions',
  readOnly: 'You can view versions; only the owner and editors can save or roll back.',
  builderReadOnly: 'This builder is read-only: you can view versions, not save or roll back.',
  unreadable: 'Its saved schema cannot be read: it cannot be compared or rolled back to.',
  unrestorable:
    'Its saved schema holds a validation pattern the server refuses: it can be compared, not rolled back to.',
} as const;

/** Shell §8, word for word. */
export function rollbackQuestion(versionNumber: number): string {
  return `Are you sure you want to rollback to version ${versionNumber}? This will create a new version with the rolled back changes.`;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function VersionsPanel() {
  const { store, client, notifications, ui } = useBuilder();
  const formId = useStoreSelector((state) => state.formId);
  const role = useStoreSelector((state) => state.role);
  const readOnly = useStoreSelector(() => store.isReadOnly());
  const currentSchema = useDocSelector((doc) => doc.schema);
  const { activityRevision } = useSnapshot(usePresence().state);
  const [versions, setVersions] = useState<ApiVersion[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ApiVersion | null>(null);
  const [comparing, setComparing] = useState<string | null>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const canChange = role !== 'viewer' && !readOnly;

  const load = useCallback(async () => {
    const api = client();
    if (!api || !formId) return;
    try {
      setVersions(await listVersions(api, formId));
      setLoadError(null);
    } catch (error) {
      setLoadError(`${VERSION_TEXTS.loadFailed}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, [client, formId]);

  // Reloaded on each activity event too: another member's save or rollback appears here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: activityRevision is the reload trigger.
  useEffect(() => {
    void load();
  }, [load, activityRevision]);

  const compared = versions.find((version) => version.id === comparing);
  // The versions the server would refuse to restore although they read: the same check as its rollback.
  const unrestorable = useMemo(
    () =>
      new Set(
        versions
          .filter((version) => version.schema_data && findSchemaProblems(version.schema_data).length > 0)
          .map((version) => version.id),
      ),
    [versions],
  );
  const diff = useMemo(
    () => (compared?.schema_data ? diffSchemas(compared.schema_data, currentSchema) : null),
    [compared, currentSchema],
  );

  if (!formId) {
    return (
      <div className="fw-tool-panel">
        <ToolHeading title={VERSION_TEXTS.heading} />
        <p className="fw-muted">{VERSION_TEXTS.noForm}</p>
      </div>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const api = client();
    const text = description.trim();
    if (!api || text === '' || busy) return;
    setBusy(true);
    setMessage(null);
    let saved = false;
    try {
      // The server snapshots the stored form: unsaved changes are saved first, so the version has them.
      if (store.state.dirty && !(await store.save())) throw new Error('The form could not be saved');
      const version = await createVersion(api, formId, text);
      // Save Version is disabled again once the description is cleared, which would drop its focus to
      // <body>: the description, where the next version starts, takes it first.
      if (focusStayedOn(saveRef.current)) inputRef.current?.focus();
      setDescription('');
      setMessage({ tone: 'success', text: `Version ${version?.version_number ?? ''} saved` });
      saved = true;
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
    // The version is saved: Save Version is free again before the list is read anew, so a next version
    // can be saved as soon as this one is listed.
    if (saved) await load();
  };

  const rollback = async () => {
    const target = confirming;
    const api = client();
    if (!target || !api) return;
    setBusy(true);
    try {
      // This builder's id goes with it: its own live event is then not taken for someone else's rollback.
      const { form } = await rollbackVersion(api, formId, target.id, store.clientId);
      store.replaceSchema(form.schema_data, {
        revision: form.revision,
        description: form.description,
        isTemplate: form.is_template,
      });
      setConfirming(null);
      setMessage({ tone: 'success', text: `Rolled back to version ${target.version_number}` });
      ui.announce(`Rolled back to version ${target.version_number}.`);
      await load();
    } catch (error) {
      setConfirming(null);
      const text = error instanceof Error ? error.message : String(error);
      setMessage({ tone: 'error', text });
      notifications.notify('error', 'Rollback failed', text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fw-tool-panel fw-versions">
      <style>{versionsStyles}</style>
      <ToolHeading title={VERSION_TEXTS.heading}>
        {canChange
          ? 'Save snapshots of this form and roll back to one.'
          : // A read-only builder's owner or editor is no viewer: "only the owner and editors" would tell
            // the owner they are not one.
            role === 'viewer'
            ? VERSION_TEXTS.readOnly
            : VERSION_TEXTS.builderReadOnly}
      </ToolHeading>
      {canChange ? (
        <form className="fw-versions__save" onSubmit={save} {...OWN_UNDO}>
          <div className="fw-config-field">
            <label className="fw-config-field__label" htmlFor={inputId}>
              {VERSION_TEXTS.descriptionLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="fw-config-input"
              value={description}
              maxLength={1000}
              placeholder="What changed in this version?"
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {/* Inactive rather than disabled while saving: the button keeps the focus of the press. */}
          <Button
            ref={saveRef}
            type="submit"
            variant="primary"
            disabled={description.trim() === ''}
            inactive={busy}
          >
            {VERSION_TEXTS.save}
          </Button>
        </form>
      ) : null}
      <ToolAlert message={message} />
      {loadError ? <ToolAlert message={{ tone: 'error', text: loadError }} /> : null}
      {versions.length === 0 && !loadError ? <p className="fw-muted">{VERSION_TEXTS.empty}</p> : null}
      <ul className="fw-tool-list" aria-label="Versions">
        {versions.map((version) => {
          const isCurrent = version.is_current;
          const restorable = version.schema_data !== null && !unrestorable.has(version.id);
          return (
            <li key={version.id} className="fw-tool-list__item" data-version={version.version_number}>
              <div className="fw-tool-list__main">
                <span className="fw-tool-list__name">Version {version.version_number}</span>
                {isCurrent ? <span className="fw-badge">{VERSION_TEXTS.current}</span> : null}
                <span>{version.description}</span>
                <span className="fw-muted fw-version__meta">{formatDate(version.created_at)}</span>
              </div>
              <div className="fw-tool-list__actions">
                {/* A snapshot migrate() cannot read (a later schema version, a damaged row) can be neither
                    compared nor restored: the server would refuse it, or restore what this builder cannot
                    show. The row says so instead of offering either. */}
                {version.schema_data === null ? (
                  <span className="fw-muted fw-version__meta">{VERSION_TEXTS.unreadable}</span>
                ) : (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-pressed={comparing === version.id}
                    aria-label={`${VERSION_TEXTS.compare} version ${version.version_number} with the current form`}
                    onClick={() => setComparing(comparing === version.id ? null : version.id)}
                  >
                    {VERSION_TEXTS.compare}
                  </Button>
                )}
                {/* One that reads but holds a pattern the server refuses: comparing is harmless, but the
                    rollback would only fail with the server's 422. */}
                {version.schema_data !== null && !restorable ? (
                  <span className="fw-muted fw-version__meta">{VERSION_TEXTS.unrestorable}</span>
                ) : null}
                {canChange && !isCurrent && restorable ? (
                  <Button
                    size="small"
                    variant="warning"
                    aria-label={`${VERSION_TEXTS.rollback} to version ${version.version_number}`}
                    // Not disabled: the confirmation hands focus back to this button while busy.
                    inactive={busy}
                    onClick={() => setConfirming(version)}
                  >
                    {VERSION_TEXTS.rollback}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {compared && diff ? <VersionDiff diff={diff} versionNumber={compared.version_number} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={VERSION_TEXTS.confirmTitle}
        message={confirming ? rollbackQuestion(confirming.version_number) : ''}
        variant="warning"
        confirmText={VERSION_TEXTS.rollback}
        busy={busy}
        onConfirm={() => void rollback()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
