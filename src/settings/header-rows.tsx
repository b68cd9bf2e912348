// request_headers of an integration: name/value rows, added and removed one at a time. Values are secrets
// (the server stores them encrypted and returns them masked): a loaded row's value box starts empty and
// keeps the stored value unless something is typed.
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { SECRET_MASK } from '../api/tenant-settings';
import { type HeaderRow, headerErrorKey, keepsStoredHeader } from '../store/tenant-settings-forms';
import { Button } from '../ui';
import { SYNC, useFocusRequests, useSettings } from './context';

export const HEADER_TEXTS = {
  legend: 'Request headers',
  name: 'Name',
  value: 'Value',
  add: 'Add header',
  remove: 'Remove',
  keepValue: 'Stored encrypted. Leave the value empty to keep it.',
} as const;

const NAME_KEY = (index: number) => `header:name:${index}`;
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
  // A new row is for typing: focus goes to its name.
  const add = () => {
    const next = [...live(), { name: '', value: '' }];
    setRows(next);
    focus.request([NAME_KEY(next.length - 1)]);
  };
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
      {rows.length > 0 && (
        <div className="fw-settings-headers__grid">
          {/* Column labels for sighted users; each input's own name says the same with its row number. */}
          <div className="fw-settings-headers__labels" aria-hidden="true">
            <span>{HEADER_TEXTS.name}</span>
            <span>{HEADER_TEXTS.value}</span>
            <span />
          </div>
          {rows.map((row, index) => {
            const nameError = errors[headerErrorKey(index, 'name')];
            const valueError = errors[headerErrorKey(index, 'value')];
            const nameErrorId = `${id}-${index}-name-error`;
            const valueErrorId = `${id}-${index}-value-error`;
            const hintId = `${id}-${index}-hint`;
            const keeps = keepsStoredHeader(draft, row);
            const valueDescribedBy = [keeps ? hintId : '', valueError ? valueErrorId : '']
              .filter(Boolean)
              .join(' ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              <div className="fw-settings-headers__row" key={index}>
                <input
                  className="fw-settings-input"
                  aria-label={`Header ${index + 1} name`}
                  value={row.name}
                  autoComplete="off"
                  data-focus-key={NAME_KEY(index)}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? nameErrorId : undefined}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
                {/* Every value is a secret at rest (it often carries a key): typed masked, never offered
                to a password manager ('new-password'; Chromium ignores 'off' on a password box). */}
                <input
                  className="fw-settings-input"
                  type="password"
                  autoComplete="new-password"
                  aria-label={`Header ${index + 1} value`}
                  value={row.value}
                  placeholder={keeps ? SECRET_MASK : undefined}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueDescribedBy || undefined}
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
                {nameError && (
                  <p
                    className="fw-settings-field__error fw-settings-headers__error"
                    id={nameErrorId}
                    role="alert"
                  >
                    {nameError}
                  </p>
                )}
                {valueError && (
                  <p
                    className="fw-settings-field__error fw-settings-headers__error"
                    id={valueErrorId}
                    role="alert"
                  >
                    {valueError}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
      <Button size="small" data-focus-key={ADD_KEY} onClick={add}>
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
