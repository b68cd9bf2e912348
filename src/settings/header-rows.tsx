// request_headers of an integration: name/value rows, added and removed one at a time. Values are secrets
// (the server stores them encrypted and returns them masked): a loaded row's value box starts empty and
// keeps the stored value unless something is typed.
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { SECRET_MASK } from '../api/tenant-settings';
import { type HeaderRow, keepsStoredHeader } from '../store/tenant-settings-forms';
import { Button } from '../ui';
import { SYNC, useFocusRequests, useSettings } from './context';

export const HEADER_TEXTS = {
  legend: 'Request headers',
  add: 'Add header',
  remove: 'Remove',
  keepValue: 'Stored encrypted. Leave the value empty to keep it.',
} as const;

const REMOVE_KEY = (index: number) => `header:remove:${index}`;
const ADD_KEY = 'header:add';

export function HeaderRows({ error }: { error?: string | undefined }) {
  const { store } = useSettings();
  const focus = useFocusRequests();
  const { integration } = useSnapshot(store.state, SYNC);
  const { draft, errors } = integration;
  const rows = draft.headers;
  const id = useId();
  // Changes start from the live draft, not this render's snapshot: two quick edits must not undo each other.
  const live = (): HeaderRow[] => store.state.integration.draft.headers.map((row) => ({ ...row }));
  const setRows = (headers: HeaderRow[]) => store.updateIntegration({ headers });
  const change = (index: number, patch: Partial<HeaderRow>) =>
    setRows(live().map((row, i) => (i === index ? { ...row, ...patch } : row)));
  // The pressed Remove goes with its row: focus moves to the Remove that takes its place (rows are keyed
  // by place, so the next row's), else the previous row's, else Add header.
  const remove = (index: number) => {
    const rowsLeft = live().filter((_, i) => i !== index);
    setRows(rowsLeft);
    const place = Math.min(index, rowsLeft.length - 1);
    focus.request(place >= 0 ? [REMOVE_KEY(place), ADD_KEY] : [ADD_KEY]);
  };
  return (
    <fieldset className="fw-settings-headers">
      <legend>{HEADER_TEXTS.legend}</legend>
      {rows.map((row, index) => {
        const rowError = errors[`header:${index}`];
        const errorId = `${id}-${index}-error`;
        const hintId = `${id}-${index}-hint`;
        const keeps = keepsStoredHeader(draft, row);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <div className="fw-settings-headers__row" key={index}>
            <input
              className="fw-settings-input"
              aria-label={`Header ${index + 1} name`}
              value={row.name}
              aria-invalid={rowError ? true : undefined}
              aria-describedby={rowError ? errorId : undefined}
              onChange={(event) => change(index, { name: event.target.value })}
            />
            <input
              className="fw-settings-input"
              type={row.stored !== undefined ? 'password' : 'text'}
              autoComplete="off"
              aria-label={`Header ${index + 1} value`}
              value={row.value}
              placeholder={keeps ? SECRET_MASK : undefined}
              aria-describedby={keeps ? hintId : undefined}
              onChange={(event) => change(index, { value: event.target.value })}
            />
            <Button
              size="small"
              variant="ghost"
              aria-label={`Remove header ${index + 1}`}
              data-focus-key={REMOVE_KEY(index)}
              onClick={() => remove(index)}
            >
              {HEADER_TEXTS.remove}
            </Button>
            {keeps && (
              <p className="fw-settings-field__hint fw-settings-headers__hint" id={hintId}>
                {HEADER_TEXTS.keepValue}
              </p>
            )}
            {rowError && (
              <p className="fw-settings-field__error fw-settings-headers__error" id={errorId} role="alert">
                {rowError}
              </p>
            )}
          </div>
        );
      })}
      <Button
        size="small"
        data-focus-key={ADD_KEY}
        onClick={() => setRows([...live(), { name: '', value: '' }])}
      >
        {HEADER_TEXTS.add}
      </Button>
      {error && (
        <p className="fw-settings-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
