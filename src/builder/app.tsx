import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import type { FormSchemaData } from '../model';
import { stashUnsavedWork, takeUnsavedWork } from '../store/builder-stash';
import {
  type BuilderNavigation,
  type BuilderStore,
  createBuilderStore,
  type FormChangeDetails,
} from '../store/builder-store';
import { createNotificationStore } from '../store/notifications';
import { adoptCredentials, getSession, sessionScope } from '../store/session';
import { readTokenClaims } from '../store/token';
import { BuilderShell } from './builder-shell';
import { BuilderContext, type BuilderContextValue } from './context';
import { createDndController } from './dnd/controller';
import { createStoreSignal } from './hooks/store-signal';
import { createRegistryLoader } from './hooks/use-registry';
import { publicFormLink } from './shell/public-link';
import { createBuilderUi } from './ui-store';

/** What the builder tells its host; the element turns these into fw- events. */
export interface BuilderEvents {
  change(formId: string | null, schema: FormSchemaData, details: FormChangeDetails): void;
  save(formId: string, schema: FormSchemaData): void;
  error(code: string, message: string): void;
  navigate(navigation: BuilderNavigation): void;
  authRequired(): void;
}

export interface BuilderAppProps {
  tenant?: string | undefined;
  serviceUrl?: string | undefined;
  token?: string | undefined;
  /** The session's request-signing key from sign-in, with `token`. */
  signingKey?: string | undefined;
  /** Absent: a new form. */
  formId?: string | undefined;
  readonly?: boolean;
  /** A new form (without form-id) starts as a template. */
  newTemplate?: boolean;
  /** The new form's starting schema (without form-id). */
  schema?: FormSchemaData | undefined;
  /** The new form's starting description (without form-id). */
  description?: string | undefined;
  /** URL template of the public form page, with {tenant} and {formId} (see shell/public-link.ts). */
  publicFormUrl?: string | undefined;
  events: BuilderEvents;
  /** Hands the store out, e.g. to the element's save() method. */
  onStore?: (store: BuilderStore | null) => void;
}

/** fw-change carries the whole schema: a typing burst sends one, this long after its last key. */
export const CHANGE_EVENT_DELAY_MS = 200;

interface Connection {
  tenant?: string | undefined;
  serviceUrl?: string | undefined;
  token?: string | undefined;
  signingKey?: string | undefined;
}

/**
 * The session's client for the element's service and tenant. The session is shared by every element of
 * the page for that service and tenant (one sign-in); a `token` set on the element, with its `signingKey`,
 * replaces the session's credentials, as the renderer does.
 */
function clientFor(connection: Connection): ApiClient | null {
  const { serviceUrl, tenant, token, signingKey } = connection;
  if (!serviceUrl || !tenant) return null;
  const session = getSession(serviceUrl, tenant);
  if (token !== undefined) adoptCredentials(session, token, signingKey ?? null);
  return session.client;
}

/**
 * The user the builder's calls are made for: the subject of the token they carry (the element's own, else
 * the session's), else the session's verified user.
 */
function currentUserIdFor(connection: Connection): string | null {
  const { serviceUrl, tenant } = connection;
  if (!serviceUrl || !tenant) return null;
  const { state } = getSession(serviceUrl, tenant);
  const token = connection.token ?? state.token;
  return (token ? readTokenClaims(token)?.sub : undefined) ?? state.user?.id ?? null;
}

/** How a new form starts, from the element's props. */
function newFormOf(props: BuilderAppProps): { isTemplate: boolean; description: string } {
  return { isTemplate: props.newTemplate ?? false, description: props.description ?? '' };
}

/** <form-builder>'s app: one store, toasts, drag state and catalog per element instance. */
export function BuilderApp(props: BuilderAppProps) {
  const {
    formId,
    serviceUrl,
    tenant,
    schema,
    readonly = false,
    newTemplate,
    description,
    publicFormUrl,
    events,
    onStore,
  } = props;
  const latest = useRef({ props, events });
  useLayoutEffect(() => {
    latest.current = { props, events };
  });
  const client = useCallback(() => clientFor(latest.current.props), []);

  const [context] = useState<BuilderContextValue>(() => {
    const notifications = createNotificationStore();
    let changeTimer: ReturnType<typeof setTimeout> | undefined;
    const ui = createBuilderUi();
    const store = createBuilderStore({
      client,
      commitTyping: () => ui.commitTyping(),
      notifications,
      onChange: (id, next, details) => {
        clearTimeout(changeTimer);
        changeTimer = setTimeout(
          () => latest.current.events.change(id, next, details),
          CHANGE_EVENT_DELAY_MS,
        );
      },
      currentUserId: () => currentUserIdFor(latest.current.props),
      onSave: (id, saved) => latest.current.events.save(id, saved),
      onError: (code, message) => latest.current.events.error(code, message),
      onNavigate: (navigation) => latest.current.events.navigate(navigation),
    });
    if (!formId) store.startNew(schema, newFormOf(props));
    store.setReadOnlyRequested(readonly);
    const publicLinkTemplate = proxy({ value: props.publicFormUrl });
    return {
      store,
      signal: createStoreSignal(store),
      ui,
      notifications,
      dnd: createDndController(store),
      client,
      registry: createRegistryLoader(client),
      publicLinkTemplate,
      publicLink: (id) => {
        const { serviceUrl: service, tenant: tenantId } = latest.current.props;
        return publicFormLink({
          template: publicLinkTemplate.value,
          serviceUrl: service,
          tenant: tenantId,
          formId: id,
          baseUrl: document.baseURI,
        });
      },
    };
  });
  const { store } = context;

  useEffect(() => {
    store.setReadOnlyRequested(readonly);
  }, [store, readonly]);

  useEffect(() => {
    context.publicLinkTemplate.value = publicFormUrl;
  }, [context, publicFormUrl]);

  useEffect(() => {
    onStore?.(store);
    return () => onStore?.(null);
  }, [store, onStore]);

  useEffect(
    () => () => {
      store.dispose();
      context.signal.dispose();
    },
    [store, context],
  );

  // Work a session's end took away comes back once its user has the same form open again.
  const restoreUnsaved = useCallback(() => {
    const connection = latest.current.props;
    const userId = currentUserIdFor(connection);
    if (!connection.serviceUrl || !connection.tenant || !userId) return;
    const scope = sessionScope(connection.serviceUrl, connection.tenant);
    const work = takeUnsavedWork({ scope, userId, formId: store.state.formId });
    if (work) store.restoreUnsaved(work);
  }, [store]);

  // Load the form named by form-id; a form-id equal to the store's (set by Create) is already here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new service or tenant reloads the form.
  useEffect(() => {
    if (formId) {
      if (formId !== store.state.formId || store.state.loadStatus === 'idle')
        void store.load(formId).then((loaded) => loaded && restoreUnsaved());
    } else {
      if (store.state.formId !== null)
        store.startNew(latest.current.props.schema, newFormOf(latest.current.props));
      restoreUnsaved();
    }
  }, [store, formId, serviceUrl, tenant]);

  // new-template set or removed on a new form nobody has changed yet: it starts again as that.
  const appliedTemplate = useRef(newTemplate);
  useEffect(() => {
    if (newTemplate === appliedTemplate.current) return;
    appliedTemplate.current = newTemplate;
    const untouched = store.state.formId === null && !store.state.dirty;
    if (!latest.current.props.formId && untouched)
      store.startNew(latest.current.props.schema, newFormOf(latest.current.props));
  }, [store, newTemplate]);

  // A description set for a new form nobody has changed yet: it starts again with it.
  const appliedDescription = useRef(description);
  useEffect(() => {
    if (description === appliedDescription.current) return;
    appliedDescription.current = description;
    const untouched = store.state.formId === null && !store.state.dirty;
    if (!latest.current.props.formId && untouched)
      store.startNew(latest.current.props.schema, newFormOf(latest.current.props));
  }, [store, description]);

  // A schema property set for a new form replaces it (a host property set, so no fw-change).
  const appliedSchema = useRef(schema);
  useEffect(() => {
    if (schema === appliedSchema.current) return;
    appliedSchema.current = schema;
    if (!latest.current.props.formId) store.startNew(schema, newFormOf(latest.current.props));
  }, [store, schema]);

  useEffect(() => {
    if (!serviceUrl || !tenant) return;
    return getSession(serviceUrl, tenant).onAuthRequired((_error, userId) => {
      // The host's sign-in takes the builder away (shell §2): unsaved work waits in the tab for its return.
      const work = store.unsavedWork();
      if (work && userId) {
        const place = { scope: sessionScope(serviceUrl, tenant), userId, formId: store.state.formId };
        stashUnsavedWork(place, work);
      }
      latest.current.events.authRequired();
    });
  }, [store, serviceUrl, tenant]);

  const navigateDashboard = useMemo(() => () => latest.current.events.navigate({ route: 'dashboard' }), []);

  return (
    <BuilderContext.Provider value={context}>
      <BuilderShell onNavigateDashboard={navigateDashboard} />
    </BuilderContext.Provider>
  );
}
