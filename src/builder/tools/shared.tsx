// What every tab of the Form Command Center shares: the form settings read from the document, the
// read-only flag, and the inline alert that reports an import's success or failure.
import type { ReactNode } from 'react';
import type { FormSettings } from '../../model';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

export function useSettings(): FormSettings {
  return useDocSelector((doc) => doc.schema.settings);
}

export { useReadOnly };

export type ToolAlertTone = 'success' | 'error' | 'warning';

export interface ToolMessage {
  tone: ToolAlertTone;
  text: string;
}

/**
 * An import's result, shown at once where the user acted (authoring §4: 'an immediate success or failure
 * alert'). Failures are an alert, successes a polite status, so a screen reader hears both.
 */
export function ToolAlert({ message, children }: { message: ToolMessage | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      className={`fw-tool-alert fw-tool-alert--${message.tone}`}
      role={message.tone === 'success' ? 'status' : 'alert'}
    >
      <p className="fw-tool-alert__text">{message.text}</p>
      {children}
    </div>
  );
}

/** A tab's heading and short explanation. */
export function ToolHeading({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <div className="fw-tool-heading">
      <h3 id={id} className="fw-tool-heading__title">
        {title}
      </h3>
      {children ? <p className="fw-muted fw-tool-heading__text">{children}</p> : null}
    </div>
  );
}
