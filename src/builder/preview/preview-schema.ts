import type { FormSchemaData } from '../../model';

/**
 * The schema the Preview renders: the form without its custom CSS and script, and without navigation.
 * CSS and script are saved with the form and used where it is published, but never applied inside the
 * builder (issue #6): an author's CSS could restyle or hide the builder's own preview, and a script must
 * not run with the author's session. A redirect (a custom button's, or Cancel's) would take the whole page,
 * builder and unsaved changes included, to the form's target: in the preview it only tells the preview.
 */
export function previewSchema(schema: FormSchemaData): FormSchemaData {
  const { customCSS: _css, customJS: _script, ...settings } = schema.settings;
  return {
    ...schema,
    settings: {
      ...settings,
      cancelAction: settings.cancelAction === 'redirect' ? 'custom' : settings.cancelAction,
      customButtons: settings.customButtons.map((button) =>
        button.action_type === 'redirect' ? { ...button, action_type: 'customEvent' as const } : button,
      ),
    },
  };
}
