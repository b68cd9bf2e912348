// The demo's routes (shell §2) around the shell's screens and the elements.
import { useState } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import {
  DashboardPage,
  RedirectIfSignedIn,
  RequireAuth,
  RouteErrorBoundary,
  returnPathFrom,
  SignInPage,
  useDocumentTitle,
  useRouteFocus,
  useShell,
} from '../src/shell';
import { getSession, signIn } from '../src/store/session';
import { BUILDER_ROUTE, decodeSegment, pageKeyOf } from './app-routes';
import { BuilderPage } from './builder-page';
import { demoConfig } from './config';
import { PublicFormPage } from './public-form-page';
import { SettingsModal } from './settings-modal';
import { rememberTenant, requestedTenant, tenantError } from './tenant';

function Dashboard() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  useDocumentTitle('Dashboard');
  return (
    <>
      <DashboardPage title={`${demoConfig.title} Dashboard`} onOpenSettings={() => setSettingsOpen(true)} />
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

/**
 * The sign-in page with the tenant (shell §6: the tenant is the signed-in user's) as a field of its own,
 * filled with this page's tenant or the one a link asks for. Signing in to this page's tenant goes on in
 * the app; to another, the page loads again at the return path, on that tenant (remembered), so every
 * part of the demo starts on its session.
 */
function SignIn({ requested }: { requested: string | null }) {
  useDocumentTitle('Sign in');
  const { session } = useShell();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [tenant, setTenant] = useState(requested ?? demoConfig.tenant);
  return (
    <SignInPage
      title={demoConfig.title}
      fields={[
        {
          name: 'tenant',
          label: 'Tenant',
          hint: 'Your organisation’s workspace id, e.g. demo',
          value: tenant,
          onChange: setTenant,
          validate: tenantError,
          autoComplete: 'off',
        },
      ]}
      signIn={async (username, password) => {
        const chosen = tenant.trim();
        const returnPath = returnPathFrom(search);
        if (chosen === demoConfig.tenant) {
          await signIn(session, username, password);
          // RedirectIfSignedIn leaves the page by itself; a page opened for another tenant has none.
          if (requested !== null && requested !== demoConfig.tenant) navigate(returnPath, { replace: true });
          return;
        }
        await signIn(getSession(demoConfig.serviceUrl, chosen), username, password);
        rememberTenant(chosen);
        location.assign(returnPath);
      }}
    />
  );
}

/**
 * /signin. A signed-in user goes on (shell §2), except when a link asks for another tenant (the public
 * page of a form of that tenant): that sign-in page is shown to a user signed in here too.
 */
function SignInRoute() {
  const requested = requestedTenant(useSearch());
  if (requested !== null && requested !== demoConfig.tenant) return <SignIn requested={requested} />;
  return (
    <RedirectIfSignedIn>
      <SignIn requested={requested} />
    </RedirectIfSignedIn>
  );
}

export function App() {
  const [location] = useLocation();
  useRouteFocus(pageKeyOf(location));
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path="/signin">
          <SignInRoute />
        </Route>
        <Route path="/dashboard">
          <RequireAuth>
            <Dashboard />
          </RequireAuth>
        </Route>
        <Route path={BUILDER_ROUTE}>
          {(params: { id?: string }) => (
            <RequireAuth>
              <BuilderPage formId={params.id ? decodeSegment(params.id) : null} />
            </RequireAuth>
          )}
        </Route>
        <Route path="/f/:tenant/:formId">
          {(params: { tenant: string; formId: string }) => (
            <PublicFormPage tenant={decodeSegment(params.tenant)} formId={decodeSegment(params.formId)} />
          )}
        </Route>
        {/* '/' and every other path (shell §2). */}
        <Route>
          <Redirect to="/dashboard" replace />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
