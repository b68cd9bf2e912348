import type { CustomButton } from '../model';
import type { RendererStore } from '../store/renderer-store';

/** Only http(s) addresses (absolute or relative to the page): a settings value must never run script. */
export function safeRedirectUrl(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const target = new URL(url.trim(), window.location.href);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : null;
  } catch {
    return null;
  }
}

function redirect(url: string | undefined): void {
  const target = safeRedirectUrl(url);
  if (target) window.location.assign(target);
}

/** The cancel button (authoring §3): reset the answers, go to the redirect URL, or tell the host. */
export function cancel(store: RendererStore): void {
  const settings = store.settings;
  if (!settings) return;
  if (settings.cancelAction === 'reset') store.reset();
  else if (settings.cancelAction === 'redirect') redirect(settings.cancelRedirectUrl);
  else store.hooks.onAction?.({ type: 'cancel' });
}

/**
 * A custom button: redirect, fire a custom event for the host, save a draft, or print. Save draft tells the
 * host (fw-save-draft) and then, unless the host cancelled that event, stores the draft on the server when
 * the form allows drafts and comes from the service.
 */
export function runCustomButton(store: RendererStore, button: CustomButton): void {
  switch (button.action_type) {
    case 'redirect':
      redirect(button.action_value);
      return;
    case 'customEvent':
      store.hooks.onAction?.({ type: 'custom-event', name: button.action_value ?? '', buttonId: button.id });
      return;
    case 'saveDraft': {
      const proceed = store.hooks.onAction?.({ type: 'save-draft', buttonId: button.id }) !== false;
      if (proceed && store.draftsEnabled) void store.saveDraft();
      return;
    }
    case 'print':
      window.print();
      return;
  }
}
