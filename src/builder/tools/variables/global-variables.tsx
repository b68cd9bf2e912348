import { useId, useState } from 'react';
import { createFieldId, createIdGenerator, fieldFromVariable, variableToken } from '../../../logic';
import type { GlobalVariable } from '../../../model';
import { Button } from '../../../ui';
import { useBuilder } from '../../context';
import { useDocSelector } from '../../hooks/use-store';
import { focusAfterRemoval, rowFocusKey } from '../focus';
import { ToolHeading, useReadOnly } from '../shared';
import {
  draftOfVariable,
  emptyVariableDraft,
  type GlobalVariableDraft,
  GlobalVariableEditor,
  variableFromDraft,
} from './global-variable-editor';

type EditorState = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; variable: GlobalVariable };

const makeVariableId = createIdGenerator('var');

const ADD_KEY = 'tools:add-variable';
const editKey = (id: string) => rowFocusKey('variables', 'edit', id);
const deleteKey = (id: string) => rowFocusKey('variables', 'delete', id);

/**
 * Global variables of the form: list, add, edit, delete, and turn one into a field (authoring §3).
 * Leaving the editor hands focus back to the edited variable's Edit, or to Add Variable.
 */
export function GlobalVariablesSection() {
  const { store, ui } = useBuilder();
  const variables = useDocSelector((doc) => doc.schema.globalVariables);
  const readOnly = useReadOnly();
  const [editor, setEditor] = useState<EditorState>({ mode: 'list' });
  const headingId = useId();
  const backToList = () => {
    setEditor({ mode: 'list' });
    if (editor.mode === 'edit') ui.requestFocus(editKey(editor.variable.id), [ADD_KEY]);
    else ui.requestFocus(ADD_KEY);
  };

  if (editor.mode !== 'list' && !readOnly) {
    const editedId = editor.mode === 'edit' ? editor.variable.id : null;
    const takenNames = new Set(variables.filter((v) => v.id !== editedId).map((v) => v.name));
    const save = (draft: GlobalVariableDraft) => {
      const current = store.state.doc.schema.globalVariables;
      const saved = variableFromDraft(draft, editedId ?? makeVariableId());
      store.setGlobalVariables(
        editedId ? current.map((v) => (v.id === editedId ? saved : v)) : [...current, saved],
      );
      ui.announce(`Variable ${saved.name} saved.`);
      backToList();
    };
    return (
      <GlobalVariableEditor
        mode={editor.mode}
        initial={editor.mode === 'edit' ? draftOfVariable(editor.variable) : emptyVariableDraft()}
        takenNames={takenNames}
        onSave={save}
        onCancel={backToList}
      />
    );
  }

  return (
    <section className="fw-tool-panel" aria-labelledby={headingId}>
      <ToolHeading id={headingId} title="Global Variables">
        Use {'{{name}}'}, {'{{name.placeholder}}'} or {'{{name.helpText}}'} in labels, placeholders and help
        text.
      </ToolHeading>
      {variables.length === 0 ? (
        <p className="fw-config-empty">No global variables yet.</p>
      ) : (
        <ul className="fw-tool-list" aria-label="Global variables">
          {variables.map((variable) => (
            <li key={variable.id} className="fw-tool-list__item">
              <div className="fw-tool-list__main">
                <span className="fw-tool-list__name">{variable.name}</span>
                <code>{variableToken(variable.name)}</code>
                <span className="fw-muted">
                  {variable.dataType}
                  {variable.value ? ` · ${variable.value}` : ''}
                </span>
              </div>
              <div className="fw-tool-list__actions">
                <Button
                  size="small"
                  disabled={readOnly}
                  aria-label={`Add as field: ${variable.name}`}
                  onClick={() => {
                    const id = store.addField(fieldFromVariable(variable, createFieldId()));
                    if (id) ui.announce(`Field for ${variable.name} added.`);
                  }}
                >
                  Add as field
                </Button>
                <Button
                  size="small"
                  disabled={readOnly}
                  aria-label={`Edit ${variable.name}`}
                  data-focus-key={editKey(variable.id)}
                  onClick={() => setEditor({ mode: 'edit', variable })}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  disabled={readOnly}
                  aria-label={`Delete ${variable.name}`}
                  data-focus-key={deleteKey(variable.id)}
                  onClick={() => {
                    const ids = variables.map((v) => v.id);
                    store.setGlobalVariables(
                      store.state.doc.schema.globalVariables.filter((v) => v.id !== variable.id),
                    );
                    ui.announce(`Variable ${variable.name} deleted.`);
                    focusAfterRemoval(ui, ids, variable.id, deleteKey, [ADD_KEY]);
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
          Add Variable
        </Button>
      </div>
    </section>
  );
}
