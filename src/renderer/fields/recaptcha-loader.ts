/**
 * Loads Google's reCAPTCHA script once per page. The widget API is global (window.grecaptcha), so the
 * script goes into the page's <head>; the widget itself renders inside the renderer's shadow root.
 * `recaptchaConfig.scriptUrl` can point at https://www.recaptcha.net/... (Google's alternative host)
 * or a proxy, where www.google.com is not reachable.
 */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const recaptchaConfig = {
  scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
  /** Give up after this long: a blocked script may never fire load or error. */
  timeoutMs: 15_000,
};

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      loading = null;
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('timed out'), recaptchaConfig.timeoutMs);
    script.src = recaptchaConfig.scriptUrl;
    script.async = true;
    script.dataset.formwright = 'recaptcha';
    script.onerror = () => {
      clearTimeout(timer);
      fail('the script could not be downloaded');
    };
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) {
        clearTimeout(timer);
        fail('the script did not provide grecaptcha');
        return;
      }
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
    };
    document.head.append(script);
  });
  return loading;
}
