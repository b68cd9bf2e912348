import type { ReactNode } from 'react';

/**
 * PLACEHOLDER UI, to be deleted with the placeholders: shows what an element received, so the element
 * contract can be exercised before the real apps exist. Secrets and rich data are shown as set / not set.
 */
export interface PlaceholderPanelProps {
  tag: string;
  values: Readonly<Record<string, unknown>>;
  secretKeys?: readonly string[];
  children?: ReactNode;
}

export function PlaceholderPanel({ tag, values, secretKeys = [], children }: PlaceholderPanelProps) {
  return (
    <section className="fw-placeholder" aria-label={`${tag} (placeholder)`} data-placeholder={tag}>
      <p>
        <strong>&lt;{tag}&gt;</strong> placeholder: the real app is not built yet.
      </p>
      <dl>
        {Object.entries(values).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd data-prop={key}>{describeValue(value, secretKeys.includes(key))}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

function describeValue(value: unknown, secret: boolean): string {
  if (value === undefined || value === null) return '(not set)';
  if (secret) return '(set)';
  if (typeof value === 'object') return '(object)';
  return String(value);
}
