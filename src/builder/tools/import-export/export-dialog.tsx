import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { exportFileName, exportFull, exportSimple, schemaInfo, toExportJson } from '../../../logic';
import { COPY_CONFIRMATION_MS } from '../../../model';
import { Button, Dialog } from '../../../ui';
import { copyText, downloadText } from '../../../ui/downloads';
import { OWN_UNDO } from '../../history-step';
import { useDocSelector, useStoreSelector } from '../../hooks/use-store';

export type ExportFormat = 'simple' | 'full';

const FORMAT_LABELS: Record<ExportFormat, string> = { simple: 'Simple Schema', full: 'Full Schema' };

/** 'Copied!' for 2000 ms after a successful copy (authoring §4, §9). */
function useCopied(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string) => {
    void copyText(text).then((ok) => {
      if (!ok) return;
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    });
  };
  return [copied, copy];
}

/**
 * The Export Form JSON dialog (authoring §2, §3): Simple or Full schema, the JSON with its line count,
 * 'Copy to Clipboard', 'Download JSON' named '{description}-form.json', and Schema Information.
 */
export function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const schema = useDocSelector((doc) => doc.schema);
  const description = useStoreSelector((state) => state.description);
  const formId = useStoreSelector((state) => state.formId);
  const isTemplate = useStoreSelector((state) => state.isTemplate);
  const [format, setFormat] = useState<ExportFormat>('simple');
  const [copied, copy] = useCopied();
  const jsonId = useId();
  const infoId = useId();
  const radioName = useId();

  const json = useMemo(() => {
    if (!open) return '';
    const form = { ...(formId && { id: formId }), description, schema_data: schema, is_template: isTemplate };
    return toExportJson(format === 'simple' ? exportSimple(form) : exportFull(form));
  }, [open, format, formId, description, schema, isTemplate]);
  const info = useMemo(() => schemaInfo(schema, json), [schema, json]);

  return (
    <Dialog open={open} onClose={onClose} title="Export Form JSON" size="large" className="fw-tool-export">
      <div className="fw-tool-panel" {...OWN_UNDO}>
        <fieldset className="fw-config-section">
          <legend className="fw-config-section__title">Format</legend>
          <div className="fw-tool-radios">
            {(['simple', 'full'] as const).map((value) => (
              <label key={value} className="fw-tool-radio">
                <input
                  type="radio"
                  name={radioName}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {FORMAT_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="fw-config-field">
          <label className="fw-config-field__label" htmlFor={jsonId}>
            {FORMAT_LABELS[format]} JSON
          </label>
          <textarea id={jsonId} className="fw-config-input fw-tool-code" rows={14} readOnly value={json} />
          <p className="fw-config-field__hint">{info.lineCount} lines</p>
        </div>
        <section className="fw-tool-info" aria-labelledby={infoId}>
          <h3 id={infoId} className="fw-tool-heading__title">
            Schema Information
          </h3>
          <dl className="fw-tool-info__list">
            <div>
              <dt>Fields</dt>
              <dd>{info.fieldCount}</dd>
            </div>
            <div>
              <dt>Pages</dt>
              <dd>{info.pageCount}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{info.sizeKb} KB</dd>
            </div>
          </dl>
        </section>
        <div className="fw-config-button-row">
          <Button variant="primary" onClick={() => copy(json)} aria-live="polite">
            {copied ? 'Copied!' : 'Copy to Clipboard'}
          </Button>
          <Button onClick={() => downloadText(exportFileName(description), json)}>Download JSON</Button>
        </div>
      </div>
    </Dialog>
  );
}
