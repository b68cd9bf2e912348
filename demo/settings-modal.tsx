// The dashboard's Settings button opens <tenant-settings> in a modal, signed in as the demo's user.
import { useSnapshot } from 'valtio';
import { useShell } from '../src/shell';
import { Dialog } from '../src/ui';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

export function SettingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { session } = useShell();
  const { token, signingKey } = useSnapshot(session.state);
  return (
    // The element shows its own 'Tenant Settings' heading: the dialog's title only names the dialog.
    <Dialog
      open={open}
      onClose={onClose}
      title="Tenant Settings"
      hideTitle
      size="large"
      className="fw-demo-settings"
    >
      <ElementHost
        tag="tenant-settings"
        attributes={{ 'service-url': demoConfig.serviceUrl, tenant: demoConfig.tenant }}
        setup={(element) => {
          // Both or neither: the element adopts them into the shared session, and a token without its
          // signing key would leave the session unable to sign (every call then answers 401).
          element.token = token ?? undefined;
          element.signingKey = signingKey ?? undefined;
        }}
      />
    </Dialog>
  );
}
