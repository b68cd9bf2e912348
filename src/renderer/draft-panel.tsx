import { useEffect, useId, useRef, useState } from 'react';
import type { DraftState } from '../store/renderer-types';
import { Button } from '../ui/button';
import { useRenderer } from './context';
import { expiryText, resumeLink } from './draft-link';

export const DRAFT_SAVED_TEXT = 'Your draft is saved.';
export const RESUME_LINK_LABEL = 'Resume link';
export const COPY_LINK_TEXT = 'Copy link';
export const LINK_COPIED_TEXT = 'Link copied';

/** Copies with the Clipboard API, or (plain http, older browsers) through the selected text box. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return input ? document.execCommand('copy') : false;
  }
}

function savedText(expiresAt: string | null): string {
  const until = expiresAt ? `, until ${expiryText(expiresAt)}` : '';
  return `${DRAFT_SAVED_TEXT} Copy this link to continue later, on any device${until}.`;
}

/**
 * After the visitor saved a draft: the resume link to copy (this page with `?fw-draft={token}`, usable on
 * any device) and when it expires, said in the form's live region as well. A failed save or resume shows
 * its reason instead.
 */
export function DraftPanel({ draft }: { draft: Readonly<DraftState> }) {
  const { announce } = useRenderer();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const { status, token, expiresAt } = draft;
  const saved = status === 'saved' && token ? savedText(expiresAt) : null;
  // Every save gives a new expiry, so a second save is said again even when it reads the same.
  useEffect(() => {
    if (status === 'saved' && token) announce(savedText(expiresAt));
  }, [status, token, expiresAt, announce]);

  if (draft.status === 'failed' && draft.message) {
    return (
      <p className="fw-alert fw-alert--error" role="alert" part="error-message draft-error">
        {draft.message}
      </p>
    );
  }
  if (!saved || !draft.token) return null;
  const link = resumeLink(draft.token);
  const copy = async () => {
    if (!(await copyText(link, input.current))) return;
    setCopied(link);
    announce(LINK_COPIED_TEXT);
  };
  return (
    <div className="fw-draft" part="draft">
      <p className="fw-draft__text">{saved}</p>
      <div className="fw-draft__row">
        <label className="fw-draft__label" htmlFor={inputId}>
          {RESUME_LINK_LABEL}
        </label>
        <input
          ref={input}
          id={inputId}
          className="fw-input fw-draft__link"
          part="input draft-link"
          type="url"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button data-action="copy-draft-link" onClick={() => void copy()}>
          {COPY_LINK_TEXT}
        </Button>
        {copied === link ? <span className="fw-draft__copied">{LINK_COPIED_TEXT}</span> : null}
      </div>
    </div>
  );
}
