import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  moveItem,
  newOptionDraft,
  type OptionDraft,
  setOptionDraftLabel,
  setOptionDraftValue,
} from '../../logic';
import {
  addOption,
  canAddOption,
  optionValueProblem,
  removeOptionAt,
  updateOptionAt,
} from '../../logic/options';
import type { Option } from '../../model';
import { Button } from '../../ui';
import { OWN_UNDO } from '../history-step';
import { ConfigSection, TextField } from './controls';
import { CheckedTextField, type TextCheck } from './draft-fields';
import { RowActions } from './row-actions';
import { useRowFocus } from './row-focus';

export interface OptionEditorProps {
  options: readonly Option[];
  onChange: (options: Option[]) => void;
}

export const ADD_OPTION_NEEDS = 'An option needs a label and a value.';

type TextEntry = HTMLInputElement | HTMLTextAreaElement;

/** A value the other options already use is refused (kept on screen with the reason, not stored). */
const checkValue =
  (options: readonly Option[], index: number) =>
  (value: string): TextCheck => {
    const problem = optionValueProblem(options, index, value);
    return problem ? { ok: false, message: problem } : { ok: true, value };
  };

/**
 * The suggested 'Option N' / 'optionN' is real text, so typing into it would append ('Option 4Red').
 * While it is untouched, focusing an input selects it, and typing replaces it. A click would put the
 * caret back on mouse up, so that one mouse up is cancelled.
 */
function useSelectSuggestion(untouched: boolean) {
  const selectedOnFocus = useRef(false);
  return {
    onFocus(event: FocusEvent<TextEntry>) {
      if (!untouched) return;
      event.currentTarget.select();
      selectedOnFocus.current = true;
    },
    onMouseUp(event: MouseEvent<TextEntry>) {
      if (selectedOnFocus.current) event.preventDefault();
      selectedOnFocus.current = false;
    },
  };
}

/**
 * Options of select, radio and multiselect fields (authoring §2). The new-option inputs start as
 * 'Option N' / 'optionN'; the value follows the label as it is typed until the author edits the value.
 * Option values are unique: a value another option has is refused, with the reason at its input.
 */
export function OptionEditor({ options, onChange }: OptionEditorProps) {
  // null while untouched, so the suggested 'Option N' keeps up with additions and removals.
  const [touched, setTouched] = useState<OptionDraft | null>(null);
  const draft = touched ?? newOptionDraft(options);
  const needsId = useId();
  const complete = canAddOption(draft.label, draft.value);
  const valueProblem = optionValueProblem(options, -1, draft.value);
  const addable = complete && valueProblem === undefined;
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const addAreaRef = useRef<HTMLDivElement>(null);
  // With no option left, focus goes to Add Option, or to the new option's inputs while it cannot add.
  const { listRef, focusAfterChange } = useRowFocus(options, [addButtonRef, addAreaRef]);
  const suggestion = useSelectSuggestion(touched === null);
  // Added with Enter, the input keeps focus and shows the next suggestion: selected, like on focus.
  const selectAfterAdd = useRef<TextEntry | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the added option has arrived.
  useLayoutEffect(() => {
    const input = selectAfterAdd.current;
    selectAfterAdd.current = null;
    input?.select();
  }, [options]);

  const add = () => {
    if (!addable) return false;
    onChange([...addOption(options, draft)]);
    setTouched(null);
    return true;
  };
  const addOnEnter = (event: KeyboardEvent<TextEntry>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (add()) selectAfterAdd.current = event.currentTarget;
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
              <CheckedTextField
                label={`${name} value`}
                hideLabel
                spellCheck={false}
                value={option.value}
                check={checkValue(options, index)}
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
          {...suggestion}
        />
        <TextField
          label="New option value"
          value={draft.value}
          error={valueProblem}
          onChange={(value) => setTouched(setOptionDraftValue(draft, value))}
          onKeyDown={addOnEnter}
          {...suggestion}
        />
        <Button
          ref={addButtonRef}
          variant="primary"
          size="small"
          disabled={!addable}
          aria-describedby={complete ? undefined : needsId}
          onClick={add}
        >
          Add Option
        </Button>
        {complete ? null : (
          <p id={needsId} className="fw-config-field__hint">
            {ADD_OPTION_NEEDS}
          </p>
        )}
      </div>
    </ConfigSection>
  );
}
