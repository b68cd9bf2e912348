// PLACEHOLDER for <form-builder>'s React app. Replace with the real builder from src/builder.
import type { FormBuilderProps } from '../form-builder';
import { PlaceholderPanel } from './placeholder-panel';

export function FormBuilderPlaceholder({ host: _host, ...props }: FormBuilderProps) {
  return <PlaceholderPanel tag="form-builder" values={props} secretKeys={['token']} />;
}
