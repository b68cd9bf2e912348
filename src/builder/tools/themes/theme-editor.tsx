import { useId, useState } from 'react';
import { canSaveTheme, themeContrastWarnings } from '../../../logic';
import { BUILT_IN_THEMES, type Theme, type ThemeColors } from '../../../model';
import { Button } from '../../../ui';
import { SelectField, TextField } from '../../config/controls';
import { OWN_UNDO } from '../../history-step';
import { useInlineEditor } from '../focus';

export const THEME_NAME_REQUIRED_MESSAGE = 'Theme name is required';

const COLOR_LABELS: Record<keyof ThemeColors, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  surface: 'Surface',
  text: 'Text',
  textSecondary: 'Secondary text',
  border: 'Border',
  error: 'Error',
  success: 'Success',
};
const COLOR_KEYS = Object.keys(COLOR_LABELS) as (keyof ThemeColors)[];
const HEX = /^#[0-9a-f]{6}$/i;

/** The contrast warnings of a theme (WCAG AA, src/logic/contrast.ts), or nothing when it passes. */
export function ContrastWarnings({ theme }: { theme: Pick<Theme, 'colors'> }) {
  const warnings = themeContrastWarnings(theme);
  if (warnings.length === 0) return null;
  return (
    <div className="fw-tool-alert fw-tool-alert--warning" role="status">
      <p className="fw-tool-alert__text">Low contrast: text may be hard to read.</p>
      <ul className="fw-tool-alert__list">
        {warnings.map((warning) => (
          <li key={`${warning.foreground}-${warning.background}`}>{warning.message}</li>
        ))}
      </ul>
    </div>
  );
}

function ColorInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="fw-tool-color">
      <input
        id={id}
        type="color"
        // A colour input only takes #rrggbb; other CSS colours show as black until changed.
        value={HEX.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id}>{label}</label>
      <code className="fw-muted">{value}</code>
    </div>
  );
}

export interface ThemeEditorProps {
  /** The theme the new one starts from. */
  base: Theme;
  onSave: (name: string, theme: Theme) => void;
  onCancel: () => void;
}

/**
 * A custom theme from a base theme: name (required), description and the ten colours, with the contrast
 * check. It opens with focus on Theme name; Escape cancels.
 */
export function ThemeEditor({ base, onSave, onCancel }: ThemeEditorProps) {
  const [draft, setDraft] = useState<Theme>({ ...base, name: '', colors: { ...base.colors } });
  const [nameTouched, setNameTouched] = useState(false);
  const [startId, setStartId] = useState(Object.hasOwn(BUILT_IN_THEMES, base.id) ? base.id : '');
  const valid = canSaveTheme(draft.name);
  const baseChoices = Object.values(BUILT_IN_THEMES).map((theme) => ({ value: theme.id, label: theme.name }));
  const editor = useInlineEditor<HTMLFormElement>(onCancel);
  return (
    <form
      {...OWN_UNDO}
      {...editor}
      className="fw-tool-editor"
      aria-label="Create custom theme"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(draft.name, draft);
      }}
    >
      <h3 className="fw-tool-editor__title">Create Custom Theme</h3>
      <div className="fw-config-grid">
        <TextField
          label="Theme name"
          value={draft.name}
          onChange={(name) => setDraft((previous) => ({ ...previous, name }))}
          onBlur={() => setNameTouched(true)}
          error={nameTouched && !valid ? THEME_NAME_REQUIRED_MESSAGE : undefined}
        />
        <TextField
          label="Description"
          value={draft.description}
          onChange={(description) => setDraft((previous) => ({ ...previous, description }))}
        />
        <SelectField
          label="Start from"
          value={startId}
          emptyLabel={startId === '' ? base.name : undefined}
          choices={baseChoices}
          onChange={(id) => {
            const chosen = Object.values(BUILT_IN_THEMES).find((theme) => theme.id === id);
            if (!chosen) return;
            setStartId(id);
            setDraft((previous) => ({
              ...chosen,
              colors: { ...chosen.colors },
              name: previous.name,
              description: previous.description,
            }));
          }}
        />
      </div>
      <fieldset className="fw-config-section">
        <legend className="fw-config-section__title">Colours</legend>
        <div className="fw-tool-colors">
          {COLOR_KEYS.map((key) => (
            <ColorInput
              key={key}
              label={COLOR_LABELS[key]}
              value={draft.colors[key]}
              onChange={(value) =>
                setDraft((previous) => ({ ...previous, colors: { ...previous.colors, [key]: value } }))
              }
            />
          ))}
        </div>
      </fieldset>
      <ContrastWarnings theme={draft} />
      <div className="fw-config-button-row">
        <Button type="submit" variant="primary" disabled={!valid}>
          Save Theme
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
