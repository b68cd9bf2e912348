import type { FocusEvent } from 'react';
import type { RendererStore } from '../../store/renderer-store';

/**
 * A field made of several controls is "left" only when focus leaves all of them: validating a date range
 * when focus moves from its start to its end input would report a missing end too early.
 */
export function groupBlur(store: RendererStore, fieldId: string) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    store.blur(fieldId);
  };
}
