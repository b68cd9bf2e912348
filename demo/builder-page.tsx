// /create-form and /edit-form/{id}: one <form-builder> for both, so Create (which moves to the edit route,
// replacing the history entry) keeps the same element instead of loading the new form again.
// /create-form?template={id} starts the new form from that template's schema (the builder appears once
// the template is here, so nothing typed before is replaced by it); /create-form?as=template starts a new
// template (the dashboard's 'Create your first template').
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getForm } from '../src/api/forms';
import type { FormSchemaData } from '../src/model';
import { useDocumentTitle, useShell } from '../src/shell';
import { LoadingScreen } from '../src/ui';
import { demoConfig } from './config';
import { ElementHost } from './element-host';

export const TEMPLATE_LOADING_TITLE = 'Loading template';
export const TEMPLATE_LOAD_FAILED = 'Failed to load template';

/** The template a new form starts from, by its id: loading, here, or failed (an empty new form then). */
type TemplateState =
  | { id: string; status: 'loading' }
  | { id: string; status: 'ready'; schema: FormSchemaData; description: string }
  | { id: string; status: 'failed' };

interface NavigateDetail {
  path: string;
  replace: boolean;
}

/** Asked when browser Back or Forward would leave the builder with unsaved changes. */
export const LEAVE_QUESTION = 'Leave without saving? Your changes to this form are not saved yet.';

/** The parts of the Navigation API used here (not yet in TypeScript's DOM library). */
interface TraverseEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void;
}

/**
 * Browser Back and Forward leave the builder without its Dashboard button, which asks first. The
 * Navigation API's `navigate` event comes before the address changes and a traversal within the page can
 * be cancelled there (the browser allows it after the user has interacted, which typing the changes was).
 * Browsers without it still ask on leaving the page (the builder's beforeunload), not on an in-app Back.
 */
function useLeaveQuestion(builder: { current: HTMLElementTagNameMap['form-builder'] | null }): void {
  useEffect(() => {
    const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
    if (!navigation) return;
    const onNavigate = (event: TraverseEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable || !builder.current?.dirty) return;
      if (!window.confirm(LEAVE_QUESTION)) event.preventDefault();
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, [builder]);
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
  useLeaveQuestion(builderRef);

  useDocumentTitle(formId ? 'Edit form' : 'Create form');

  const [template, setTemplate] = useState<TemplateState | null>(null);
  const wantedTemplate = formId ? null : templateId;
  useEffect(() => {
    if (!wantedTemplate) return;
    const controller = new AbortController();
    setTemplate({ id: wantedTemplate, status: 'loading' });
    getForm(session.client, wantedTemplate, controller.signal)
      .then((found) =>
        setTemplate({
          id: wantedTemplate,
          status: 'ready',
          schema: found.schema_data,
          description: found.description,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        notifications.notify('error', TEMPLATE_LOAD_FAILED, message);
        setTemplate({ id: wantedTemplate, status: 'failed' });
      });
    return () => controller.abort();
  }, [wantedTemplate, session, notifications]);
  // Until the template is here there is no builder to type into (it would be replaced by the template).
  const waiting =
    wantedTemplate !== null && (template?.id !== wantedTemplate || template.status === 'loading');
  const startFrom =
    wantedTemplate !== null && template?.id === wantedTemplate && template.status === 'ready'
      ? template
      : undefined;

  // The page's landmark and heading: the element is a widget and owns neither.
  return (
    <main className="fw-demo-builder">
      <h1 className="fw-visually-hidden">{formId ? 'Edit form' : 'Create form'}</h1>
      {waiting ? (
        <div className="fw-demo-builder__loading">
          <LoadingScreen title={TEMPLATE_LOADING_TITLE} message="Please wait..." />
        </div>
      ) : (
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
            // Set before the element connects: the new form starts as the template, no first empty render.
            // It keeps the template's description too, which the author may change before Create.
            if (startFrom) {
              builder.schema = startFrom.schema;
              builder.description = startFrom.description;
            }
            // The builder never touches location: it asks the host's router (docs/elements/form-builder.md).
            builder.addEventListener('fw-navigate', (event) => {
              const { path, replace } = (event as CustomEvent<NavigateDetail>).detail;
              navigateRef.current(path, { replace });
            });
          }}
        />
      )}
    </main>
  );
}
