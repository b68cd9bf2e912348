import { type ChangeEvent, useId, useRef, useState } from 'react';
import { canImportText, IMPORT_SUCCESS_MESSAGE, parseFormImport } from '../../../logic';
import { Button } from '../../../ui';
import { useBuilder } from '../../context';
import { OWN_UNDO } from '../../history-step';
import { ToolAlert, ToolHeading, type ToolMessage, useReadOnly } from '../shared';
import { ExportDialog } from './export-dialog';

/**
 * The Import/Export tab: the Export Form JSON dialog, and the import of a form schema (pasted or from a
 * file) that replaces the form as one undo step, with the alerts of authoring §5.
 */
export function ImportExportPanel() {
  const { store, ui } = useBuilder();
  const readOnly = useReadOnly();
  const [exportOpen, setExportOpen] = useState(false);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const [details, setDetails] = useState<string[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);
  const exportId = useId();
  const importId = useId();
  const inputId = useId();

  const importSchema = () => {
    const result = parseFormImport(text);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error });
      setDetails(result.details);
      return;
    }
    store.importForm(result.value, result.description);
    setMessage({ tone: 'success', text: IMPORT_SUCCESS_MESSAGE });
    setDetails([]);
    ui.announce(IMPORT_SUCCESS_MESSAGE);
  };

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) setText(await file.text());
  };

  return (
    <div className="fw-tool-stack" {...OWN_UNDO}>
      <section className="fw-tool-panel" aria-labelledby={exportId}>
        <ToolHeading id={exportId} title="Export">
          The form as JSON: a simple schema of the first page's fields, or the full schema.
        </ToolHeading>
        <div>
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setExportOpen(true)}>
            Export Form JSON
          </Button>
        </div>
        <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
      </section>
      <section className="fw-tool-panel" aria-labelledby={importId}>
        <ToolHeading id={importId} title="Import">
          Paste an exported form (simple or full) to replace this form. Undo brings the old one back.
        </ToolHeading>
        <div className="fw-config-field">
          <label className="fw-config-field__label" htmlFor={inputId}>
            Form JSON
          </label>
          <textarea
            id={inputId}
            className="fw-config-input fw-tool-code"
            rows={8}
            value={text}
            readOnly={readOnly}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="fw-config-button-row">
          <Button variant="primary" disabled={readOnly || !canImportText(text)} onClick={importSchema}>
            Import Schema
          </Button>
          <Button disabled={readOnly} onClick={() => fileRef.current?.click()}>
            Load from File
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            className="fw-visually-hidden"
            tabIndex={-1}
            aria-label="Form file"
            onChange={(event) => void loadFile(event)}
          />
        </div>
        <ToolAlert message={message}>
          {details.length > 0 ? (
            <ul className="fw-tool-alert__list">
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </ToolAlert>
      </section>
    </div>
  );
}
