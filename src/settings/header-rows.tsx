// request_headers of an integration: name/value rows, added and removed one at a time.
import { useSnapshot } from 'valtio/react';
import { Button } from '../ui';
import { SYNC, useSettings } from './context';

export function HeaderRows({ error }: { error?: string | undefined }) {
  const { store } = useSettings();
  const { integration } = useSnapshot(store.state, SYNC);
  const rows = integration.draft.headers;
  // Changes start from the live draft, not this render's snapshot: two quick edits must not undo each other.
  const live = () => store.state.integration.draft.headers.map((row) => ({ ...row }));
  const setRows = (headers: { name: string; value: string }[]) => store.updateIntegration({ headers });
  const change = (index: number, patch: Partial<{ name: string; value: string }>) =>
    setRows(live().map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="fw-settings-headers">
      <legend>Request headers</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <div className="fw-settings-headers__row" key={index}>
          <input
            className="fw-settings-input"
            aria-label={`Header ${index + 1} name`}
            value={row.name}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <input
            className="fw-settings-input"
            aria-label={`Header ${index + 1} value`}
            value={row.value}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            size="small"
            variant="ghost"
            aria-label={`Remove header ${index + 1}`}
            onClick={() => setRows(live().filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => setRows([...live(), { name: '', value: '' }])}>
        Add header
      </Button>
      {error && (
        <p className="fw-settings-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
