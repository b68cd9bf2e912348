// <tenant-settings>' app: the Tenant Settings panels of shell §2 (left navigation General Settings and
// Integrations) over one store per element instance and the page's shared session.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ApiClient } from '../api/client';
import { NETWORK_ERROR_MESSAGE } from '../api/errors';
import { createNotificationStore } from '../store/notifications';
import { adoptCredentials, getSession, restoreSession } from '../store/session';
import {
  type CachedCopyNotice,
  createTenantSettingsStore,
  DELETE_CONFIRM_MESSAGE,
  generalSettings,
  integrations,
  SETTINGS_TOASTS,
  type SettingKind,
  type SettingsChange,
  type SettingsSection,
  type TenantSettingsStore,
} from '../store/tenant-settings-store';
import { Button, ConfirmDialog, Spinner, Tabs, ToastStack } from '../ui';
import { SettingsContext, type SettingsContextValue, useFocusRequests, useSettings } from './context';
import { afterDeleteTargets, createFocusRequests } from './focus';
import { GeneralPanel } from './general-panel';
import { IntegrationsPanel } from './integrations-panel';

export const SETTINGS_APP_TEXTS = {
  title: 'Tenant Settings',
  nav: 'Tenant settings sections',
  general: 'General Settings',
  integrations: 'Integrations',
  loading: 'Loading tenant settings...',
  retry: 'Try again',
  readOnly: 'You can view these settings. Only a tenant admin can change them.',
  roleUnknown: 'Your role could not be checked, so these settings are read-only for now.',
  notConfigured: 'Set the service-url and tenant attributes to manage tenant settings.',
  signedOut: 'Sign in to manage tenant settings.',
  deleteSetting: 'Delete Setting',
  deleteIntegration: 'Delete Integration',
  delete: 'Delete',
  deletes: (kind: SettingKind, key: string) =>
    kind === 'integration'
      ? `The integration '${key}' will be deleted.`
      : `The setting '${key}' will be deleted.`,
} as const;

/** The delete confirm's message: what goes, then the spec's warning word for word. */
export function deleteConfirmMessage(kind: SettingKind, key: string): string {
  return `${SETTINGS_APP_TEXTS.deletes(kind, key)} ${DELETE_CONFIRM_MESSAGE}`;
}

/** Said above a list that is the browser's saved copy because the server could not answer (shell §8). */
export function cachedCopyMessage(notice: CachedCopyNotice): string {
  const savedAt = new Date(notice.savedAt).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `Showing the copy saved in this browser on ${savedAt}: ${notice.error}`;
}

/** What the app tells its host; the element turns these into fw- events. */
export interface SettingsEvents {
  change(change: SettingsChange): void;
  error(code: string, message: string): void;
  authRequired(): void;
}

export interface SettingsAppProps {
  tenant?: string | undefined;
  serviceUrl?: string | undefined;
  token?: string | undefined;
  /** The session's request-signing key from sign-in, with `token`. */
  signingKey?: string | undefined;
  events: SettingsEvents;
  /** Called with the app's store once it exists, and with null when the app goes away. */
  onStore?: (store: TenantSettingsStore | null) => void;
}

type Connection = Pick<SettingsAppProps, 'tenant' | 'serviceUrl' | 'token' | 'signingKey'>;

/** The shared session of the service and tenant; a `token` set on the element replaces its credentials. */
function sessionFor(connection: Connection) {
  const { serviceUrl, tenant, token, signingKey } = connection;
  if (!serviceUrl || !tenant) return null;
  const session = getSession(serviceUrl, tenant);
  if (token !== undefined) adoptCredentials(session, token, signingKey ?? null);
  return session;
}

export function SettingsApp(props: SettingsAppProps) {
  const { serviceUrl, tenant, token, signingKey } = props;
  const latest = useRef(props);
  const roleRetry = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [context] = useState<SettingsContextValue>(() => {
    const notifications = createNotificationStore();
    const client = (): ApiClient | null => sessionFor(latest.current)?.client ?? null;
    const store = createTenantSettingsStore({ client, notifications });
    store.hooks = {
      onChange: (change) => latest.current.events.change(change),
      onError: (code, message) => latest.current.events.error(code, message),
    };
    return { store, notifications, focus: createFocusRequests() };
  });
  const { store } = context;
  const { onStore } = props;
  useEffect(() => {
    onStore?.(store);
    return () => onStore?.(null);
  }, [store, onStore]);

  // A new service, tenant or token loads again, with the signed-in user's role.
  useEffect(() => {
    const session = sessionFor({ serviceUrl, tenant, token, signingKey });
    if (!session) return;
    const offAuth = session.onAuthRequired(() => {
      store.signOut();
      latest.current.events.authRequired();
    });
    if (!session.state.token) {
      store.signOut();
      return offAuth;
    }
    let cancelled = false;
    const loadRole = async () => {
      if (!session.state.user && session.state.token) await restoreSession(session);
      if (cancelled) return;
      // A session check the server could not answer leaves the role unknown: say so (with Try again)
      // rather than show an admin a silently read-only list.
      const unreachable = session.state.status === 'unreachable';
      store.setRole(session.state.user?.role ?? null, unreachable ? NETWORK_ERROR_MESSAGE : null);
    };
    roleRetry.current = () => void loadRole();
    void Promise.all([store.load(), loadRole()]);
    return () => {
      cancelled = true;
      offAuth();
    };
  }, [store, serviceUrl, tenant, token, signingKey]);

  return (
    <SettingsContext.Provider value={context}>
      <SettingsView configured={Boolean(serviceUrl && tenant)} onRetryRole={() => roleRetry.current()} />
    </SettingsContext.Provider>
  );
}

function SettingsView({ configured, onRetryRole }: { configured: boolean; onRetryRole: () => void }) {
  const { store, notifications } = useSettings();
  const focus = useFocusRequests();
  const snap = useSnapshot(store.state);
  const { items } = useSnapshot(notifications.state);
  const canEdit = snap.role === 'admin';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = snap.pendingDelete;
  // The closing confirm keeps saying what it asked about, not switch to another text as it fades.
  const lastAsked = useRef(pending);
  if (pending) lastAsked.current = pending;
  const asked = pending ?? lastAsked.current;
  const confirmDelete = async () => {
    if (!pending) return;
    // Read before the delete: the row is gone afterwards, and focus with it.
    const rows = pending.kind === 'integration' ? integrations(store.state) : generalSettings(store.state);
    const keys = rows.map((setting) => setting.setting_key);
    if (await store.confirmDelete()) focus.request(afterDeleteTargets(pending.kind, pending.key, keys));
  };
  return (
    <div className="fw-settings" part="settings" ref={focus.setRoot}>
      <div className="fw-settings__header">
        <h2 tabIndex={-1} ref={headingRef}>
          {SETTINGS_APP_TEXTS.title}
        </h2>
        {snap.status === 'ready' && snap.roleError && (
          <div className="fw-settings-note" data-role-unknown="" role="alert">
            <p>
              {SETTINGS_APP_TEXTS.roleUnknown} {snap.roleError}
            </p>
            <Button size="small" onClick={onRetryRole}>
              {SETTINGS_APP_TEXTS.retry}
            </Button>
          </div>
        )}
        {snap.status === 'ready' && snap.role === 'member' && (
          <p className="fw-settings-note" data-readonly-note="">
            {SETTINGS_APP_TEXTS.readOnly}
          </p>
        )}
        {snap.status === 'ready' && snap.cachedCopy && (
          <p className="fw-settings-note" data-cached-copy="">
            {cachedCopyMessage(snap.cachedCopy)}
          </p>
        )}
      </div>
      {!configured ? (
        <p className="fw-settings-note">{SETTINGS_APP_TEXTS.notConfigured}</p>
      ) : snap.status === 'signed-out' ? (
        <p className="fw-settings-note" data-signed-out="">
          {SETTINGS_APP_TEXTS.signedOut}
        </p>
      ) : snap.status === 'error' ? (
        <div className="fw-settings-error" role="alert">
          <p>
            <strong>{SETTINGS_TOASTS.loadFailed}</strong>
          </p>
          {snap.loadError && <p>{snap.loadError}</p>}
          <Button
            onClick={() => {
              // The button gives way to the spinner: keyboard focus waits on the heading, not the page.
              headingRef.current?.focus();
              void store.load();
            }}
          >
            {SETTINGS_APP_TEXTS.retry}
          </Button>
        </div>
      ) : snap.status === 'ready' ? (
        <Tabs
          className="fw-settings__nav"
          orientation="vertical"
          label={SETTINGS_APP_TEXTS.nav}
          selectedId={snap.section}
          onSelect={(id) => store.setSection(id as SettingsSection)}
          tabs={[
            { id: 'general', label: SETTINGS_APP_TEXTS.general, panel: <GeneralPanel canEdit={canEdit} /> },
            {
              id: 'integrations',
              label: SETTINGS_APP_TEXTS.integrations,
              panel: <IntegrationsPanel canEdit={canEdit} />,
            },
          ]}
        />
      ) : (
        <Spinner label={SETTINGS_APP_TEXTS.loading} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          asked?.kind === 'integration'
            ? SETTINGS_APP_TEXTS.deleteIntegration
            : SETTINGS_APP_TEXTS.deleteSetting
        }
        message={asked ? deleteConfirmMessage(asked.kind, asked.key) : DELETE_CONFIRM_MESSAGE}
        variant="danger"
        confirmText={SETTINGS_APP_TEXTS.delete}
        busy={snap.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => store.cancelDelete()}
      />
      <ToastStack toasts={items} onDismiss={(id) => notifications.dismiss(id)} />
    </div>
  );
}
