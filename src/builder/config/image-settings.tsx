import { TextField } from './controls';
import type { FieldEditorProps } from './types';

/** Shown when the image has no source yet: a grey frame that says so, inline so it needs no request. */
export const IMAGE_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
    '<rect width="320" height="180" fill="#f3f4f6"/>' +
    '<text x="160" y="96" font-family="sans-serif" font-size="16" fill="#4b5563" text-anchor="middle">No image</text>' +
    '</svg>',
)}`;

/** An image keeps its URL in the placeholder (authoring §3); the preview is at most 300px high. */
export function ImageSettings({ field, onChange }: FieldEditorProps) {
  const source = field.placeholder?.trim() ?? '';
  return (
    <div className="fw-image-settings">
      <TextField
        label="Image URL"
        type="url"
        value={field.placeholder ?? ''}
        placeholder="https://example.com/picture.png"
        onChange={(placeholder) => onChange({ placeholder })}
      />
      <figure className="fw-image-preview">
        <img
          src={source || IMAGE_PLACEHOLDER_SRC}
          alt={source ? field.label || 'Image preview' : 'No image selected'}
        />
        <figcaption className="fw-config-field__hint">Preview</figcaption>
      </figure>
    </div>
  );
}
