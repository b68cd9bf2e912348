// /f/{tenant}/{formId}: a published form for anyone, no sign-in. The page reads the form from the anonymous
// public route (GET /api/v1/public/{tenant}/forms/{formId}) for its title and its own not-found page, and
// hands the schema to <form-renderer>. With form-id, service-url and tenant and no submitHandler the
// renderer itself submits to the public submission route, saves drafts and reports analytics; a resume
// link's ?fw-draft={token} is handed on to the renderer's `draft` property. A form that requires sign-in
// (settings.requireAuth) takes answers only from a user of its tenant: the renderer sends them with the
// page's shared session of that tenant, and a visitor without one is asked to sign in first, before any
// input is shown (answers typed and then left behind on the way to the sign-in page would be lost).
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { NETWORK_ERROR_MESSAGE } from '../src/api/errors';
import type { FormSchemaData } from '../src/model';
import { signInPathFor, useDocumentTitle, useSessionAuth } from '../src/shell';
import { getSession } from '../src/store/session';
import { Button, LoadingScreen } from '../src/ui';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

export const PUBLIC_FORM_NOT_FOUND = 'Form not found';
export const PUBLIC_FORM_NOT_FOUND_HINT = 'The form may have been unpublished, or the link is wrong.';
export const PUBLIC_FORM_UNAVAILABLE = 'This form could not be loaded';
export const PUBLIC_FORM_SERVER_ERROR = 'The server could not load this form right now. Please try again.';
export const SIGN_IN_NOTICE = 'Sign in to fill in this form.';

interface PublicForm {
  id: string;
  description: string;
  schema_data: FormSchemaData;
}

type LoadState =
  | { status: 'loading' }
  /** 404: unpublished, unknown or another tenant's; trying again does not help. */
  | { status: 'not-found' }
  /** No answer, or the server failed (5xx and the like): worth trying again. */
  | { status: 'unavailable'; message: string }
  | { status: 'ready'; form: PublicForm };

class PublicLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'unavailable',
  ) {
    super(message);
  }
}

async function loadPublicForm(tenant: string, formId: string, signal: AbortSignal): Promise<PublicForm> {
  const path = `/api/v1/public/${encodeURIComponent(tenant)}/forms/${encodeURIComponent(formId)}`;
  let response: Response;
  try {
    response = await fetch(`${demoConfig.serviceUrl}${path}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // The browser's text ('Failed to fetch') says nothing to a visitor.
    throw new PublicLoadError(NETWORK_ERROR_MESSAGE, 'unavailable');
  }
  const body = (await response.json().catch(() => null)) as {
    data?: PublicForm;
    error?: { message?: string };
  } | null;
  if (response.status === 404) throw new PublicLoadError(PUBLIC_FORM_NOT_FOUND, 'not-found');
  if (!response.ok || !body?.data) throw new PublicLoadError(PUBLIC_FORM_SERVER_ERROR, 'unavailable');
  return body.data;
}

function titleOf(state: LoadState): string {
  switch (state.status) {
    case 'loading':
      return 'Loading form';
    case 'not-found':
      return PUBLIC_FORM_NOT_FOUND;
    case 'unavailable':
      return 'Form unavailable';
    case 'ready':
      return state.form.description || 'Form';
  }
}

/**
 * Around the inputs of a form that requires sign-in: nothing while the stored session is checked, the
 * sign-in notice for a visitor not signed in to the form's tenant, the inputs once signed in. The link
 * comes back here (with a resume link's draft); for another tenant than the demo's it asks the sign-in
 * page for that tenant. Once shown, the inputs stay: a session that ends while answering (a 401 on
 * submit) keeps the answers on screen, with the notice above them.
 */
function SignedInOnly({ tenant, children }: { tenant: string; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const session = useMemo(() => getSession(demoConfig.serviceUrl, tenant), [tenant]);
  const { status } = useSessionAuth(session);
  const [wasSignedIn, setWasSignedIn] = useState(false);
  useEffect(() => {
    if (status === 'authenticated') setWasSignedIn(true);
  }, [status]);
  if (status === 'loading') {
    return <LoadingScreen title="Checking your session" message="Please wait..." />;
  }
  const signedIn = status === 'authenticated';
  const signIn = signInPathFor(search ? `${path}?${search}` : path);
  const href =
    tenant === demoConfig.tenant
      ? signIn
      : `${signIn}${signIn.includes('?') ? '&' : '?'}tenant=${encodeURIComponent(tenant)}`;
  return (
    <>
      {signedIn ? null : (
        <p className="fw-public__notice">
          {SIGN_IN_NOTICE} <Link href={href}>Sign in</Link>
        </p>
      )}
      {signedIn || wasSignedIn ? children : null}
    </>
  );
}

export function PublicFormPage({ tenant, formId }: { tenant: string; formId: string }) {
  const draft = new URLSearchParams(useSearch()).get('fw-draft');
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After Retry, focus goes to the outcome's heading (the Retry button is gone by then).
  const focusOutcome = useRef(false);
  useDocumentTitle(titleOf(state));

  useEffect(() => {
    // attempt is the Retry trigger.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadPublicForm(tenant, formId, controller.signal)
      .then((form) => setState({ status: 'ready', form }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof PublicLoadError && error.kind === 'not-found') setState({ status: 'not-found' });
        else
          setState({
            status: 'unavailable',
            message: error instanceof PublicLoadError ? error.message : PUBLIC_FORM_SERVER_ERROR,
          });
      });
    return () => controller.abort();
  }, [tenant, formId, attempt]);

  useEffect(() => {
    if (state.status === 'loading' || !focusOutcome.current) return;
    focusOutcome.current = false;
    headingRef.current?.focus();
  }, [state]);

  const retry = () => {
    focusOutcome.current = true;
    setAttempt((value) => value + 1);
  };

  const renderer =
    state.status === 'ready' ? (
      <ElementHost
        tag="form-renderer"
        attributes={{ 'service-url': demoConfig.serviceUrl, tenant, 'form-id': formId }}
        setup={(element) => {
          element.schema = state.form.schema_data;
          element.draft = draft ?? undefined;
        }}
      />
    ) : null;

  return (
    <main className="fw-public">
      {state.status === 'loading' ? (
        <LoadingScreen title="Loading form" message="Please wait..." />
      ) : state.status === 'not-found' ? (
        <section className="fw-shell-card fw-public__missing" aria-labelledby="fw-public-error">
          <h1 id="fw-public-error" ref={headingRef} tabIndex={-1}>
            {PUBLIC_FORM_NOT_FOUND}
          </h1>
          <p>{PUBLIC_FORM_NOT_FOUND_HINT}</p>
        </section>
      ) : state.status === 'unavailable' ? (
        <section className="fw-shell-card fw-public__missing" aria-labelledby="fw-public-error">
          <h1 id="fw-public-error" ref={headingRef} tabIndex={-1}>
            {PUBLIC_FORM_UNAVAILABLE}
          </h1>
          <p>{state.message}</p>
          <div className="fw-public__actions">
            <Button variant="primary" onClick={retry}>
              Retry
            </Button>
          </div>
        </section>
      ) : (
        <article className="fw-public__form" aria-labelledby="fw-public-title">
          <h1 id="fw-public-title" ref={headingRef} tabIndex={-1}>
            {state.form.description || 'Form'}
          </h1>
          {state.form.schema_data.settings?.requireAuth === true ? (
            <SignedInOnly tenant={tenant}>{renderer}</SignedInOnly>
          ) : (
            renderer
          )}
        </article>
      )}
    </main>
  );
}
