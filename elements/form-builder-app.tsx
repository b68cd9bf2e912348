// <form-builder>'s React app, loaded on first use: the builder (src/builder) wired to the element's
// props, its fw- events, its store (for save() and `dirty`) and the one adopted stylesheet.
import { useCallback, useMemo } from 'react';
import { BuilderApp, type BuilderEvents, builderStyles } from '../src/builder';
import type { BuilderStore } from '../src/store/builder-store';
import { uiPanelStyles } from '../src/ui';
import { emit } from './emit';
import type { FormBuilderProps, FwNavigateDetail } from './form-builder';
import { builderStores } from './host-stores';
import { registerStyles } from './styles';

registerStyles('ui-panels', uiPanelStyles);
registerStyles('builder', builderStyles);

export function FormBuilderApp(props: FormBuilderProps) {
  const {
    host,
    tenant,
    serviceUrl,
    token,
    signingKey,
    formId,
    readonly,
    newTemplate,
    schema,
    description: startDescription,
    publicFormUrl,
  } = props;
  const events = useMemo<BuilderEvents>(
    () => ({
      change: (id, next, { description, isTemplate }) =>
        emit(host, 'fw-change', { source: 'builder', formId: id, schema: next, description, isTemplate }),
      save: (id, saved) => emit(host, 'fw-save', { formId: id, schema: saved }),
      error: (code, message) => emit(host, 'fw-error', { code, message }),
      navigate: (navigation) => {
        const detail: FwNavigateDetail =
          navigation.route === 'dashboard'
            ? { route: 'dashboard', path: '/dashboard', formId: null, replace: false }
            : {
                route: 'edit-form',
                path: `/edit-form/${encodeURIComponent(navigation.formId)}`,
                formId: navigation.formId,
                replace: true,
              };
        emit(host, 'fw-navigate', detail);
      },
      authRequired: () =>
        emit(host, 'fw-auth-required', { serviceUrl: serviceUrl ?? null, tenant: tenant ?? null }),
    }),
    [host, serviceUrl, tenant],
  );
  const onStore = useCallback(
    (store: BuilderStore | null) => {
      builderStores.set(host, store);
    },
    [host],
  );
  return (
    <BuilderApp
      tenant={tenant}
      serviceUrl={serviceUrl}
      token={token}
      signingKey={signingKey}
      formId={formId || undefined}
      readonly={readonly}
      newTemplate={newTemplate}
      schema={schema}
      description={startDescription}
      publicFormUrl={publicFormUrl}
      events={events}
      onStore={onStore}
    />
  );
}
