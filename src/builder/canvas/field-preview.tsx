import { memo } from 'react';
import type { Field, FieldType, FieldValue } from '../../model';
import { IMAGE_PLACEHOLDER_SRC } from '../config/image-settings';

/** The type as a person would say it, shown on each card. */
export const TYPE_NAMES: Readonly<Record<FieldType, string>> = {
  text: 'Text',
  email: 'Email',
  url: 'Website',
  phone: 'Phone',
  number: 'Number',
  textarea: 'Text area',
  select: 'Dropdown',
  multiselect: 'Multi select',
  checkbox: 'Checkbox',
  radio: 'Radio group',
  date: 'Date',
  datetime: 'Date & time',
  time: 'Time',
  daterange: 'Date range',
  file: 'File upload',
  heading: 'Heading',
  paragraph: 'Paragraph',
  image: 'Image',
  label: 'Label',
  container: 'Container',
  table: 'Table',
  section: 'Section',
  accordion: 'Accordion',
  rating: 'Star rating',
  slider: 'Slider',
  signature: 'Signature',
  address: 'Address',
  hidden: 'Hidden field',
  color: 'Color',
  password: 'Password',
  range: 'Range',
  honeypot: 'Honeypot',
  recaptcha: 'reCAPTCHA',
};

function text(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A static sketch of the field: what it will look like, with no form controls (the canvas is for
 * arranging, and 500 live inputs would cost focus stops and memory). Hidden from screen readers: the
 * card's select button already names the field and its type.
 */
export const FieldPreview = memo(function FieldPreview({ field }: { field: Field }) {
  return (
    <div className="fw-preview" aria-hidden="true">
      <PreviewBody field={field} />
      {field.helpText ? <p className="fw-preview__help">{field.helpText}</p> : null}
    </div>
  );
});

function PreviewBody({ field }: { field: Field }) {
  switch (field.type) {
    case 'heading':
      return <p className="fw-preview__heading">{field.label || 'Heading'}</p>;
    case 'paragraph':
      return <p className="fw-preview__paragraph">{field.description || field.label}</p>;
    case 'label':
      return <p className="fw-preview__text">{field.label}</p>;
    case 'image':
      return <ImageSketch field={field} />;
    case 'select':
    case 'multiselect':
    case 'radio':
    case 'checkbox':
      return <OptionsSketch field={field} />;
    case 'table':
      return (
        <div className="fw-preview__box">
          {(field.tableConfig?.columns ?? []).map((column) => column.label || column.id).join(' · ') ||
            'Table configuration is missing'}
        </div>
      );
    case 'rating':
      return (
        <div className="fw-preview__stars">{'☆'.repeat(Math.min(Math.max(field.starCount ?? 5, 1), 10))}</div>
      );
    case 'slider':
    case 'range':
      return <div className="fw-preview__box">{`${field.min ?? 0} — ${field.max ?? 100}`}</div>;
    case 'hidden':
    case 'honeypot':
      return (
        <div className="fw-preview__box fw-preview__box--muted">Not shown to people filling in the form</div>
      );
    default:
      return (
        <div
          className={field.type === 'textarea' ? 'fw-preview__box fw-preview__box--tall' : 'fw-preview__box'}
        >
          {field.placeholder || text(field.defaultValue)}
        </div>
      );
  }
}

function OptionsSketch({ field }: { field: Field }) {
  const options = field.options ?? [];
  if (field.type === 'checkbox' && options.length === 0)
    return <div className="fw-preview__choice">☐ {field.label}</div>;
  if (field.type === 'select') {
    return (
      <div className="fw-preview__box">{`${field.placeholder || options[0]?.label || 'Select an option'} ▾`}</div>
    );
  }
  const mark = field.type === 'radio' ? '○' : '☐';
  return (
    <div className="fw-preview__choices">
      {options.slice(0, 3).map((option, index) => (
        // Option values may repeat while an author edits them; position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: static sketch, never reordered in place.
        <span key={index} className="fw-preview__choice">
          {mark} {option.label}
        </span>
      ))}
      {options.length > 3 ? <span className="fw-preview__choice">+{options.length - 3} more</span> : null}
    </div>
  );
}

/** The picture itself (at most 300px high, authoring §3), or the grey 'No image' frame without a URL. */
function ImageSketch({ field }: { field: Field }) {
  const source = field.placeholder?.trim() ?? '';
  return (
    <div className="fw-preview__image">
      <img
        src={source || IMAGE_PLACEHOLDER_SRC}
        alt={source ? field.label.trim() || 'Image' : 'No image selected'}
        loading="lazy"
      />
    </div>
  );
}
