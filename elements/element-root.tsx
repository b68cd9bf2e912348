import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emit } from './emit';
import { type FwTheme, themeTokens } from './theme';

/**
 * The first box in every element's shadow root: carries the `root` part and the theme's `--fw-*` tokens.
 * Tokens set here win over the `:host` defaults and over page CSS on the host, because a `theme` property
 * is the more specific request.
 */
export function ElementRoot({ theme, children }: { theme: FwTheme | undefined; children: ReactNode }) {
  return (
    <div className="fw-root" part="root" style={themeTokens(theme)}>
      {children}
    </div>
  );
}

interface BoundaryProps {
  host: HTMLElement;
  message: string;
  children: ReactNode;
}

/**
 * Keeps a failed chunk download or a render crash inside the element: the element shows an alert and
 * tells the host with `fw-error`, and the rest of the page carries on.
 */
export class ElementErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    emit(this.props.host, 'fw-error', { code: 'ELEMENT_FAILED', message });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="fw-element-error">
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
