import { useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { RendererStore } from '../../store/renderer-store';
import type { RendererFormState } from '../../store/renderer-types';
import type { FieldProps } from '../field-props';
import { loadRecaptcha } from './recaptcha-loader';

/** The conventional name of the token in a submission; the receiver verifies it with Google. */
export const RECAPTCHA_RESPONSE_KEY = 'g-recaptcha-response';
export const RECAPTCHA_NOT_CONFIGURED = 'reCAPTCHA is not configured: the form has no site key.';
export const RECAPTCHA_LOAD_FAILED =
  'reCAPTCHA could not be loaded. Check your connection or ad blocker, then reload the page.';

type Phase = 'loading' | 'ready' | 'failed';

/**
 * Calls `then` each time answers that went to a submit handler come back as a failure (submitting, then
 * failure). A refusal before sending (invalid, spam, no handler) never used the token, so it stays.
 * Synchronous notification: both steps of a quick handler must be seen, not one batched change.
 */
function whenSendingFails(form: RendererFormState, then: () => void): () => void {
  let previous = form.status;
  return subscribe(
    form,
    () => {
      if (previous === 'submitting' && form.status === 'failure') then();
      previous = form.status;
    },
    true,
  );
}

/** The widget itself, used by the recaptcha field type and by the spam protection setting. */
export function RecaptchaWidget({ store, siteKey }: { store: RendererStore; siteKey: string | undefined }) {
  const target = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  useEffect(() => {
    if (!siteKey) return;
    let live = true;
    let stopWatching = () => {};
    loadRecaptcha()
      .then((api) => {
        if (!live || !target.current) return;
        const widgetId = api.render(target.current, {
          sitekey: siteKey,
          callback: (token) => store.setExtra(RECAPTCHA_RESPONSE_KEY, token),
          'expired-callback': () => store.setExtra(RECAPTCHA_RESPONSE_KEY, undefined),
          'error-callback': () => setPhase('failed'),
        });
        // A token is good for one verification, which a failed submission has spent: the person solves
        // the challenge again rather than sending a token the receiver will refuse.
        stopWatching = whenSendingFails(store.form, () => {
          api.reset(widgetId);
          store.setExtra(RECAPTCHA_RESPONSE_KEY, undefined);
        });
        setPhase('ready');
      })
      .catch(() => {
        if (live) setPhase('failed');
      });
    return () => {
      live = false;
      stopWatching();
    };
  }, [siteKey, store]);

  if (!siteKey) {
    return (
      <p className="fw-recaptcha__message" role="status">
        {RECAPTCHA_NOT_CONFIGURED}
      </p>
    );
  }
  return (
    <div className="fw-recaptcha" part="recaptcha" data-phase={phase}>
      <div ref={target} />
      {phase === 'loading' ? <p className="fw-recaptcha__message">Loading reCAPTCHA...</p> : null}
      {phase === 'failed' ? (
        <p className="fw-recaptcha__message fw-recaptcha__message--error" role="alert">
          {RECAPTCHA_LOAD_FAILED}
        </p>
      ) : null}
    </div>
  );
}

/** The site key comes from the form settings (recaptchaSiteKey). */
export function RecaptchaField({ store }: FieldProps) {
  return <RecaptchaWidget store={store} siteKey={store.settings?.recaptchaSiteKey?.trim() || undefined} />;
}
