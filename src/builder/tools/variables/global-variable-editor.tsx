import { useState } from 'react';
import { type GlobalVariable, VARIABLE_DATA_TYPES, type VariableDataType } from '../../../model';
import { Button } from '../../../ui';
import { SelectField, TextField } from '../../config/controls';
import { OWN_UNDO } from '../../history-step';
import { useInlineEditor } from '../focus';

export const VARIABLE_NAME_REQUIRED_MESSAGE = 'Variable name is required';
export const VARIABLE_NAME_TAKEN_MESSAGE = 'A variable with this name already exists';
/** Braces would end the token early: '{{a}b}}' can never resolve. */
export const VARIABLE_NAME_BRACES_MESSAGE = 'Variable names cannot contain { or }';

export type GlobalVariableDraft = Omit<GlobalVariable, 'id' | 'description' | 'placeholder' | 'helpText'> & {
  description: string;
  placeholder: string;
  helpText: string;
};

export function emptyVariableDraft(): GlobalVariableDraft {
  return { name: '', value: '', dataType: 'string', description: '', placeholder: '', helpText: '' };
}

export function draftOfVariable(variable: GlobalVariable): GlobalVariableDraft {
  return {
    name: variable.name,
    value: variable.value,
    dataType: variable.dataType,
    description: variable.description ?? '',
    placeholder: variable.placeholder ?? '',
    helpText: variable.helpText ?? '',
  };
}

/** The variable to store: name trimmed, empty optional texts left out. */
export function variableFromDraft(draft: GlobalVariableDraft, id: string): GlobalVariable {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  const description = optional(draft.description);
  const placeholder = optional(draft.placeholder);
  const helpText = optional(draft.helpText);
  return {
    id,
    name: draft.name.trim(),
    value: draft.value,
    dataType: draft.dataType,
    ...(description !== undefined && { description }),
    ...(placeholder !== undefined && { placeholder }),
    ...(helpText !== undefined && { helpText }),
  };
}

export function variableNameError(name: string, takenNames: ReadonlySet<string>): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return VARIABLE_NAME_REQUIRED_MESSAGE;
  if (/[{}]/.test(trimmed)) return VARIABLE_NAME_BRACES_MESSAGE;
  if (takenNames.has(trimmed)) return VARIABLE_NAME_TAKEN_MESSAGE;
  return undefined;
}

const DATA_TYPE_CHOICES = VARIABLE_DATA_TYPES.map((value) => ({ value, label: value }));

export interface GlobalVariableEditorProps {
  mode: 'add' | 'edit';
  initial: GlobalVariableDraft;
  /** Names of the other variables. */
  takenNames: ReadonlySet<string>;
  onSave: (draft: GlobalVariableDraft) => void;
  onCancel: () => void;
}

/**
 * Adds or edits one global variable (authoring §3: name, value, data type, description, placeholder, help
 * text). It opens with focus on Name; Escape cancels.
 */
export function GlobalVariableEditor({
  mode,
  initial,
  takenNames,
  onSave,
  onCancel,
}: GlobalVariableEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const nameError = variableNameError(draft.name, takenNames);
  const patch = (next: Partial<GlobalVariableDraft>) => setDraft((previous) => ({ ...previous, ...next }));
  const editor = useInlineEditor<HTMLFormElement>(onCancel);
  return (
    <form
      {...OWN_UNDO}
      {...editor}
      className="fw-tool-editor"
      aria-label={mode === 'add' ? 'Add global variable' : 'Edit global variable'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!nameError) onSave(draft);
      }}
    >
      <h3 className="fw-tool-editor__title">{mode === 'add' ? 'Add Variable' : 'Edit Variable'}</h3>
      <div className="fw-config-grid">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(name) => patch({ name })}
          onBlur={() => setNameTouched(true)}
          error={nameTouched ? nameError : undefined}
          hint={draft.name.trim() ? `Used as {{${draft.name.trim()}}}` : undefined}
        />
        <SelectField<VariableDataType>
          label="Data type"
          value={draft.dataType}
          choices={DATA_TYPE_CHOICES}
          onChange={(dataType) => patch({ dataType })}
        />
        <TextField label="Value" value={draft.value} onChange={(value) => patch({ value })} />
        <TextField
          label="Placeholder"
          value={draft.placeholder}
          onChange={(placeholder) => patch({ placeholder })}
        />
        <TextField label="Help text" value={draft.helpText} onChange={(helpText) => patch({ helpText })} />
        <TextField
          label="Description"
          value={draft.description}
          onChange={(description) => patch({ description })}
        />
      </div>
      <div className="fw-config-button-row">
        <Button type="submit" variant="primary" disabled={nameError !== undefined}>
          {mode === 'add' ? 'Add Variable' : 'Save Changes'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
