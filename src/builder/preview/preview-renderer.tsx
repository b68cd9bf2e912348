import type { FormSchemaData } from '../../model';

export interface PreviewRendererProps {
  schema: FormSchemaData;
  description: string;
}

/**
 * STUB until the renderer (src/renderer) lands: the preview overlay, its loading and error states are
 * real; this part becomes the renderer with a submit handler answering 'Form preview submitted
 * successfully!'.
 */
export function PreviewRenderer({ schema, description }: PreviewRendererProps) {
  return (
    <div className="fw-preview-stub" data-preview-stub="">
      <p className="fw-preview-stub__title">{description || 'Untitled form'}</p>
      <p className="fw-muted">
        {schema.all_fields.length} fields on {schema.pages.length}{' '}
        {schema.pages.length === 1 ? 'page' : 'pages'}. The live renderer appears here once it is built.
      </p>
    </div>
  );
}
