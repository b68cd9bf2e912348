// /create-form and /edit-form/{id}: one <form-builder> for both, so Create (which moves to the edit route,
// replacing the history entry) keeps the same element instead of loading the new form again.
// /create-form?template={id} starts the new form from that template's schema; /create-form?as=template
// starts a new template (the dashboard's 'Create your first template').
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getForm } from '../src/api/forms';
import { useShell } from '../src/shell';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

interface NavigateDetail {
  path: string;
  replace: boolean;
}

export function BuilderPage({ formId }: { formId: string | null }) {
  const { session, notifications } = useShell();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const templateId = search.get('template');
  const newTemplate = !formId && search.get('as') === 'template';
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const builderRef = useRef<HTMLElementTagNameMap['form-builder'] | null>(null);

  useEffect(() => {
    document.title = formId ? 'Edit form · Formwright' : 'Create form · Formwright';
  }, [formId]);

  useEffect(() => {
    if (formId || !templateId) return;
    const controller = new AbortController();
    getForm(session.client, templateId, controller.signal)
      .then((template) => {
        if (builderRef.current) builderRef.current.schema = template.schema_data;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        notifications.notify('error', 'Failed to load template', message);
      });
    return () => controller.abort();
  }, [formId, templateId, session, notifications]);

  // The page's landmark and heading: the element is a widget and owns neither.
  return (
    <main className="fw-demo-builder">
      <h1 className="fw-visually-hidden">{formId ? 'Edit form' : 'Create form'}</h1>
      <ElementHost
        tag="form-builder"
        attributes={{
          'service-url': demoConfig.serviceUrl,
          tenant: demoConfig.tenant,
          'form-id': formId,
          'new-template': newTemplate ? '' : null,
        }}
        setup={(builder) => {
          builderRef.current = builder;
          // The builder never touches location: it asks the host's router (docs/elements/form-builder.md).
          builder.addEventListener('fw-navigate', (event) => {
            const { path, replace } = (event as CustomEvent<NavigateDetail>).detail;
            navigateRef.current(path, { replace });
          });
        }}
      />
    </main>
  );
}
