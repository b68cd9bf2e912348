import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { selectedField } from '../../logic';
import { FORM_DESCRIPTION_MAX } from '../../model';
import { Button, ConfirmDialog } from '../../ui';
import { TYPE_NAMES } from '../canvas/field-preview';
import { useBuilder } from '../context';
import { type HistoryDirection, stepHistory } from '../history-step';
import { reachableCount } from '../hooks/derived';
import { useDocSelector, useReadOnly } from '../hooks/use-store';
import { PublicLinkRow, PublishButton } from './publish-control';
import { TemplateSwitch } from './template-switch';

/** The header's Save (Create) button, for focus requests. */
export const SAVE_FOCUS_KEY = 'save';

export interface BuilderHeaderProps {
  onNavigateDashboard: () => void;
}

/**
 * Shell §2 header: the editable form description, Dashboard, Preview, Save (Create for a new form),
 * Tools, the field count and the selection indicator; plus undo/redo, the template switch, and publishing
 * with the public link (issue #8).
 */
export function BuilderHeader({ onNavigateDashboard }: BuilderHeaderProps) {
  const { store, ui } = useBuilder();
  const state = useSnapshot(store.state);
  const readOnly = useReadOnly();
  const fieldCount = useDocSelector((doc) => reachableCount(doc.schema));
  const selected = useDocSelector((doc) => selectedField(doc));
  const [confirmLeave, setConfirmLeave] = useState(false);
  const creating = state.formId === null;
  const saving = state.saveStatus === 'saving';

  // The last undo disables its own button: focus moves to Redo (and back) instead of falling to <body>.
  const historyButton = (direction: HistoryDirection) => {
    if (!stepHistory(store, ui, direction)) return;
    const exhausted = direction === 'undo' ? !store.state.canUndo : !store.state.canRedo;
    if (exhausted) ui.requestFocus(direction === 'undo' ? 'history-redo' : 'history-undo');
  };

  const leave = () => {
    // Read-only too: changes made before this member was made a viewer are lost by leaving.
    if (state.dirty) setConfirmLeave(true);
    else onNavigateDashboard();
  };

  return (
    <div className="fw-header" part="header">
      <div className="fw-header__title-row">
        <input
          className="fw-header__description fw-input"
          aria-label="Form description"
          placeholder="Form Description"
          // The service refuses a longer description: every save would fail with 'Save failed'.
          maxLength={FORM_DESCRIPTION_MAX}
          value={state.description}
          readOnly={readOnly}
          onChange={(event) => store.setDescription(event.target.value)}
          onBlur={() => store.sealHistory()}
        />
        <p className="fw-header__meta">
          <span>{fieldCount === 1 ? '1 field' : `${fieldCount} fields`}</span>
          <span aria-hidden="true"> · </span>
          <span className="fw-header__selection">
            {selected
              ? `Selected: ${selected.label.trim() || TYPE_NAMES[selected.type]}`
              : 'No field selected'}
          </span>
          {readOnly ? <span className="fw-badge fw-badge--muted">View only</span> : null}
        </p>
      </div>
      <div className="fw-header__actions">
        {readOnly ? null : (
          <>
            <Button
              size="small"
              variant="ghost"
              onClick={() => historyButton('undo')}
              disabled={!state.canUndo}
              aria-keyshortcuts="Control+Z Meta+Z"
              data-focus-key="history-undo"
            >
              Undo
            </Button>
            <Button
              size="small"
              variant="ghost"
              onClick={() => historyButton('redo')}
              disabled={!state.canRedo}
              aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z"
              data-focus-key="history-redo"
            >
              Redo
            </Button>
            <TemplateSwitch />
          </>
        )}
        <Button size="small" onClick={leave}>
          Dashboard
        </Button>
        <Button size="small" onClick={() => (ui.state.previewOpen = true)} aria-haspopup="dialog">
          Preview
        </Button>
        <Button size="small" onClick={() => (ui.state.toolsOpen = true)} aria-haspopup="dialog">
          Tools
        </Button>
        <PublishButton />
        {readOnly ? null : (
          <Button
            size="small"
            variant="primary"
            onClick={() => void store.save()}
            // Inactive, not disabled, while saving: the button keeps the focus of the key press that
            // started the save. Also where focus goes when the remote notice's buttons go (SAVE_FOCUS_KEY).
            inactive={saving}
            aria-keyshortcuts="Control+S Meta+S"
            data-focus-key={SAVE_FOCUS_KEY}
          >
            {saving ? (creating ? 'Creating...' : 'Saving...') : creating ? 'Create' : 'Save'}
          </Button>
        )}
      </div>
      <PublicLinkRow />
      {state.saveError ? (
        <p className="fw-header__error" role="alert">
          {state.saveError}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmLeave}
        variant="warning"
        title="Leave without saving?"
        message="Your changes to this form are not saved yet."
        confirmText="Leave"
        cancelText="Stay"
        onConfirm={() => {
          setConfirmLeave(false);
          onNavigateDashboard();
        }}
        onCancel={() => setConfirmLeave(false)}
      />
    </div>
  );
}
