import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  moveItem,
  newOptionDraft,
  type OptionDraft,
  setOptionDraftLabel,
  setOptionDraftValue,
} from '../../logic';
import { addOption, canAddOption, removeOptionAt, updateOptionAt } from '../../logic/options';
import type { Option } from '../../model';
import { Button } from '../../ui';
import { OWN_UNDO } from '../history-step';
import { ConfigSection, TextField } from './controls';
import { RowActions } from './row-actions';
import { useRowFocus } from './row-focus';

export interface OptionEditorProps {
  options: readonly Option[];
  onChange: (options: Option[]) => void;
}

export const ADD_OPTION_NEEDS = 'An option needs a label and a value.';

/**
 * Options of select, radio and multiselect fields (authoring §2). The new-option inputs start as
 * 'Option N' / 'optionN'; the value follows the label as it is typed until the author edits the value.
 */
export function OptionEditor({ options, onChange }: OptionEditorProps) {
  // null while untouched, so the suggested 'Option N' keeps up with additions and removals.
  const [touched, setTouched] = useState<OptionDraft | null>(null);
  const draft = touched ?? newOptionDraft(options);
  const needsId = useId();
  const addable = canAddOption(draft.label, draft.value);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const addAreaRef = useRef<HTMLDivElement>(null);
  // With no option left, focus goes to Add Option, or to the new option's inputs while it cannot add.
  const { listRef, focusAfterChange } = useRowFocus(options, [addButtonRef, addAreaRef]);

  const add = () => {
    if (!addable) return;
    onChange([...addOption(options, draft)]);
    setTouched(null);
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <ConfigSection title="Options" className="fw-option-editor">
      {options.length === 0 ? <p className="fw-config-empty">No options yet.</p> : null}
      <ol ref={listRef} className="fw-config-rows">
        {options.map((option, index) => {
          const name = `Option ${index + 1}`;
          return (
            // Options have no id and may share values while being edited: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="fw-config-row">
              <TextField
                label={`${name} label`}
                hideLabel
                value={option.label}
                onChange={(label) => onChange([...updateOptionAt(options, index, { label })])}
              />
              <TextField
                label={`${name} value`}
                hideLabel
                value={option.value}
                onChange={(value) => onChange([...updateOptionAt(options, index, { value })])}
              />
              <RowActions
                name={name}
                index={index}
                count={options.length}
                onMove={(delta) => {
                  focusAfterChange(index + delta, delta < 0 ? 'up' : 'down');
                  onChange(moveItem(options, index, delta));
                }}
                onRemove={() => {
                  focusAfterChange(index, 'remove');
                  onChange([...removeOptionAt(options, index)]);
                }}
              />
            </li>
          );
        })}
      </ol>
      <div ref={addAreaRef} className="fw-config-add" {...OWN_UNDO}>
        <TextField
          label="New option label"
          value={draft.label}
          onChange={(label) => setTouched(setOptionDraftLabel(draft, label))}
          onKeyDown={addOnEnter}
        />
        <TextField
          label="New option value"
          value={draft.value}
          onChange={(value) => setTouched(setOptionDraftValue(draft, value))}
          onKeyDown={addOnEnter}
        />
        <Button
          ref={addButtonRef}
          variant="primary"
          size="small"
          disabled={!addable}
          aria-describedby={addable ? undefined : needsId}
          onClick={add}
        >
          Add Option
        </Button>
        {addable ? null : (
          <p id={needsId} className="fw-config-field__hint">
            {ADD_OPTION_NEEDS}
          </p>
        )}
      </div>
    </ConfigSection>
  );
}
