// /f/{tenant}/{formId}: a published form for anyone, no sign-in. The page reads the form from the anonymous
// public route (GET /api/v1/public/{tenant}/forms/{formId}) for its title and its own not-found page, and
// hands the schema to <form-renderer>. With form-id, service-url and tenant and no submitHandler the
// renderer itself submits to the public submission route, saves drafts and reports analytics; a resume
// link's ?fw-draft={token} is handed on to the renderer's `draft` property. A form that requires sign-in
// (settings.requireAuth) takes answers only from a user of its tenant: the renderer sends them with the
// page's shared session of that tenant, and a visitor without one is told to sign in first.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { FormSchemaData } from '../src/model';
import { signInPathFor, useSessionAuth } from '../src/shell';
import { getSession } from '../src/store/session';
import { LoadingScreen } from '../src/ui';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

export const PUBLIC_FORM_NOT_FOUND = 'Form not found';
export const SIGN_IN_NOTICE = 'Sign in to fill in this form.';

interface PublicForm {
  id: string;
  description: string;
  schema_data: FormSchemaData;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; form: PublicForm };

async function loadPublicForm(tenant: string, formId: string, signal: AbortSignal): Promise<PublicForm> {
  const path = `/api/v1/public/${encodeURIComponent(tenant)}/forms/${encodeURIComponent(formId)}`;
  const response = await fetch(`${demoConfig.serviceUrl}${path}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as {
    data?: PublicForm;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.data) {
    throw new Error(
      response.status === 404 ? PUBLIC_FORM_NOT_FOUND : (body?.error?.message ?? `HTTP ${response.status}`),
    );
  }
  return body.data;
}

/**
 * Above a form that requires sign-in, for a visitor not signed in to its tenant: the server would refuse
 * the answers. The link comes back here (with a resume link's draft). Nothing is said while a stored
 * session is still being checked, so a signed-in visitor never sees it flash by.
 */
function SignInNotice({ tenant }: { tenant: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const session = useMemo(() => getSession(demoConfig.serviceUrl, tenant), [tenant]);
  const { status } = useSessionAuth(session);
  if (status !== 'cleared') return null;
  const signIn = signInPathFor(search ? `${path}?${search}` : path);
  return (
    <p className="fw-public__notice">
      {SIGN_IN_NOTICE}{' '}
      {tenant === demoConfig.tenant ? (
        <Link href={signIn}>Sign in</Link>
      ) : (
        // The demo signs in to the tenant it was opened with; ?tenant= on a fresh load switches it.
        <a href={`${signIn}${signIn.includes('?') ? '&' : '?'}tenant=${encodeURIComponent(tenant)}`}>
          Sign in
        </a>
      )}
    </p>
  );
}

export function PublicFormPage({ tenant, formId }: { tenant: string; formId: string }) {
  const draft = new URLSearchParams(useSearch()).get('fw-draft');
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadPublicForm(tenant, formId, controller.signal)
      .then((form) => {
        setState({ status: 'ready', form });
        document.title = `${form.description || 'Form'} · Formwright`;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [tenant, formId]);

  return (
    <main className="fw-public">
      {state.status === 'loading' ? (
        <LoadingScreen title="Loading form" message="Please wait..." />
      ) : state.status === 'error' ? (
        <section className="fw-shell-card fw-public__missing" aria-labelledby="fw-public-error">
          <h1 id="fw-public-error">{state.message}</h1>
          <p>The form may have been unpublished, or the link is wrong.</p>
        </section>
      ) : (
        <article className="fw-public__form" aria-labelledby="fw-public-title">
          <h1 id="fw-public-title">{state.form.description || 'Form'}</h1>
          {state.form.schema_data.settings?.requireAuth === true ? <SignInNotice tenant={tenant} /> : null}
          <ElementHost
            tag="form-renderer"
            attributes={{ 'service-url': demoConfig.serviceUrl, tenant, 'form-id': formId }}
            setup={(renderer) => {
              renderer.schema = state.form.schema_data;
              renderer.draft = draft ?? undefined;
            }}
          />
        </article>
      )}
    </main>
  );
}
