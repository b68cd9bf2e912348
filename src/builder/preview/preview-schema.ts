import type { FormSchemaData } from '../../model';

/**
 * The schema the Preview renders: the form without its custom CSS and script. Those are saved with the
 * form and used where it is published, but never applied inside the builder (issue #6): an author's CSS
 * could restyle or hide the builder's own preview, and a script must not run with the author's session.
 */
export function previewSchema(schema: FormSchemaData): FormSchemaData {
  const { customCSS: _css, customJS: _script, ...settings } = schema.settings;
  return { ...schema, settings };
}
