import { useState } from 'react';
import {
  type CustomButtonDraft,
  customButtonFromDraft,
  newCustomButtonDraft,
  removeCustomButton,
  saveCustomButton,
} from '../../../logic';
import type { CustomButton } from '../../../model';
import { Button } from '../../../ui';
import { useBuilder } from '../../context';
import { focusAfterRemoval, rowFocusKey } from '../focus';
import { ToolHeading, useReadOnly, useSettings } from '../shared';
import { ACTION_LABELS, CustomButtonEditor } from './custom-button-editor';

type EditorState = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; button: CustomButton };

const ADD_KEY = 'tools:add-button';
const editKey = (id: string) => rowFocusKey('custom-buttons', 'edit', id);
const deleteKey = (id: string) => rowFocusKey('custom-buttons', 'delete', id);

function draftOf(button: CustomButton): CustomButtonDraft {
  return { ...button, action_value: button.action_value ?? '' };
}

/**
 * The Custom CTA's tab: the form's extra buttons, and the editor in add or edit mode (authoring §2, §4).
 * Leaving the editor hands focus back to the edited button's Edit, or to Add Custom Button.
 */
export function CustomButtonsPanel() {
  const { store, ui } = useBuilder();
  const settings = useSettings();
  const readOnly = useReadOnly();
  const [editor, setEditor] = useState<EditorState>({ mode: 'list' });
  const buttons = settings.customButtons;
  const backToList = () => {
    setEditor({ mode: 'list' });
    if (editor.mode === 'edit') ui.requestFocus(editKey(editor.button.id), [ADD_KEY]);
    else ui.requestFocus(ADD_KEY);
  };

  const save = (draft: CustomButtonDraft) => {
    const button = customButtonFromDraft(draft);
    if (!button) return;
    store.updateSettings(
      {
        customButtons: saveCustomButton(store.state.doc.schema.settings, button).customButtons,
      },
      false,
    );
    ui.announce(editor.mode === 'add' ? `Button ${button.text} added.` : `Button ${button.text} saved.`);
    backToList();
  };

  if (editor.mode !== 'list' && !readOnly) {
    return (
      <CustomButtonEditor
        mode={editor.mode}
        initial={editor.mode === 'edit' ? draftOf(editor.button) : newCustomButtonDraft()}
        onSave={save}
        onCancel={backToList}
      />
    );
  }

  return (
    <div className="fw-tool-panel">
      <ToolHeading title="Custom Buttons">
        Extra buttons shown next to the submit button: redirect, custom event, save draft or print.
      </ToolHeading>
      {buttons.length === 0 ? (
        <p className="fw-config-empty">No custom buttons yet.</p>
      ) : (
        <ul className="fw-tool-list" aria-label="Custom buttons">
          {buttons.map((button) => (
            <li key={button.id} className="fw-tool-list__item">
              <div className="fw-tool-list__main">
                <span className="fw-tool-list__name">{button.text}</span>
                <span className="fw-muted">
                  {ACTION_LABELS[button.action_type]}
                  {button.action_value ? `: ${button.action_value}` : ''} · {button.style} · {button.position}
                  {button.enabled ? '' : ' · disabled'}
                </span>
              </div>
              <div className="fw-tool-list__actions">
                <Button
                  size="small"
                  disabled={readOnly}
                  aria-label={`Edit ${button.text}`}
                  data-focus-key={editKey(button.id)}
                  onClick={() => setEditor({ mode: 'edit', button })}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  disabled={readOnly}
                  aria-label={`Delete ${button.text}`}
                  data-focus-key={deleteKey(button.id)}
                  onClick={() => {
                    const ids = buttons.map((b) => b.id);
                    store.updateSettings(
                      {
                        customButtons: removeCustomButton(store.state.doc.schema.settings, button.id)
                          .customButtons,
                      },
                      false,
                    );
                    ui.announce(`Button ${button.text} deleted.`);
                    focusAfterRemoval(ui, ids, button.id, deleteKey, [ADD_KEY]);
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="primary"
          disabled={readOnly}
          data-focus-key={ADD_KEY}
          onClick={() => setEditor({ mode: 'add' })}
        >
          Add Custom Button
        </Button>
      </div>
    </div>
  );
}
