// General Settings (shell §2): the tenant's key/value settings with add, edit (key locked) and delete.
import { type FormEvent, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { SECRET_MASK } from '../api/tenant-settings';
import { SETTING_DATA_TYPES, type SettingDataType } from '../model';
import { generalSettings } from '../store/tenant-settings-store';
import { Button } from '../ui';
import { SYNC, useFocusRequests, useSettings } from './context';
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from './controls';
import { FOCUS_KEYS } from './focus';

export const GENERAL_TEXTS = {
  heading: 'General Settings',
  add: 'Add Setting',
  addHeading: 'Add Setting',
  editHeading: 'Edit Setting',
  empty: 'No settings yet.',
  keyLocked: 'The key cannot be changed.',
  keepSecret: 'Stored encrypted. Leave empty to keep the stored value.',
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
      {canEdit && editing && <GeneralForm />}
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
                    <Button
                      size="small"
                      onClick={() => store.startEditSetting(setting.setting_key)}
                      aria-label={`Edit ${setting.setting_key}`}
                      data-focus-key={FOCUS_KEYS.edit('setting', setting.setting_key)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => store.askDelete('setting', setting.setting_key)}
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
  return (
    <form className="fw-settings-form" onSubmit={submit} noValidate aria-label={heading}>
      <h4>{heading}</h4>
      <div className="fw-settings-form__grid" ref={firstRef}>
        <TextField
          label="Key"
          name="key"
          value={draft.key}
          onChange={(key) => update({ key })}
          readOnly={mode === 'edit'}
          required
          error={errors.key}
          hint={mode === 'edit' ? GENERAL_TEXTS.keyLocked : undefined}
        />
        <SelectField
          label="Data type"
          name="data_type"
          value={draft.dataType}
          options={optionsOf(SETTING_DATA_TYPES)}
          onChange={(value) =>
            update({ dataType: value as SettingDataType, value: value === 'boolean' ? 'true' : draft.value })
          }
        />
        {draft.dataType === 'boolean' ? (
          <SelectField
            label="Value"
            name="value"
            value={draft.value}
            options={optionsOf(['true', 'false'])}
            placeholder={draft.storedSecret ? GENERAL_TEXTS.keepSecret : undefined}
            onChange={(value) => update({ value })}
            error={errors.value}
          />
        ) : (
          <TextField
            label="Value"
            name="value"
            // A text box even for numbers: a number box reads "1,5" as empty, and the user would be told
            // a visibly filled value is required; the type check says what is wrong instead.
            type={draft.encrypted ? 'password' : 'text'}
            inputMode={draft.dataType === 'number' ? 'decimal' : undefined}
            value={draft.value}
            onChange={(value) => update({ value })}
            required={!draft.storedSecret}
            placeholder={draft.storedSecret ? SECRET_MASK : undefined}
            hint={draft.storedSecret ? GENERAL_TEXTS.keepSecret : undefined}
            error={errors.value}
          />
        )}
        <TextAreaField
          label="Description"
          value={draft.description}
          onChange={(description) => update({ description })}
        />
        <CheckboxField
          label="Encrypt value"
          checked={draft.encrypted}
          onChange={(encrypted) => update({ encrypted })}
          hint="Encrypted values are stored encrypted and only ever shown masked."
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
