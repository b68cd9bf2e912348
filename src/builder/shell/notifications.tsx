import { useSnapshot } from 'valtio/react';
import { ToastStack } from '../../ui';
import { useBuilder } from '../context';

/** The builder's notification stack (shell §2), rendered inside the shadow root. */
export function Notifications() {
  const { notifications } = useBuilder();
  const { items } = useSnapshot(notifications.state);
  return <ToastStack toasts={items} onDismiss={(id) => notifications.dismiss(id)} />;
}

/** Polite announcements of builder actions ('Added Email to Page 1'). */
export function ActionAnnouncer() {
  const { ui } = useBuilder();
  const { announcement } = useSnapshot(ui.state);
  return (
    <div className="fw-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
