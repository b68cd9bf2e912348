import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  createCustomTheme,
  parseThemeFile,
  THEME_FILE_INVALID_MESSAGE,
  themeFileName,
  toExportJson,
} from '../../../logic';
import { BUILT_IN_THEMES, type FormSettings, isCustomThemeId, type Theme } from '../../../model';
import { Button } from '../../../ui';
import { downloadText } from '../../../ui/downloads';
import { useBuilder } from '../../context';
import { focusAfterRemoval, rowFocusKey } from '../focus';
import { ToolAlert, ToolHeading, type ToolMessage, useReadOnly, useSettings } from '../shared';
import { ContrastWarnings, ThemeEditor } from './theme-editor';
import { MAX_CUSTOM_THEMES, type ThemeSaveResult, useCustomThemes } from './theme-storage';

export const THEME_STORAGE_FAILED_MESSAGE = 'The browser would not store the theme.';
export const THEME_LIMIT_MESSAGE = `You can keep up to ${MAX_CUSTOM_THEMES} custom themes. Delete one to save another.`;

/** Why a theme was not saved, or null when it was. */
function saveFailure(result: ThemeSaveResult): string | null {
  if (result === 'saved') return null;
  return result === 'full' ? THEME_LIMIT_MESSAGE : THEME_STORAGE_FAILED_MESSAGE;
}

/**
 * Whether an imported theme can be shown: a name that is not blank (as the editor asks) and values the
 * browser takes for what they style (an empty one keeps the default). The model takes any short text, so
 * a file with, say, "colors": { "primary": "blue-ish" } was listed and applied, and the form lost its
 * colours without a word.
 */
function usableTheme(theme: Theme): boolean {
  if (theme.name.trim() === '') return false;
  const values: [property: string, value: string][] = [
    ...Object.values(theme.colors).map((value): [string, string] => ['color', value]),
    ['font-family', theme.typography.fontFamily],
    ['font-size', theme.typography.fontSize],
    ['font-weight', theme.typography.fontWeight],
    ['padding', theme.spacing],
    ['border-radius', theme.borderRadius],
    ['box-shadow', theme.shadows],
  ];
  return values.every(([property, value]) => value === '' || CSS.supports(property, value));
}

const SWATCH_KEYS = ['primary', 'accent', 'background', 'surface', 'text'] as const;

const CREATE_KEY = 'tools:create-theme';
const exportKey = (id: string) => rowFocusKey('themes', 'export', id);
const deleteKey = (id: string) => rowFocusKey('themes', 'delete', id);

function ThemeCard({
  theme,
  applied,
  custom,
  readOnly,
  onApply,
  onDelete,
}: {
  theme: Theme;
  applied: boolean;
  custom: boolean;
  readOnly: boolean;
  onApply: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  return (
    <li
      className={['fw-tool-theme', applied ? 'fw-tool-theme--applied' : ''].join(' ')}
      aria-labelledby={titleId}
    >
      <div className="fw-tool-theme__head">
        <span id={titleId} className="fw-tool-list__name">
          {theme.name}
        </span>
        {applied ? <span className="fw-badge">Applied</span> : null}
        {custom ? <span className="fw-badge fw-badge--muted">Custom</span> : null}
      </div>
      {theme.description ? <p className="fw-muted fw-tool-theme__text">{theme.description}</p> : null}
      <div className="fw-tool-theme__swatches" aria-hidden="true">
        {SWATCH_KEYS.map((key) => (
          <span key={key} className="fw-tool-theme__swatch" style={{ background: theme.colors[key] }} />
        ))}
      </div>
      {custom ? <ContrastWarnings theme={theme} /> : null}
      <div className="fw-tool-list__actions">
        <Button
          size="small"
          variant="primary"
          disabled={readOnly || applied}
          aria-label={`Apply ${theme.name}`}
          onClick={onApply}
        >
          Apply
        </Button>
        <Button
          size="small"
          aria-label={`Export ${theme.name}`}
          data-focus-key={exportKey(theme.id)}
          onClick={() => downloadText(themeFileName(theme), toExportJson(theme))}
        >
          Export
        </Button>
        {onDelete ? (
          <Button
            size="small"
            variant="danger"
            disabled={readOnly}
            aria-label={`Delete ${theme.name}`}
            data-focus-key={deleteKey(theme.id)}
            onClick={onDelete}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The theme the form's renderers show, resolved as they resolve it: a built-in by id, a custom theme only
 * from the copy the form carries (settings.customTheme), anything else the Default.
 */
function appliedTheme(settings: FormSettings): Theme {
  const id = settings.themePreset;
  if (isCustomThemeId(id))
    return settings.customTheme?.id === id ? settings.customTheme : BUILT_IN_THEMES.default;
  return Object.hasOwn(BUILT_IN_THEMES, id)
    ? BUILT_IN_THEMES[id as keyof typeof BUILT_IN_THEMES]
    : BUILT_IN_THEMES.default;
}

/**
 * The Themes tab: the five built-in themes, the custom ones saved in this browser (shared by the builders
 * of one service and tenant), the form's own applied custom theme, a new custom theme (id
 * 'custom_{timestamp}', name required) and theme files in and out (shell §2, authoring §3, §5).
 * Applying a theme sets the form's settings.themePreset; a custom one is also copied into
 * settings.customTheme, so the preview, the published form and other authors' browsers have it.
 */
export function ThemesPanel() {
  const { store, ui } = useBuilder();
  const settings = useSettings();
  const readOnly = useReadOnly();
  const custom = useCustomThemes();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const builtIns = Object.values(BUILT_IN_THEMES);
  const current = appliedTheme(settings);
  const inLibrary = (id: string) => custom.themes.some((theme) => theme.id === id);
  // The form's custom theme is listed even where this browser's library lacks it (another author's).
  const carried = isCustomThemeId(current.id) && !inLibrary(current.id) ? [current] : [];
  const all = [...builtIns, ...custom.themes, ...carried];

  const apply = (theme: Theme) => {
    // A copy: the form's theme must not share objects with this browser's library.
    const customTheme = isCustomThemeId(theme.id) ? structuredClone(theme) : undefined;
    store.updateSettings({ themePreset: theme.id, customTheme }, false);
    ui.announce(`Theme ${theme.name} applied.`);
    // Apply is disabled on the applied theme (there is nothing more to apply), which would drop the
    // focus of the key press to <body>: the same card's Export, which stays, takes it.
    ui.requestFocus(exportKey(theme.id));
  };

  const saveNew = (name: string, draft: Theme) => {
    const theme = createCustomTheme(draft, name);
    if (!theme) return;
    const failure = saveFailure(custom.save(theme));
    if (failure) {
      setMessage({ tone: 'error', text: failure });
      return;
    }
    setEditing(false);
    setMessage({ tone: 'success', text: `Theme ${theme.name} saved.` });
    ui.requestFocus(CREATE_KEY);
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const result = parseThemeFile(await file.text());
    if (!result.ok || !usableTheme(result.theme)) {
      setMessage({ tone: 'error', text: THEME_FILE_INVALID_MESSAGE });
      return;
    }
    const theme = { ...result.theme, name: result.theme.name.trim() };
    const failure = saveFailure(custom.save(theme));
    setMessage(
      failure ? { tone: 'error', text: failure } : { tone: 'success', text: `Theme ${theme.name} imported.` },
    );
  };

  if (editing && !readOnly) {
    return (
      <>
        <ThemeEditor
          base={current}
          onSave={saveNew}
          onCancel={() => {
            setEditing(false);
            ui.requestFocus(CREATE_KEY);
          }}
        />
        {/* A refused save keeps the editor open: its reason must show here, not only in the list. */}
        <ToolAlert message={message} />
      </>
    );
  }

  return (
    <div className="fw-tool-panel">
      <ToolHeading title="Themes">Current theme: {current.name}</ToolHeading>
      <ul className="fw-tool-themes" aria-label="Themes">
        {all.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            applied={theme.id === current.id}
            custom={!Object.hasOwn(BUILT_IN_THEMES, theme.id)}
            readOnly={readOnly}
            onApply={() => apply(theme)}
            onDelete={
              !inLibrary(theme.id)
                ? undefined
                : () => {
                    const ids = all.map((t) => t.id);
                    custom.remove(theme.id);
                    setMessage({ tone: 'success', text: `Theme ${theme.name} deleted.` });
                    focusAfterRemoval(ui, ids, theme.id, deleteKey, [CREATE_KEY]);
                  }
            }
          />
        ))}
      </ul>
      <div className="fw-config-button-row">
        <Button
          variant="primary"
          disabled={readOnly}
          data-focus-key={CREATE_KEY}
          onClick={() => {
            // The list's last message (an import, a deletion) does not belong under the editor.
            setMessage(null);
            setEditing(true);
          }}
        >
          Create Custom Theme
        </Button>
        <Button disabled={readOnly} onClick={() => fileRef.current?.click()}>
          Import Theme
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          className="fw-visually-hidden"
          tabIndex={-1}
          aria-label="Theme file"
          onChange={(event) => void importFile(event)}
        />
      </div>
      <ToolAlert message={message} />
    </div>
  );
}
