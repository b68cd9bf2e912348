import { useSnapshot } from 'valtio/react';
import { ToastStack } from '../../ui';
import { useBuilder } from '../context';

/**
 * The builder's notification stack (shell §2), rendered inside the shadow root. In the bottom corner: in
 * the top one it covered the header's Preview, Tools, Publish and Save, and hovering it to reach them
 * kept it there. A toast closed from the keyboard hands focus back, else to the canvas.
 */
export function Notifications() {
  const { notifications, ui } = useBuilder();
  const { items } = useSnapshot(notifications.state);
  return (
    <ToastStack
      toasts={items}
      onDismiss={(id) => notifications.dismiss(id)}
      placement="bottom-end"
      fallbackFocus={() => ui.focusTarget(['canvas'])}
    />
  );
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
