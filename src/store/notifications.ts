// The notifications stack of shell §2: success, error, warning and info, each dismissible. Errors stay until
// dismissed; the others close after NOTIFICATION_AUTO_CLOSE_MS unless told otherwise. One stack per element.
import { proxy } from 'valtio';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../model';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message?: string;
}

export interface NotifyOptions {
  /** Milliseconds before it closes; false keeps it. Defaults: errors stay, others close after 5000 ms. */
  autoCloseMs?: number | false;
}

export interface NotificationStore {
  readonly state: { items: Notification[] };
  notify(type: NotificationType, title: string, message?: string, options?: NotifyOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createNotificationStore(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): NotificationStore {
  const state = proxy<{ items: Notification[] }>({ items: [] });
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  function dismiss(id: string): void {
    const timer = pending.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pending.delete(id);
    state.items = state.items.filter((item) => item.id !== id);
  }

  function notify(
    type: NotificationType,
    title: string,
    message?: string,
    options: NotifyOptions = {},
  ): string {
    counter += 1;
    const id = `n${counter}`;
    state.items.push(message === undefined ? { id, type, title } : { id, type, title, message });
    const autoClose = options.autoCloseMs ?? (type === 'error' ? false : NOTIFICATION_AUTO_CLOSE_MS);
    if (autoClose !== false)
      pending.set(
        id,
        timers.setTimeout(() => dismiss(id), autoClose),
      );
    return id;
  }

  function clear(): void {
    for (const id of [...pending.keys()]) dismiss(id);
    state.items = [];
  }

  return { state, notify, dismiss, clear };
}
