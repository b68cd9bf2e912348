// The integration editor's form mode: every field of shell §3 "Integration config", with the §9 defaults
// and the §5 limits. Secrets are never shown: a stored one is a masked placeholder, kept unless replaced.
import { type FormEvent, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  ADDABLE_INTEGRATION_KEY,
  AUTH_TYPES,
  type AuthType,
  HTTP_METHODS,
  INTEGRATION_RETRIES_MAX,
  INTEGRATION_RETRIES_MIN,
  INTEGRATION_TIMEOUT_MAX,
  INTEGRATION_TIMEOUT_MIN,
  INTEGRATION_TYPES,
  RESPONSE_FORMATS,
  SETTING_DESCRIPTION_MAX,
} from '../model';
import { secretsClearedByUrlChange } from '../store/tenant-settings-forms';
import { Button } from '../ui';
import { AuthConfigFields } from './auth-config-fields';
import { SYNC, useSettings } from './context';
import { CheckboxField, optionsOf, REQUIRED_NOTE, SelectField, TextAreaField, TextField } from './controls';
import { FOCUS_KEYS } from './focus';
import { HeaderRows } from './header-rows';

export const INTEGRATION_FORM_TEXTS = {
  addHeading: 'Add Integration',
  editHeading: 'Edit Integration',
  selectType: 'Select an integration type',
  urlChangeClearsSecret:
    'The endpoint changed: the stored secret will not be sent to the new address. Enter it again.',
  urlChangeClearsHeaders: (names: string) =>
    `The endpoint changed: the stored values of the headers ${names} will not be sent to the new address. Enter them again.`,
  urlChangeClearsBoth: (names: string) =>
    `The endpoint changed: the stored secret and the stored values of the headers ${names} will not be sent to the new address. Enter them again.`,
} as const;

/**
 * What a changed endpoint drops (the server clears stored secrets then): the auth secret and the stored
 * header values not typed again, by name; undefined when nothing is dropped.
 */
export function urlChangeWarning(cleared: { auth: boolean; headers: readonly string[] }): string | undefined {
  const names = cleared.headers.map((name) => `'${name}'`).join(', ');
  if (cleared.auth && names) return INTEGRATION_FORM_TEXTS.urlChangeClearsBoth(names);
  if (cleared.auth) return INTEGRATION_FORM_TEXTS.urlChangeClearsSecret;
  if (names) return INTEGRATION_FORM_TEXTS.urlChangeClearsHeaders(names);
  return undefined;
}

const TYPE_LABELS: Record<string, string> = {
  api_endpoint: 'API endpoint',
  webhook: 'Webhook',
  database: 'Database',
  file_sync: 'File sync',
};

const AUTH_LABELS: Record<string, string> = {
  none: 'None',
  bearer: 'Bearer token',
  api_key: 'API key',
  basic: 'Basic',
  oauth: 'OAuth 2.0 (client credentials)',
  hmac: 'HMAC signature',
};

export function IntegrationForm() {
  const { store, focus } = useSettings();
  const { integration } = useSnapshot(store.state, SYNC);
  const { draft, errors, saving } = integration;
  const update = store.updateIntegration;
  const formRef = useRef<HTMLFormElement>(null);
  const editing = draft.id !== null;
  const heading = editing ? INTEGRATION_FORM_TEXTS.editHeading : INTEGRATION_FORM_TEXTS.addHeading;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('select, input:not([readonly])')?.focus();
  }, []);

  // Closing the form hands focus back to where the user came from: the card's Edit, or Add Integration
  // (gone once the only addable integration exists: then the new card's Edit).
  const returnFocus = () => {
    const edit = FOCUS_KEYS.edit('integration', ADDABLE_INTEGRATION_KEY);
    focus.request(editing ? [edit] : [FOCUS_KEYS.addIntegration, edit]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await store.saveIntegration();
    if (saved) returnFocus();
    // A refused save takes focus to the first field in error, where its message is.
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const cancel = () => {
    store.cancelIntegration();
    returnFocus();
  };

  return (
    <form
      ref={formRef}
      className="fw-settings-form fw-settings-panel"
      onSubmit={submit}
      noValidate
      aria-label={heading}
    >
      <h3>{heading}</h3>
      <p className="fw-settings-form__note">{REQUIRED_NOTE}</p>
      <div className="fw-settings-form__grid">
        <TextField
          label="Integration key"
          name="setting_key"
          value={ADDABLE_INTEGRATION_KEY}
          onChange={() => {}}
          readOnly
          error={errors.setting_key}
        />
        <SelectField
          label="Integration type"
          name="integration_type"
          value={draft.integrationType}
          placeholder={INTEGRATION_FORM_TEXTS.selectType}
          options={optionsOf(INTEGRATION_TYPES, TYPE_LABELS)}
          onChange={(integrationType) => update({ integrationType })}
          required
          error={errors.integration_type}
        />
        <TextField
          label="Endpoint URL"
          name="endpoint_url"
          type="url"
          value={draft.endpointUrl}
          placeholder="https://example.com/registry"
          onChange={(endpointUrl) => update({ endpointUrl })}
          required
          error={errors.endpoint_url}
          hint={urlChangeWarning(secretsClearedByUrlChange(draft))}
        />
        <SelectField
          label="HTTP method"
          name="http_method"
          value={draft.httpMethod}
          options={optionsOf(HTTP_METHODS)}
          onChange={(httpMethod) => update({ httpMethod })}
          error={errors.http_method}
        />
        <SelectField
          label="Authentication"
          name="auth_type"
          value={draft.authType}
          options={optionsOf(AUTH_TYPES, AUTH_LABELS)}
          onChange={(authType) => update({ authType: authType as AuthType })}
        />
        <AuthConfigFields />
        <TextField
          label="Request timeout (seconds)"
          name="request_timeout"
          type="number"
          min={INTEGRATION_TIMEOUT_MIN}
          max={INTEGRATION_TIMEOUT_MAX}
          value={draft.requestTimeout}
          onChange={(requestTimeout) => update({ requestTimeout })}
          error={errors.request_timeout}
        />
        <TextField
          label="Retry attempts"
          name="retry_attempts"
          type="number"
          min={INTEGRATION_RETRIES_MIN}
          max={INTEGRATION_RETRIES_MAX}
          value={draft.retryAttempts}
          onChange={(retryAttempts) => update({ retryAttempts })}
          error={errors.retry_attempts}
        />
        <SelectField
          label="Response format"
          name="response_format"
          value={draft.responseFormat}
          options={optionsOf(RESPONSE_FORMATS)}
          onChange={(responseFormat) => update({ responseFormat })}
        />
        <HeaderRows error={errors.request_headers} />
        <TextAreaField
          label="Description"
          name="description"
          value={draft.description}
          maxLength={SETTING_DESCRIPTION_MAX}
          onChange={(description) => update({ description })}
          error={errors.description}
        />
        <CheckboxField
          label="Active"
          checked={draft.isActive}
          onChange={(isActive) => update({ isActive })}
        />
      </div>
      <div className="fw-settings-form__actions">
        <Button onClick={cancel} inactive={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" inactive={saving}>
          {saving ? 'Saving...' : 'Save Integration'}
        </Button>
      </div>
    </form>
  );
}
