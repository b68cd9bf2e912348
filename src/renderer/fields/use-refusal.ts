import { useEffect } from 'react';
import type { RendererStore } from '../../store/renderer-store';

/**
 * What a field's control refused lives in that control only (text a number box cannot read, a file not
 * taken). When the control goes (a page turn, a condition hiding the field), the refusal goes with it:
 * the control is empty when it comes back, and an error there would explain nothing.
 */
export function useRefusalOfControl(store: RendererStore, fieldId: string): void {
  useEffect(() => () => store.dropRefusal(fieldId), [store, fieldId]);
}
