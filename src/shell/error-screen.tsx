import { Component, type ErrorInfo, type ReactNode } from 'react';

export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

interface State {
  error: Error | null;
}

/**
 * The router's error screen (shell §2): a screen that throws while rendering is replaced by this page
 * instead of a blank document. The link is a plain one so it works even when the router is what broke.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(ROUTER_ERROR_TITLE, error, info.componentStack);
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
