// PLACEHOLDER for <form-renderer>'s React app. Replace with the real renderer from src/renderer.
import { Button } from '../../src/ui';
import { emit } from '../emit';
import type { FormRendererProps } from '../form-renderer';
import { PlaceholderPanel } from './placeholder-panel';

export function FormRendererPlaceholder({ host, ...props }: FormRendererProps) {
  const formId = props.formId ?? null;
  return (
    <PlaceholderPanel tag="form-renderer" values={props} secretKeys={['token']}>
      <Button
        variant="primary"
        disabled={props.readonly}
        onClick={() => emit(host, 'fw-submit', { formId, values: props.value ?? {} })}
      >
        Submit
      </Button>
    </PlaceholderPanel>
  );
}
