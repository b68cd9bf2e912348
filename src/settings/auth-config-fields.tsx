// The auth_config form of each auth type (shell §3 "auth_config shapes"). Secret fields are password
// inputs that start empty: a stored secret shows as a masked placeholder and is kept unless replaced.
import { useSnapshot } from 'valtio/react';
import { SECRET_MASK } from '../api/tenant-settings';
import { API_KEY_LOCATIONS, HMAC_ALGORITHMS } from '../model';
import { keepsStoredSecret, SECRET_LABELS } from '../store/tenant-settings-forms';
import { SYNC, useSettings } from './context';
import { optionsOf, SelectField, TextField } from './controls';

export const AUTH_TEXTS = {
  keepSecret: 'A secret is stored. Leave empty to keep it; type to replace it.',
} as const;

function SecretField({ field }: { field: string }) {
  const { store } = useSettings();
  const { integration } = useSnapshot(store.state, SYNC);
  const { draft, errors } = integration;
  const kept = keepsStoredSecret(draft, field);
  return (
    <TextField
      label={SECRET_LABELS[field] ?? field}
      name={field}
      type="password"
      autoComplete="new-password"
      value={draft.secrets[field] ?? ''}
      placeholder={kept ? SECRET_MASK : undefined}
      hint={kept ? AUTH_TEXTS.keepSecret : undefined}
      onChange={(value) =>
        store.updateIntegration({ secrets: { ...store.state.integration.draft.secrets, [field]: value } })
      }
      required={!kept}
      error={errors[field]}
    />
  );
}

export function AuthConfigFields() {
  const { store } = useSettings();
  const { integration } = useSnapshot(store.state, SYNC);
  const { draft, errors } = integration;
  const auth = draft.auth;
  // From the live draft, not this render's snapshot: two quick edits must not undo each other.
  const set = (patch: Partial<typeof auth>) =>
    store.updateIntegration({ auth: { ...store.state.integration.draft.auth, ...patch } });
  switch (draft.authType) {
    case 'none':
      return null;
    case 'bearer':
      return <SecretField field="token" />;
    case 'basic':
      return (
        <>
          <TextField
            label="Username"
            name="username"
            value={auth.username}
            onChange={(username) => set({ username })}
            required
            error={errors.username}
          />
          <SecretField field="password" />
        </>
      );
    case 'api_key':
      return (
        <>
          <SecretField field="api_key" />
          <SelectField
            label="Key location"
            name="key_location"
            value={auth.keyLocation}
            options={optionsOf(API_KEY_LOCATIONS)}
            onChange={(value) => set({ keyLocation: value === 'query' ? 'query' : 'header' })}
          />
          <TextField
            label="Key name"
            name="key_name"
            value={auth.keyName}
            onChange={(keyName) => set({ keyName })}
            error={errors.key_name}
          />
        </>
      );
    case 'hmac':
      return (
        <>
          <SecretField field="secret_key" />
          <SelectField
            label="Algorithm"
            name="algorithm"
            value={auth.algorithm}
            options={optionsOf(HMAC_ALGORITHMS)}
            onChange={(algorithm) => set({ algorithm })}
          />
          <TextField
            label="Signature header"
            name="header_name"
            value={auth.headerName}
            onChange={(headerName) => set({ headerName })}
            error={errors.header_name}
          />
        </>
      );
    case 'oauth':
      return (
        <>
          <TextField
            label="Client id"
            name="client_id"
            value={auth.clientId}
            onChange={(clientId) => set({ clientId })}
            required
            error={errors.client_id}
          />
          <SecretField field="client_secret" />
          <TextField
            label="Authorization URL"
            name="auth_url"
            type="url"
            value={auth.authUrl}
            onChange={(authUrl) => set({ authUrl })}
            required
            error={errors.auth_url}
          />
          <TextField
            label="Token URL"
            name="token_url"
            type="url"
            value={auth.tokenUrl}
            onChange={(tokenUrl) => set({ tokenUrl })}
            required
            error={errors.token_url}
          />
          <TextField
            label="Scopes"
            name="scopes"
            value={auth.scopes}
            onChange={(scopes) => set({ scopes })}
            hint="Separated by spaces or commas."
          />
        </>
      );
  }
}
