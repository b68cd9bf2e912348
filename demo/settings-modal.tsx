// The dashboard's Settings button opens <tenant-settings> in a modal, signed in as the demo's user.
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useShell } from '../src/shell';
import { Dialog } from '../src/ui';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

export const SETTINGS_CLOSE_QUESTION =
  'Close without saving? Your changes to this setting are not saved yet.';

export function SettingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { session } = useShell();
  const { token, signingKey } = useSnapshot(session.state);
  const element = useRef<HTMLElementTagNameMap['tenant-settings'] | null>(null);
  // Closing the modal unmounts the element and its open form: ask first when that form holds changes.
  const close = () => {
    if (element.current?.dirty && !window.confirm(SETTINGS_CLOSE_QUESTION)) return;
    onClose();
  };
  return (
    // The element shows its own 'Tenant Settings' heading: the dialog's title only names the dialog.
    <Dialog
      open={open}
      onClose={close}
      title="Tenant Settings"
      hideTitle
      size="large"
      className="fw-demo-settings"
    >
      <ElementHost
        tag="tenant-settings"
        attributes={{ 'service-url': demoConfig.serviceUrl, tenant: demoConfig.tenant }}
        setup={(settings) => {
          element.current = settings;
          // Both or neither: the element adopts them into the shared session, and a token without its
          // signing key would leave the session unable to sign (every call then answers 401).
          settings.token = token ?? undefined;
          settings.signingKey = signingKey ?? undefined;
        }}
      />
    </Dialog>
  );
}
