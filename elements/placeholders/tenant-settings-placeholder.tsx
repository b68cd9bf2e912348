// PLACEHOLDER for <tenant-settings>'s React app. Replace with the real panels from src/settings.
import type { TenantSettingsProps } from '../tenant-settings';
import { PlaceholderPanel } from './placeholder-panel';

export function TenantSettingsPlaceholder({ host: _host, ...props }: TenantSettingsProps) {
  return <PlaceholderPanel tag="tenant-settings" values={props} secretKeys={['token']} />;
}
