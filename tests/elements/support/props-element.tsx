import { connectionProps } from '../../../elements/connection-props';
import { createFormwrightElement, type ElementProps } from '../../../elements/create-element';
import { defineOnce } from '../../../elements/define';
import { booleanAttr, property, stringAttr } from '../../../elements/props';
import type { FormValues } from '../../../elements/types';
import type { FormSchemaData } from '../../../src/model';

/**
 * A test element made by the same factory as the tags, with the renderer's props, whose app only shows
 * what it received (`<dd data-prop=…>`, read with renderedProp). The element contract tests use it, so
 * they check the factory rather than any one app.
 */
const props = {
  ...connectionProps,
  formId: stringAttr('form-id'),
  readonly: booleanAttr('readonly'),
  schema: property<FormSchemaData | undefined>(undefined),
  value: property<FormValues | undefined>(undefined),
};

function shown(value: unknown, secret: boolean): string {
  if (value === undefined || value === null) return '(not set)';
  if (secret) return '(set)';
  if (typeof value === 'object') return '(object)';
  return String(value);
}

function PropsPanel({ host: _host, ...values }: ElementProps<typeof props>) {
  return (
    <dl data-props-panel="">
      {Object.entries(values).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd data-prop={key}>{shown(value, key === 'token')}</dd>
        </div>
      ))}
    </dl>
  );
}

export class PropsElement extends createFormwrightElement({ props, load: async () => PropsPanel }) {}

export const PROPS_TAG = 'fw-test-props';
defineOnce(PROPS_TAG, PropsElement);
