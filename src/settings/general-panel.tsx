// General Settings (shell §2): the tenant's key/value settings with add, edit (key locked) and delete.
import { type FormEvent, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { SECRET_MASK } from '../api/tenant-settings';
import {
  isSecretSettingKey,
  SETTING_DATA_TYPES,
  SETTING_DESCRIPTION_MAX,
  type SettingDataType,
} from '../model';
import { keepsStoredValue, withDataType } from '../store/tenant-settings-forms';
import { generalSettings } from '../store/tenant-settings-store';
import { Button } from '../ui';
import { SYNC, useFocusRequests, useSettings } from './context';
import { CheckboxField, optionsOf, REQUIRED_NOTE, SelectField, TextAreaField, TextField } from './controls';
import { FOCUS_KEYS } from './focus';

export const GENERAL_TEXTS = {
  heading: 'General Settings',
  add: 'Add Setting',
  addHeading: 'Add Setting',
  editHeading: 'Edit Setting',
  empty: 'No settings yet.',
  keyLocked: 'The key cannot be changed.',
  keepSecret: 'Stored encrypted. Leave empty to keep the stored value.',
  decryptSecret: 'Enter the value again to store it unencrypted.',
  chooseAgain: 'Choose the value again',
  formOpen: 'Save or cancel the open form to edit or delete a setting.',
  encryptHint: 'Encrypted values are stored encrypted and only ever shown masked.',
  alwaysEncrypted: 'This setting is a secret the server uses: it is always stored encrypted.',
} as const;

function displayValue(config: Record<string, unknown>, encrypted: boolean): string {
  if (encrypted) return SECRET_MASK;
  const value = config.value;
  return typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
}

export function GeneralPanel({ canEdit }: { canEdit: boolean }) {
  const { store } = useSettings();
  useFocusRequests();
  const snap = useSnapshot(store.state);
  const settings = generalSettings(snap);
  const editing = snap.general.mode !== 'closed';
  return (
    <section className="fw-settings-panel" aria-labelledby="fw-settings-general-heading">
      <div className="fw-settings-panel__header">
        <h3 id="fw-settings-general-heading">{GENERAL_TEXTS.heading}</h3>
        {canEdit && !editing && (
          <Button
            variant="primary"
            data-focus-key={FOCUS_KEYS.addSetting}
            onClick={() => store.startAddSetting()}
          >
            {GENERAL_TEXTS.add}
          </Button>
        )}
      </div>
      {/* Keyed by the setting it edits: a form opened for another one starts afresh, focus in it. */}
      {canEdit && editing && <GeneralForm key={`${snap.general.mode}:${snap.general.draft.id ?? ''}`} />}
      {canEdit && editing && settings.length > 0 && (
        <p className="fw-settings-note">{GENERAL_TEXTS.formOpen}</p>
      )}
      {settings.length === 0 ? (
        <p className="fw-settings-empty">{GENERAL_TEXTS.empty}</p>
      ) : (
        <table className="fw-settings-table">
          <caption className="fw-visually-hidden">{GENERAL_TEXTS.heading}</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              {canEdit && (
                <th scope="col">
                  <span className="fw-visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {settings.map((setting) => (
              <tr key={setting.id} data-setting-key={setting.setting_key}>
                <th scope="row" className="fw-settings-table__key">
                  {setting.setting_key}
                </th>
                <td className="fw-settings-table__value">
                  {displayValue(setting.config, setting.is_encrypted)}
                </td>
                <td>{String(setting.config.data_type ?? 'string')}</td>
                <td>{setting.description}</td>
                {canEdit && (
                  <td className="fw-settings-table__actions">
                    {/* With the form open, a row's action would replace or remove what it holds: the
                        form is saved or cancelled first. */}
                    <Button
                      size="small"
                      onClick={() => store.startEditSetting(setting.setting_key)}
                      disabled={editing}
                      aria-label={`Edit ${setting.setting_key}`}
                      data-focus-key={FOCUS_KEYS.edit('setting', setting.setting_key)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => store.askDelete('setting', setting.setting_key)}
                      disabled={editing}
                      aria-label={`Delete ${setting.setting_key}`}
                      data-focus-key={FOCUS_KEYS.remove('setting', setting.setting_key)}
                    >
                      Delete
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function GeneralForm() {
  const { store, focus } = useSettings();
  const { general } = useSnapshot(store.state, SYNC);
  const { draft, errors, saving, mode } = general;
  const firstRef = useRef<HTMLDivElement>(null);
  // Opening the form takes focus to its first control, so keyboard users land where they type.
  useEffect(() => {
    firstRef.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
  }, []);
  // Closing it hands focus back to where the user came from: Add Setting, or the row's Edit.
  const returnFocus = () =>
    focus.request([mode === 'edit' ? FOCUS_KEYS.edit('setting', draft.key) : FOCUS_KEYS.addSetting]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.saveSetting()) returnFocus();
    // A refused save takes focus to the first field in error, where its message is.
    else firstRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const cancel = () => {
    store.cancelSetting();
    returnFocus();
  };
  const heading = mode === 'edit' ? GENERAL_TEXTS.editHeading : GENERAL_TEXTS.addHeading;
  const update = store.updateGeneral;
  // The text typed before switching to boolean, restored when switching back.
  const lastText = useRef<string | null>(draft.dataType === 'boolean' ? null : draft.value);
  const changeType = (dataType: SettingDataType) => {
    const next = withDataType(store.state.general.draft, dataType, lastText.current);
    lastText.current = next.lastText;
    update(next.patch);
  };
  // An encrypted value is never in the browser: left empty it is kept, unless it is to be stored unencrypted.
  const keeps = keepsStoredValue(draft);
  const secretHint = draft.storedSecret
    ? draft.encrypted
      ? GENERAL_TEXTS.keepSecret
      : GENERAL_TEXTS.decryptSecret
    : undefined;
  return (
    <form className="fw-settings-form" onSubmit={submit} noValidate aria-label={heading}>
      <h4>{heading}</h4>
      <p className="fw-settings-form__note">{REQUIRED_NOTE}</p>
      <div className="fw-settings-form__grid" ref={firstRef}>
        <TextField
          label="Key"
          name="key"
          value={draft.key}
          onChange={(key) => update({ key })}
          readOnly={mode === 'edit'}
          required={mode !== 'edit'}
          error={errors.key}
          hint={mode === 'edit' ? GENERAL_TEXTS.keyLocked : undefined}
        />
        <SelectField
          label="Data type"
          name="data_type"
          value={draft.dataType}
          options={optionsOf(SETTING_DATA_TYPES)}
          onChange={(value) => changeType(value as SettingDataType)}
        />
        {draft.dataType === 'boolean' ? (
          <SelectField
            label="Value"
            name="value"
            value={draft.value}
            options={optionsOf(['true', 'false'])}
            placeholder={
              draft.storedSecret
                ? draft.encrypted
                  ? GENERAL_TEXTS.keepSecret
                  : GENERAL_TEXTS.chooseAgain
                : undefined
            }
            onChange={(value) => update({ value })}
            required={!(draft.storedSecret && draft.encrypted)}
            hint={draft.storedSecret && !draft.encrypted ? GENERAL_TEXTS.decryptSecret : undefined}
            error={errors.value}
          />
        ) : (
          <TextField
            label="Value"
            name="value"
            // A text box even for numbers: a number box reads "1,5" as empty, and the user would be told
            // a visibly filled value is required; the type check says what is wrong instead.
            type={draft.encrypted ? 'password' : 'text'}
            // Chromium ignores 'off' on a password box and offers saved passwords: 'new-password' it obeys.
            autoComplete={draft.encrypted ? 'new-password' : 'off'}
            inputMode={draft.dataType === 'number' ? 'decimal' : undefined}
            value={draft.value}
            onChange={(value) => update({ value })}
            required={!(draft.storedSecret && draft.encrypted)}
            placeholder={keeps ? SECRET_MASK : undefined}
            hint={secretHint}
            error={errors.value}
          />
        )}
        <TextAreaField
          label="Description"
          name="description"
          value={draft.description}
          maxLength={SETTING_DESCRIPTION_MAX}
          onChange={(description) => update({ description })}
          error={errors.description}
        />
        <CheckboxField
          label="Encrypt value"
          checked={draft.encrypted}
          disabled={isSecretSettingKey(draft.key)}
          onChange={(encrypted) => update({ encrypted })}
          hint={isSecretSettingKey(draft.key) ? GENERAL_TEXTS.alwaysEncrypted : GENERAL_TEXTS.encryptHint}
        />
      </div>
      <div className="fw-settings-form__actions">
        <Button onClick={cancel} inactive={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" inactive={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
