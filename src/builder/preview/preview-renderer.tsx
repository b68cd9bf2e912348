import { useEffect, useRef, useState } from 'react';
import type { FormSchemaData } from '../../model';
import { SpinnerOverlay } from '../../ui';

export const PREVIEW_SUBMITTED = 'Form preview submitted successfully!';
/** How long the renderer may take to appear before the preview says it cannot. */
const RENDERER_WAIT_MS = 15_000;

/** The renderer's events stay inside the preview: the host listens to the builder, not to its preview. */
const CONTAINED_EVENTS = [
  'fw-submit',
  'fw-submitted',
  'fw-change',
  'fw-error',
  'fw-cancel',
  'fw-custom-event',
  'fw-save-draft',
  'fw-auth-required',
] as const;

/** The properties of <form-renderer> the preview sets (src/builder may not import elements/). */
interface RendererElementLike extends HTMLElement {
  schema?: FormSchemaData;
  submitHandler?: () => Promise<{ success: boolean; message?: string }>;
}

export interface PreviewRendererProps {
  schema: FormSchemaData;
  loadingText: string;
  onFailed: () => void;
}

/**
 * A real <form-renderer> (the bundle defines it with the builder) showing the unsaved schema, with a
 * submit handler that sends nothing and answers 'Form preview submitted successfully!'.
 */
export function PreviewRenderer({ schema, loadingText, onFailed }: PreviewRendererProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    let cancelled = false;
    const renderer = box.ownerDocument.createElement('form-renderer') as RendererElementLike;
    renderer.schema = schema;
    renderer.submitHandler = async () => ({ success: true, message: PREVIEW_SUBMITTED });
    const contain = (event: Event) => {
      event.stopPropagation();
      if (event.type === 'fw-error') onFailed();
    };
    for (const type of CONTAINED_EVENTS) box.addEventListener(type, contain);
    box.append(renderer);
    // Ready once the renderer has drawn this schema inside its own shadow root: its first frame is the
    // empty 'No form to display' box (status idle), without the form's theme.
    const timer = setTimeout(() => !cancelled && onFailed(), RENDERER_WAIT_MS);
    const check = () => {
      const form = renderer.shadowRoot?.querySelector<HTMLElement>('.fw-form');
      if (cancelled || !form || form.dataset.status === 'idle' || form.dataset.status === 'loading')
        return false;
      clearTimeout(timer);
      setReady(true);
      return true;
    };
    const poll = setInterval(() => check() && clearInterval(poll), 50);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearInterval(poll);
      for (const type of CONTAINED_EVENTS) box.removeEventListener(type, contain);
      renderer.remove();
    };
  }, [schema, onFailed]);

  return (
    <div className="fw-preview-frame">
      {ready ? null : <SpinnerOverlay message={loadingText} />}
      <div ref={holder} />
    </div>
  );
}
