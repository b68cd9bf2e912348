import { useId, useState } from 'react';
import { mergeVariables, parseFieldServiceOutput } from '../../../logic';
import { Button } from '../../../ui';
import { useBuilder } from '../../context';
import { OWN_UNDO } from '../../history-step';
import { ToolAlert, ToolHeading, type ToolMessage, useReadOnly } from '../shared';

/**
 * Import of field-service output `{ "success": true, "data": [...] }` as global variables, with the four
 * messages of authoring §5. Variables with an existing name replace it (keeping its id).
 */
export function FieldServiceImport() {
  const { store, ui } = useBuilder();
  const readOnly = useReadOnly();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const headingId = useId();
  const inputId = useId();

  const importVariables = () => {
    const result = parseFieldServiceOutput(text);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error });
      return;
    }
    store.setGlobalVariables(mergeVariables(store.state.doc.schema.globalVariables, result.variables));
    setMessage({ tone: 'success', text: result.message });
    ui.announce(result.message);
    setText('');
  };

  return (
    <section className="fw-tool-panel" aria-labelledby={headingId} {...OWN_UNDO}>
      <ToolHeading id={headingId} title="Import from Field Service">
        Paste the field service output to add its fields as global variables.
      </ToolHeading>
      <div className="fw-config-field">
        <label className="fw-config-field__label" htmlFor={inputId}>
          Field service output (JSON)
        </label>
        <textarea
          id={inputId}
          className="fw-config-input fw-tool-code"
          rows={6}
          value={text}
          readOnly={readOnly}
          placeholder='{ "success": true, "data": [ ... ] }'
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div>
        <Button variant="primary" disabled={readOnly} onClick={importVariables}>
          Import Variables
        </Button>
      </div>
      <ToolAlert message={message} />
    </section>
  );
}
