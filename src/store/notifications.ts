// The notifications stack of shell §2: success, error, warning and info, each dismissible. The store decides
// the policy — errors stay, the others close after NOTIFICATION_AUTO_CLOSE_MS — and the toast stack runs the
// countdown, so it can pause while a toast is hovered or focused. One stack per element.
import { proxy } from 'valtio';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../model';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message?: string;
  /** Milliseconds before it closes by itself; absent: it stays until dismissed. */
  autoCloseMs?: number;
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

export function autoCloseFor(type: NotificationType, requested?: number | false): number | undefined {
  if (type === 'error') return undefined;
  if (requested === false) return undefined;
  return requested ?? NOTIFICATION_AUTO_CLOSE_MS;
}

export function createNotificationStore(): NotificationStore {
  const state = proxy<{ items: Notification[] }>({ items: [] });
  let counter = 0;
  return {
    state,
    notify(type, title, message, options = {}) {
      counter += 1;
      const id = `n${counter}`;
      const autoCloseMs = autoCloseFor(type, options.autoCloseMs);
      state.items.push({
        id,
        type,
        title,
        ...(message !== undefined && { message }),
        ...(autoCloseMs !== undefined && { autoCloseMs }),
      });
      return id;
    },
    dismiss(id) {
      state.items = state.items.filter((item) => item.id !== id);
    },
    clear() {
      state.items = [];
    },
  };
}
