import { useState } from 'react';
import { type CustomButtonDraft, customButtonErrors } from '../../../logic';
import {
  CUSTOM_BUTTON_ACTIONS,
  CUSTOM_BUTTON_POSITIONS,
  CUSTOM_BUTTON_STYLES,
  type CustomButton,
} from '../../../model';
import { Button } from '../../../ui';
import type { Choice } from '../../config/choices';
import { CheckboxField, SelectField, TextField } from '../../config/controls';
import { OWN_UNDO } from '../../history-step';
import { useInlineEditor } from '../focus';

export const ACTION_LABELS: Record<CustomButton['action_type'], string> = {
  redirect: 'Redirect to URL',
  customEvent: 'Custom event',
  saveDraft: 'Save draft',
  print: 'Print',
};
const STYLE_LABELS: Record<CustomButton['style'], string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  outline: 'Outline',
  ghost: 'Ghost',
};
const POSITION_LABELS: Record<CustomButton['position'], string> = {
  'before-submit': 'Before submit button',
  'after-submit': 'After submit button',
};

// The model's lists are the source; the labels only name them.
const ACTION_CHOICES: readonly Choice<CustomButton['action_type']>[] = CUSTOM_BUTTON_ACTIONS.map((value) => ({
  value,
  label: ACTION_LABELS[value],
}));
const STYLE_CHOICES = CUSTOM_BUTTON_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] }));
const POSITION_CHOICES = CUSTOM_BUTTON_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

export interface CustomButtonEditorProps {
  mode: 'add' | 'edit';
  initial: CustomButtonDraft;
  onSave: (draft: CustomButtonDraft) => void;
  onCancel: () => void;
}

/**
 * The custom button editor (authoring §2, §4, §5): add or edit mode, Cancel back to the list. Save stays
 * disabled while the text is empty, a redirect has no URL or a custom event no name; the messages show
 * once the author has left the input. It opens with focus on Button Text; Escape cancels.
 */
export function CustomButtonEditor({ mode, initial, onSave, onCancel }: CustomButtonEditorProps) {
  const [draft, setDraft] = useState<CustomButtonDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = customButtonErrors(draft);
  const canSave = Object.keys(errors).length === 0;
  const touch = (name: string) => setTouched((previous) => new Set(previous).add(name));
  const patch = (next: Partial<CustomButtonDraft>) => setDraft((previous) => ({ ...previous, ...next }));
  const needsValue = draft.action_type === 'redirect' || draft.action_type === 'customEvent';
  const editor = useInlineEditor<HTMLFormElement>(onCancel);

  return (
    <form
      {...OWN_UNDO}
      {...editor}
      className="fw-tool-editor"
      aria-label={mode === 'add' ? 'Add custom button' : 'Edit custom button'}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(draft);
      }}
    >
      <h3 className="fw-tool-editor__title">{mode === 'add' ? 'Add Custom Button' : 'Edit Custom Button'}</h3>
      <div className="fw-config-grid">
        <TextField
          label="Button Text"
          value={draft.text}
          onChange={(text) => patch({ text })}
          onBlur={() => touch('text')}
          error={touched.has('text') ? errors.text : undefined}
        />
        <SelectField
          label="Action"
          value={draft.action_type}
          choices={ACTION_CHOICES}
          onChange={(action_type) => patch({ action_type })}
        />
        {needsValue ? (
          <TextField
            label={draft.action_type === 'redirect' ? 'Redirect URL' : 'Event Name'}
            type={draft.action_type === 'redirect' ? 'url' : 'text'}
            placeholder={draft.action_type === 'redirect' ? 'https://example.com' : 'my-event'}
            value={draft.action_value}
            onChange={(action_value) => patch({ action_value })}
            onBlur={() => touch('action_value')}
            error={touched.has('action_value') ? errors.action_value : undefined}
          />
        ) : null}
        <SelectField
          label="Style"
          value={draft.style}
          choices={STYLE_CHOICES}
          onChange={(style) => patch({ style })}
        />
        <SelectField
          label="Position"
          value={draft.position}
          choices={POSITION_CHOICES}
          onChange={(position) => patch({ position })}
        />
        <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => patch({ enabled })} />
      </div>
      <div className="fw-config-button-row">
        <Button type="submit" variant="primary" disabled={!canSave}>
          {mode === 'add' ? 'Add Button' : 'Save Changes'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
