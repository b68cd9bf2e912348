// The demo shell's screens (shell §2): sign-in, route guard, dashboard, the router's error screen, and the
// page-level duties of a single-page app (document titles, focus on a route change, the notifications).
export { ensureRestored, returnPathFrom, signInPathFor, useAuth, useSessionAuth } from './auth';
export {
  DashboardPage,
  type DashboardPageProps,
  DELETE_CONFIRM_MESSAGE,
} from './dashboard/dashboard-page';
export { PUBLISHED_BADGE, UNREADABLE_FORM_NOTE } from './dashboard/form-item';
export {
  descriptionOf,
  filterByDescription,
  formatUpdatedAt,
  NO_DESCRIPTION,
  responsesLabel,
} from './dashboard/format';
export { VIEW_MODE_STORAGE_KEY } from './dashboard/view-mode';
export { ROUTER_ERROR_TITLE, RouteErrorBoundary } from './error-screen';
export { focusPageHeading, useRouteFocus } from './route-focus';
export { AUTH_LOADING_TITLE, AUTH_UNREACHABLE_TITLE, RedirectIfSignedIn, RequireAuth } from './route-guard';
export { shellStyles } from './shell.styles';
export {
  documentTitleOf,
  type ShellContextValue,
  ShellProvider,
  type ShellProviderProps,
  useDocumentTitle,
  useShell,
} from './shell-context';
export {
  SHOW_PASSWORD_LABEL,
  SIGN_IN_FAILED_MESSAGE,
  type SignInExtraField,
  SignInPage,
  type SignInPageProps,
} from './sign-in-page';
