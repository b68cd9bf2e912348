import { createElement } from 'react';
import { DEFAULT_HEADING_LEVEL, HEADING_LEVELS } from '../../model';
import type { FieldProps } from '../field-props';

/** Heading level from defaultValue, h1 to h6, default h2 (shell §3). */
export function headingLevel(value: unknown): (typeof HEADING_LEVELS)[number] {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return HEADING_LEVELS.find((level) => level === wanted) ?? DEFAULT_HEADING_LEVEL;
}

export function HeadingContent({ field }: FieldProps) {
  return createElement(
    headingLevel(field.defaultValue),
    { className: 'fw-heading', part: 'heading' },
    field.label,
  );
}

/** The paragraph's text is its description; a paragraph without one shows its label. */
export function ParagraphContent({ field }: FieldProps) {
  return <p className="fw-paragraph">{field.description?.trim() ? field.description : field.label}</p>;
}

export function LabelContent({ field }: FieldProps) {
  return <p className="fw-text-label">{field.label}</p>;
}

/** Shown when an image field has no source yet. */
export const IMAGE_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e5e7eb"/><path d="M110 125l35-45 25 30 18-22 32 37z" fill="#9ca3af"/><circle cx="200" cy="70" r="12" fill="#9ca3af"/></svg>',
)}`;

/** Image URL in the placeholder (authoring §3), at most 300px high; a placeholder picture without one. */
export function ImageContent({ field }: FieldProps) {
  const source =
    field.placeholder?.trim() || (typeof field.defaultValue === 'string' ? field.defaultValue.trim() : '');
  const name = field.label.trim();
  return (
    <figure className="fw-image">
      <img
        className="fw-image__img"
        part="image"
        src={source || IMAGE_PLACEHOLDER_SRC}
        alt={source ? name : `${name ? `${name}: ` : ''}no image set`}
        data-placeholder={source ? undefined : 'true'}
      />
      {field.description ? <figcaption>{field.description}</figcaption> : null}
    </figure>
  );
}
