import { type FormEventHandler, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';

interface FormBodyProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}

/**
 * The inner <form> (Enter submits or turns the page), with everything in it rendered through a portal
 * into its one box. For each event React walks from the target's fiber up to the root and reads every
 * host element's props from it; on a <form>, a named-property lookup over all its controls answers that
 * read first, and React's own update of an input's `name` (each input event) makes the next lookup
 * rebuild it: about a millisecond per keystroke at 1000 fields. Through the portal the form is not an
 * ancestor of the fields in React's tree, only in the DOM. The portal's container is a <div>, not the
 * form: React reads its container for every element it creates.
 */
export function FormBody({ onSubmit, busy, children }: FormBodyProps) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className="fw-form__body" ref={setBody} />
      </form>
      {/* Beside the form in React's tree, inside it in the DOM. */}
      {body ? createPortal(children, body) : null}
    </>
  );
}
