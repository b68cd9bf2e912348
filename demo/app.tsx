// The demo's routes (shell §2) around the shell's screens and the elements.
import { useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { DashboardPage, RedirectIfSignedIn, RequireAuth, RouteErrorBoundary, SignInPage } from '../src/shell';
import { BuilderPage } from './builder-page';
import { demoConfig } from './config';
import { PublicFormPage } from './public-form-page';
import { SettingsModal } from './settings-modal';

/** One pattern for both builder routes, so the builder element survives Create's move to /edit-form/{id}. */
const BUILDER_ROUTE = /^\/(?:create-form|edit-form\/(?<id>[^/]+))\/?$/;

function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Dashboard() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  useTitle('Dashboard · Formwright');
  return (
    <>
      <DashboardPage title={`${demoConfig.title} Dashboard`} onOpenSettings={() => setSettingsOpen(true)} />
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

function SignIn() {
  useTitle('Sign in · Formwright');
  return <SignInPage title={demoConfig.title} />;
}

export function App() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        <Route path="/signin">
          <RedirectIfSignedIn>
            <SignIn />
          </RedirectIfSignedIn>
        </Route>
        <Route path="/dashboard">
          <RequireAuth>
            <Dashboard />
          </RequireAuth>
        </Route>
        <Route path={BUILDER_ROUTE}>
          {(params: { id?: string }) => (
            <RequireAuth>
              <BuilderPage formId={params.id ? decodeURIComponent(params.id) : null} />
            </RequireAuth>
          )}
        </Route>
        <Route path="/f/:tenant/:formId">
          {(params: { tenant: string; formId: string }) => (
            <PublicFormPage
              tenant={decodeURIComponent(params.tenant)}
              formId={decodeURIComponent(params.formId)}
            />
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
