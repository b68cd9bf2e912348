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
