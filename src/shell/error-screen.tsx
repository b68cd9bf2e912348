import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { documentTitleOf, ShellContext } from './shell-context';

export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

interface State {
  error: Error | null;
}

/**
 * The router's error screen (shell §2): a screen that throws while rendering is replaced by this page
 * instead of a blank document. The link is a plain one so it works even when the router is what broke.
 */
interface Props {
  children: ReactNode;
  /** The current location: going elsewhere (Back, a link) leaves the error screen. */
  resetKey?: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  static override contextType = ShellContext;
  declare context: ContextType<typeof ShellContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(ROUTER_ERROR_TITLE, error, info.componentStack);
  }

  override componentDidMount(): void {
    if (this.state.error) this.nameTheTab();
  }

  override componentDidUpdate(previous: Props, previousState: State): void {
    // Not a key on the boundary: that would remount every screen on each navigation, and the builder must
    // survive Create's move from /create-form to /edit-form/{id}.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
    else if (this.state.error && !previousState.error) this.nameTheTab();
  }

  /** The error screen names itself in the tab too; the screen that comes back sets its own title. */
  private nameTheTab(): void {
    document.title = documentTitleOf(ROUTER_ERROR_TITLE, this.context?.appName ?? '');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="fw-shell-center">
        <section className="fw-shell-card fw-shell-error" aria-labelledby="fw-shell-error-title">
          <h1 id="fw-shell-error-title">{ROUTER_ERROR_TITLE}</h1>
          <p className="fw-shell-error__message">{error.message}</p>
          <a className="fw-button fw-button--primary fw-button--medium" href="/dashboard">
            Back to the dashboard
          </a>
        </section>
      </main>
    );
  }
}
