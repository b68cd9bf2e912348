// The demo shell's screens (shell §2): sign-in, route guard, dashboard, the router's error screen.
export { ensureRestored, returnPathFrom, signInPathFor, useAuth, useSessionAuth } from './auth';
export {
  DashboardPage,
  type DashboardPageProps,
  DELETE_CONFIRM_MESSAGE,
} from './dashboard/dashboard-page';
export { PUBLISHED_BADGE } from './dashboard/form-item';
export {
  descriptionOf,
  fieldCountOf,
  filterByDescription,
  formatUpdatedAt,
  NO_DESCRIPTION,
  responsesLabel,
} from './dashboard/format';
export { VIEW_MODE_STORAGE_KEY } from './dashboard/view-mode';
export { ROUTER_ERROR_TITLE, RouteErrorBoundary } from './error-screen';
export { RedirectIfSignedIn, RequireAuth } from './route-guard';
export { shellStyles } from './shell.styles';
export { type ShellContextValue, ShellProvider, useShell } from './shell-context';
export { SIGN_IN_FAILED_MESSAGE, SignInPage } from './sign-in-page';
