// <tenant-settings>' React app, loaded on first use: the settings panels (src/settings) wired to the
// element's props, its fw- events and the one adopted stylesheet.
import { useCallback, useMemo } from 'react';
import { SettingsApp, type SettingsEvents, settingsStyles } from '../src/settings';
import type { TenantSettingsStore } from '../src/store/tenant-settings-store';
import { uiPanelStyles } from '../src/ui';
import { emit } from './emit';
import { settingsStores } from './host-stores';
import { registerStyles } from './styles';
import type { TenantSettingsProps } from './tenant-settings';

registerStyles('ui-panels', uiPanelStyles);
registerStyles('settings', settingsStyles);

export function TenantSettingsApp(props: TenantSettingsProps) {
  const { host, tenant, serviceUrl, token, signingKey } = props;
  const events = useMemo<SettingsEvents>(
    () => ({
      change: (change) => emit(host, 'fw-settings-change', change),
      error: (code, message) => emit(host, 'fw-error', { code, message }),
      authRequired: () =>
        emit(host, 'fw-auth-required', { serviceUrl: serviceUrl ?? null, tenant: tenant ?? null }),
    }),
    [host, serviceUrl, tenant],
  );
  const onStore = useCallback((store: TenantSettingsStore | null) => settingsStores.set(host, store), [host]);
  return (
    <SettingsApp
      tenant={tenant}
      serviceUrl={serviceUrl}
      token={token}
      signingKey={signingKey}
      events={events}
      onStore={onStore}
    />
  );
}
