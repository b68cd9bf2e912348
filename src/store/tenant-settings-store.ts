// One store per <tenant-settings>: the tenant's settings as loaded, the editors' drafts and modes, the
// pending delete, connection tests, and the actions the panels call. Every write goes to the server and
// the list shows what the server answered (deleting really deletes; shell §4 only showed local state).
// The list is cached in the browser for 24 hours per service URL and tenant (shell §7, §9): a fresh copy
// is shown at once while the server is asked again (an admin must not edit over a colleague's changes for
// a day), and when the server cannot answer, the copy — even an expired one — stands in (shell §8).
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import {
  type ApiTenantSetting,
  type ConnectionTestResult,
  createSetting,
  deleteSetting,
  getSetting,
  listSettings,
  readSetting,
  type SettingInput,
  testIntegration,
  updateSetting,
} from '../api/tenant-settings';
import { isSecretSettingKey, type TenantRole } from '../model';
import {
  mayUseStaleCopy,
  readCache,
  registryCacheKey,
  removeCache,
  tenantSettingsCacheKey,
  writeCache,
} from './browser-cache';
import type { NotificationStore } from './notifications';
import {
  type GeneralDraft,
  type GeneralErrors,
  generalBody,
  generalDraftOf,
  generalErrorsOf,
  type IntegrationDraft,
  type IntegrationErrors,
  integrationBody,
  integrationDraftOf,
  integrationErrorsOf,
  isIntegrationSetting,
  newGeneralDraft,
  newIntegrationDraft,
  SETTING_TEXTS,
  validateGeneral,
  validateIntegration,
} from './tenant-settings-forms';

/** Shell §8 texts, word for word. */
export const SETTINGS_TOASTS = {
  loadFailed: 'Failed to load tenant settings',
  saveFailed: 'Save Failed',
  deleteFailed: 'Delete Failed',
  integrationSaved: 'Integration Saved',
  integrationDeleted: 'Integration Deleted',
  settingSaved: 'Setting Saved',
  settingUpdated: 'Setting Updated',
  settingDeleted: 'Setting Deleted',
} as const;

/**
 * Saving a new reCAPTCHA verify URL makes the server drop the secret saved for the old host (it is never
 * posted to a host it was not entered for): the list and the admin learn of it at once.
 */
export const RECAPTCHA_SECRET_DROPPED = {
  title: 'reCAPTCHA secret removed',
  message:
    'The recaptcha_secret_key was saved for the previous verify URL, so it was removed. Add it again for the new URL.',
} as const;
const RECAPTCHA_VERIFY_URL_KEY = 'recaptcha_verify_url';
const RECAPTCHA_SECRET_KEY = 'recaptcha_secret_key';

/** Shell §8: integration and setting deletion use a danger confirm with this text. */
export const DELETE_CONFIRM_MESSAGE = 'This action cannot be undone...';

export type SettingsSection = 'general' | 'integrations';
export type SettingKind = 'setting' | 'integration';

export interface SettingsChange {
  action: 'saved' | 'deleted';
  kind: SettingKind;
  key: string;
  /** The setting as the server answered it (secrets masked); null after a delete. */
  setting: ApiTenantSetting | null;
}

export interface SettingsHooks {
  onChange?(change: SettingsChange): void;
  onError?(code: string, message: string): void;
}

export interface ConnectionTestState {
  running: boolean;
  result: ConnectionTestResult | null;
  /** The call itself failed (e.g. 403), not the endpoint. */
  error: string | null;
}

/** The list shown is the copy saved in this browser because the server could not answer. */
export interface CachedCopyNotice {
  /** When the copy was saved, in ms since the epoch. */
  savedAt: number;
  /** Why the server's list could not be had. */
  error: string;
}

export interface TenantSettingsState {
  /** signed-out: no credentials yet (a host may set `token` after the attributes); nothing is loaded. */
  status: 'idle' | 'signed-out' | 'loading' | 'ready' | 'error';
  loadError: string | null;
  settings: ApiTenantSetting[];
  cachedCopy: CachedCopyNotice | null;
  /** The signed-in user's tenant role; null until known. Only admins write. */
  role: TenantRole | null;
  /** Why the role could not be had (the server did not answer the session check); null otherwise. */
  roleError: string | null;
  section: SettingsSection;
  general: { mode: 'closed' | 'add' | 'edit'; draft: GeneralDraft; errors: GeneralErrors; saving: boolean };
  integration: { mode: 'list' | 'form'; draft: IntegrationDraft; errors: IntegrationErrors; saving: boolean };
  pendingDelete: { kind: SettingKind; key: string } | null;
  deleting: boolean;
  tests: Record<string, ConnectionTestState>;
}

export interface TenantSettingsStore {
  readonly state: TenantSettingsState;
  hooks: SettingsHooks;
  load(): Promise<void>;
  /** No credentials: forget what was loaded and wait for a sign-in. */
  signOut(): void;
  setRole(role: TenantRole | null, error?: string | null): void;
  setSection(section: SettingsSection): void;
  startAddSetting(): void;
  startEditSetting(key: string): void;
  cancelSetting(): void;
  updateGeneral(patch: Partial<GeneralDraft>): void;
  saveSetting(): Promise<boolean>;
  startAddIntegration(): void;
  startEditIntegration(key: string): void;
  cancelIntegration(): void;
  updateIntegration(patch: Partial<IntegrationDraft>): void;
  saveIntegration(): Promise<boolean>;
  askDelete(kind: SettingKind, key: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<boolean>;
  testConnection(key: string): Promise<void>;
  /** Whether an open setting or integration form holds changes not saved yet. */
  dirty(): boolean;
}

const AUTH_ERROR_FIELDS = ['username', 'key_name', 'header_name', 'client_id', 'auth_url', 'token_url'];
const SECRET_ERROR_FIELDS = ['password', 'token', 'api_key', 'secret_key', 'client_secret'];

/** Which error messages a change of each draft field makes obsolete. */
const ERROR_FIELDS_OF: Partial<Record<keyof IntegrationDraft, readonly string[]>> = {
  integrationType: ['integration_type'],
  endpointUrl: ['endpoint_url'],
  httpMethod: ['http_method'],
  authType: [...AUTH_ERROR_FIELDS, ...SECRET_ERROR_FIELDS],
  auth: AUTH_ERROR_FIELDS,
  secrets: SECRET_ERROR_FIELDS,
  requestTimeout: ['request_timeout'],
  retryAttempts: ['retry_attempts'],
  headers: ['request_headers', 'header:'],
  description: ['description'],
};

/** Whether an error entry is one of `fields` (a field ending in ':' stands for all of its rows). */
const coveredBy = (fields: readonly string[], entry: string): boolean =>
  fields.some((field) => (field.endsWith(':') ? entry.startsWith(field) : entry === field));

type SettingLike = Parameters<typeof isIntegrationSetting>[0];

/** The general settings of the list (state or snapshot), in key order. */
export function generalSettings<T extends SettingLike>(state: { readonly settings: readonly T[] }): T[] {
  return state.settings.filter((setting) => !isIntegrationSetting(setting));
}

/** The integrations of the list (state or snapshot). */
export function integrations<T extends SettingLike>(state: { readonly settings: readonly T[] }): T[] {
  return state.settings.filter((setting) => isIntegrationSetting(setting));
}

/** A cached list is read back only when every row is still a setting this client can read. */
function isSettingList(data: unknown): data is ApiTenantSetting[] {
  return Array.isArray(data) && data.every((row) => readSetting(row) !== null);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function codeOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.code : fallback;
}

const detailsOf = (error: unknown) => (error instanceof ApiError ? (error.details ?? []) : []);
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The fields of a settings request body: a refusal's message may start with one's path. */
const BODY_FIELD_PATH = /^(?:setting_key|setting_name|description|config|is_encrypted)(?:\.[^\s:]+)*: (.+)$/s;

/**
 * A refusal's message for people: without the field path the server puts first ('description: ...'), since
 * the field itself shows the message, and a path is no words of the user's.
 */
function shownMessageOf(error: unknown): string {
  const message = messageOf(error);
  for (const detail of detailsOf(error)) {
    if (detail.path && message === `${detail.path}: ${detail.message}`) return detail.message;
  }
  return BODY_FIELD_PATH.exec(message)?.[1] ?? message;
}

/**
 * Adding creates (409 when a colleague added the key meanwhile: theirs is never overwritten unseen);
 * editing updates the setting that was opened, by id.
 */
function writeSetting(client: ApiClient, id: string | null, body: SettingInput) {
  return id
    ? updateSetting(client, id, {
        description: body.description,
        config: body.config,
        is_encrypted: body.is_encrypted,
      })
    : createSetting(client, body);
}

export interface TenantSettingsStoreOptions {
  /** The session's client, or null while the element has no service URL or tenant. */
  client: () => ApiClient | null;
  notifications: NotificationStore;
}

export function createTenantSettingsStore(options: TenantSettingsStoreOptions): TenantSettingsStore {
  const { notifications } = options;
  const state = proxy<TenantSettingsState>({
    status: 'idle',
    loadError: null,
    settings: [],
    cachedCopy: null,
    role: null,
    roleError: null,
    section: 'general',
    general: { mode: 'closed', draft: newGeneralDraft(), errors: {}, saving: false },
    integration: { mode: 'list', draft: newIntegrationDraft(), errors: {}, saving: false },
    pendingDelete: null,
    deleting: false,
    tests: {},
  });
  let loadSeq = 0;
  // Each open form's draft as it was opened, to tell whether it holds changes.
  let generalOpened = '';
  let integrationOpened = '';

  const requireClient = (): ApiClient => {
    const client = options.client();
    if (!client) throw new ApiError('The element needs service-url and tenant', 0, 'not_configured');
    return client;
  };

  /** The cache entries of the current service and tenant; null without a client. */
  const cacheKeys = () => {
    const client = options.client();
    return client ? { settings: tenantSettingsCacheKey(client), registry: registryCacheKey(client) } : null;
  };

  /**
   * After a write: the cached list is out of date (the next load asks the server), and so is the cached
   * registry when an integration changed (the field_registry integration is where it comes from). A load
   * still running may answer with the list from before the write: its answer is dropped rather than undo
   * the write on screen.
   */
  const afterWrite = (kind: SettingKind) => {
    loadSeq += 1;
    const keys = cacheKeys();
    if (!keys) return;
    removeCache(keys.settings);
    if (kind === 'integration') removeCache(keys.registry);
  };

  /** This browser's copies of the tenant's settings and registry, e.g. when the session ends. */
  const forgetCopies = () => {
    const keys = cacheKeys();
    if (!keys) return;
    removeCache(keys.settings);
    removeCache(keys.registry);
  };

  /** A toast for people (see shownMessageOf), and fw-error with the server's message as it came. */
  const fail = (title: string, error: unknown, code: string, shown = shownMessageOf(error)) => {
    notifications.notify('error', title, shown);
    store.hooks.onError?.(codeOf(error, code), messageOf(error));
  };

  /**
   * The list again from the server, leaving the panels on screen (load() would show a spinner in place of
   * an open form): after a refusal that says the list is out of date.
   */
  /** Reads the list again and shows it; the list read, or null when it could not be read. */
  const refreshList = async (): Promise<ApiTenantSetting[] | null> => {
    const seq = ++loadSeq;
    try {
      const settings = await listSettings(requireClient());
      if (seq !== loadSeq) return settings;
      state.settings = settings;
      state.cachedCopy = null;
      const key = cacheKeys()?.settings;
      if (key) writeCache(key, settings);
      return settings;
    } catch {
      // The refusal already said what matters; the list stays as it was.
      return null;
    }
  };

  /** The list with this setting put in its place (or added, in key order). */
  const replace = (saved: ApiTenantSetting) => {
    const others = state.settings.filter((s) => s.setting_key !== saved.setting_key);
    state.settings = [...others, saved].sort((a, b) => a.setting_key.localeCompare(b.setting_key));
  };

  /** After the verify URL was saved: whether the server dropped the secret, and if so, say so. */
  const noticeDroppedSecret = async (client: ApiClient) => {
    if (!state.settings.some((s) => s.setting_key === RECAPTCHA_SECRET_KEY)) return;
    const kept = await getSetting(client, RECAPTCHA_SECRET_KEY).then(
      () => true,
      // Only a 404 says it is gone; any other failure leaves the list as it was.
      (error: unknown) => !(error instanceof ApiError && error.status === 404),
    );
    if (kept) return;
    state.settings = state.settings.filter((s) => s.setting_key !== RECAPTCHA_SECRET_KEY);
    notifications.notify('warning', RECAPTCHA_SECRET_DROPPED.title, RECAPTCHA_SECRET_DROPPED.message);
  };

  const store: TenantSettingsStore = {
    state,
    hooks: {},

    async load() {
      const seq = ++loadSeq;
      const key = cacheKeys()?.settings ?? null;
      const cached = key ? readCache(key, isSettingList) : null;
      state.loadError = null;
      state.cachedCopy = null;
      if (cached?.fresh) {
        state.settings = cached.data;
        state.status = 'ready';
      } else {
        state.status = 'loading';
      }
      try {
        const settings = await listSettings(requireClient());
        if (seq !== loadSeq) return;
        state.settings = settings;
        state.status = 'ready';
        if (key) writeCache(key, settings);
      } catch (error) {
        if (seq !== loadSeq) return;
        if (cached && mayUseStaleCopy(error)) {
          state.settings = cached.data;
          state.status = 'ready';
          state.cachedCopy = { savedAt: cached.savedAt, error: messageOf(error) };
        } else {
          state.status = 'error';
          state.loadError = messageOf(error);
        }
        // Refused (signed out, or no longer of this tenant): the copy is not theirs to see either.
        if (statusOf(error) === 401 || statusOf(error) === 403) forgetCopies();
        fail(SETTINGS_TOASTS.loadFailed, error, 'load_failed');
      }
    },

    signOut() {
      loadSeq += 1;
      // The next person at this browser must not find the tenant's settings in its storage.
      forgetCopies();
      state.status = 'signed-out';
      state.settings = [];
      state.cachedCopy = null;
      state.role = null;
    },

    setRole(role, error = null) {
      state.role = role;
      state.roleError = error;
    },

    setSection(section) {
      state.section = section;
    },

    startAddSetting() {
      state.general = { mode: 'add', draft: newGeneralDraft(), errors: {}, saving: false };
      generalOpened = JSON.stringify(state.general.draft);
    },

    startEditSetting(key) {
      const setting = state.settings.find((s) => s.setting_key === key);
      if (!setting) return;
      state.general = { mode: 'edit', draft: generalDraftOf(setting), errors: {}, saving: false };
      generalOpened = JSON.stringify(state.general.draft);
    },

    cancelSetting() {
      state.general.mode = 'closed';
      state.general.errors = {};
    },

    updateGeneral(patch) {
      Object.assign(state.general.draft, patch);
      // A secret the server uses is always stored encrypted (the server refuses it otherwise).
      if (isSecretSettingKey(state.general.draft.key)) state.general.draft.encrypted = true;
      // An error goes away as soon as its field is touched; the rest stay until the next save.
      for (const field of Object.keys(patch)) delete state.general.errors[field as keyof GeneralErrors];
    },

    async saveSetting() {
      const form = state.general;
      if (form.saving) return false;
      const { draft } = form;
      const errors = validateGeneral(draft);
      form.errors = errors;
      if (Object.keys(errors).length > 0) return false;
      form.saving = true;
      const editing = draft.id !== null;
      try {
        const client = requireClient();
        const body = generalBody(draft);
        const saved = await writeSetting(client, draft.id, body);
        replace(saved);
        afterWrite('setting');
        if (saved.setting_key === RECAPTCHA_VERIFY_URL_KEY) await noticeDroppedSecret(client);
        // Only the form this save came from closes: not one the admin opened meanwhile.
        if (state.general === form) form.mode = 'closed';
        notifications.notify(
          'success',
          editing ? SETTINGS_TOASTS.settingUpdated : SETTINGS_TOASTS.settingSaved,
        );
        store.hooks.onChange?.({ action: 'saved', kind: 'setting', key: saved.setting_key, setting: saved });
        return true;
      } catch (error) {
        if (editing && statusOf(error) === 404 && state.general === form) {
          // Deleted by someone else meanwhile: every further Save of this edit would answer 404 too. The
          // form becomes an add of the same key with what was typed (a kept secret is gone with the row).
          const message = SETTING_TEXTS.deletedMeanwhile('setting', draft.key);
          state.general = {
            mode: 'add',
            draft: { ...draft, id: null, storedSecret: false, storedDataType: null },
            errors: { key: message },
            saving: false,
          };
          fail(SETTINGS_TOASTS.saveFailed, error, 'save_failed', message);
          void refreshList();
          return false;
        }
        // The field a refusal is about shows it too (and takes focus), not only the toast.
        form.errors = generalErrorsOf(statusOf(error), messageOf(error), detailsOf(error));
        fail(SETTINGS_TOASTS.saveFailed, error, 'save_failed');
        return false;
      } finally {
        form.saving = false;
      }
    },

    startAddIntegration() {
      state.integration = { mode: 'form', draft: newIntegrationDraft(), errors: {}, saving: false };
      integrationOpened = JSON.stringify(state.integration.draft);
    },

    startEditIntegration(key) {
      const setting = state.settings.find((s) => s.setting_key === key);
      if (!setting) return;
      state.integration = { mode: 'form', draft: integrationDraftOf(setting), errors: {}, saving: false };
      integrationOpened = JSON.stringify(state.integration.draft);
    },

    cancelIntegration() {
      state.integration.mode = 'list';
      state.integration.errors = {};
    },

    updateIntegration(patch) {
      Object.assign(state.integration.draft, patch);
      const touched = Object.keys(patch).flatMap(
        (name) => ERROR_FIELDS_OF[name as keyof IntegrationDraft] ?? [],
      );
      for (const entry of Object.keys(state.integration.errors)) {
        if (coveredBy(touched, entry)) delete state.integration.errors[entry];
      }
    },

    async saveIntegration() {
      const form = state.integration;
      if (form.saving) return false;
      const { draft } = form;
      const errors = validateIntegration(draft);
      form.errors = errors;
      if (Object.keys(errors).length > 0) return false;
      form.saving = true;
      try {
        const client = requireClient();
        const body = integrationBody(draft);
        const saved = await writeSetting(client, draft.id, body);
        replace(saved);
        afterWrite('integration');
        delete state.tests[saved.setting_key];
        if (state.integration === form) form.mode = 'list';
        notifications.notify('success', SETTINGS_TOASTS.integrationSaved);
        store.hooks.onChange?.({
          action: 'saved',
          kind: 'integration',
          key: saved.setting_key,
          setting: saved,
        });
        return true;
      } catch (error) {
        form.errors = integrationErrorsOf(draft, detailsOf(error));
        if (draft.id !== null && statusOf(error) === 404) {
          // Deleted by someone else meanwhile (see saveSetting): saved again as an add, with what was
          // typed; the stored secrets and header values went with the row, so they are asked for again.
          const message = SETTING_TEXTS.deletedMeanwhile('integration', integrationBody(draft).setting_key);
          draft.id = null;
          draft.storedSecrets = [];
          draft.headers = draft.headers.map(({ name, value }) => ({ name, value }));
          form.errors.setting_key = message;
          fail(SETTINGS_TOASTS.saveFailed, error, 'save_failed', message);
          void refreshList();
          return false;
        }
        if (draft.id === null && statusOf(error) === 409) {
          // Said on the key (where focus goes) and in the toast; the form keeps what was typed.
          const message = SETTING_TEXTS.integrationAddedMeanwhile(integrationBody(draft).setting_key);
          form.errors.setting_key = message;
          fail(SETTINGS_TOASTS.saveFailed, error, 'save_failed', message);
          void refreshList();
          return false;
        }
        fail(SETTINGS_TOASTS.saveFailed, error, 'save_failed');
        return false;
      } finally {
        form.saving = false;
      }
    },

    askDelete(kind, key) {
      state.pendingDelete = { kind, key };
    },

    cancelDelete() {
      if (!state.deleting) state.pendingDelete = null;
    },

    async confirmDelete() {
      const pending = state.pendingDelete;
      if (!pending || state.deleting) return false;
      state.deleting = true;
      const title =
        pending.kind === 'integration' ? SETTINGS_TOASTS.integrationDeleted : SETTINGS_TOASTS.settingDeleted;
      // Taken before the list may be read again (a 404 below), which no longer holds the row.
      const deletedId = state.settings.find((s) => s.setting_key === pending.key)?.id;
      /** The row goes from the list, with a form still open on it (its Save could only answer 'not found'). */
      const removeRow = () => {
        state.settings = state.settings.filter((s) => s.setting_key !== pending.key);
        if (deletedId !== undefined && state.general.mode === 'edit' && state.general.draft.id === deletedId)
          store.cancelSetting();
        if (
          deletedId !== undefined &&
          state.integration.mode === 'form' &&
          state.integration.draft.id === deletedId
        )
          store.cancelIntegration();
        afterWrite(pending.kind);
        delete state.tests[pending.key];
      };
      try {
        await deleteSetting(requireClient(), pending.key);
        removeRow();
        notifications.notify('success', title);
        store.hooks.onChange?.({ action: 'deleted', kind: pending.kind, key: pending.key, setting: null });
        return true;
      } catch (error) {
        // Deleted by someone else meanwhile: what was asked for is already so. It used to say 'Delete
        // Failed' and keep the row, which no further Delete could remove. A 404 alone does not prove it (a
        // proxy's, a wrong service URL's): the list, read again (it was out of date anyway), decides. No
        // fw-settings-change: this delete did not happen on the server.
        const listed = statusOf(error) === 404 ? await refreshList() : null;
        if (listed && !listed.some((setting) => setting.setting_key === pending.key)) {
          removeRow();
          notifications.notify('success', title, SETTING_TEXTS.alreadyDeleted(pending.kind, pending.key));
          return true;
        }
        fail(SETTINGS_TOASTS.deleteFailed, error, 'delete_failed');
        return false;
      } finally {
        state.deleting = false;
        state.pendingDelete = null;
      }
    },

    dirty() {
      const { general, integration } = state;
      return (
        (general.mode !== 'closed' && JSON.stringify(general.draft) !== generalOpened) ||
        (integration.mode === 'form' && JSON.stringify(integration.draft) !== integrationOpened)
      );
    },

    async testConnection(key) {
      if (state.tests[key]?.running) return;
      state.tests[key] = { running: true, result: null, error: null };
      try {
        const result = await testIntegration(requireClient(), key);
        state.tests[key] = { running: false, result, error: null };
      } catch (error) {
        state.tests[key] = { running: false, result: null, error: messageOf(error) };
        store.hooks.onError?.(codeOf(error, 'test_failed'), messageOf(error));
      }
    },
  };
  return store;
}
