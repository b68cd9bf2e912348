// <form-renderer>'s React app, loaded on first use: the renderer (src/renderer) over its own store,
// wired to the element's props, fw- events, imperative methods and form association.
import { useEffect, useMemo, useState } from 'react';
import { BUILT_IN_THEMES, type BuiltInThemeId } from '../src/model/built-in-themes';
import { CUSTOM_THEME_ID_PREFIX } from '../src/model/constants';
import type { FormSettings } from '../src/model/form';
import { FormView, rendererStyles, resumeLink, useFormSource } from '../src/renderer';
import { useProxy } from '../src/renderer/use-proxy';
import { createRendererStore, type RendererStore } from '../src/store/renderer-store';
import { emit } from './emit';
import type { FormRendererProps } from './form-renderer';
import { useFormAssociation } from './form-renderer-association';
import { emitRendererChange } from './form-renderer-events';
import { channelOf } from './props-channel';
import { type RendererController, rendererLink } from './renderer-link';
import { registerStyles } from './styles';
import { type FwTheme, themeTokens } from './theme';
import type { SubmitHandler } from './types';

registerStyles('renderer', rendererStyles);

let instances = 0;

function presetTheme(id: string | undefined, custom: FormSettings['customTheme']): FwTheme | undefined {
  // A custom theme lives in its author's browser; the form carries the applied one in settings.customTheme.
  if (id?.startsWith(CUSTOM_THEME_ID_PREFIX)) return custom?.id === id ? custom : undefined;
  // The default preset is what the :host tokens already say: leave page CSS in charge of it.
  if (!id || id === 'default' || !Object.hasOwn(BUILT_IN_THEMES, id)) return undefined;
  return BUILT_IN_THEMES[id as BuiltInThemeId];
}

/**
 * The store's hooks turn into fw- events. They read the element's props when called, not when rendered:
 * a host may set `submitHandler` and call `submit()` in the same task, before React renders again.
 */
function useHooks(store: RendererStore, host: HTMLElement): void {
  useState(() => {
    const channel = channelOf(host);
    const formId = () => (channel.get('formId') as string | undefined) ?? null;
    const values = () => store.payload();
    store.hooks = {
      get submitHandler() {
        const handler = channel.get('submitHandler');
        return typeof handler === 'function' ? (handler as SubmitHandler) : undefined;
      },
      beforeSubmit: (payload) => emit(host, 'fw-submit', { formId: formId(), values: payload }),
      onSubmitted: (payload, result) =>
        emit(host, 'fw-submitted', {
          formId: formId(),
          submissionId: result.submissionId ?? null,
          values: payload,
        }),
      onChange: (fieldId, value) =>
        emitRendererChange(
          host,
          { source: 'renderer', formId: formId(), fieldId, value },
          store.answersNow(),
        ),
      onError: (code, message) => emit(host, 'fw-error', { code, message }),
      onAction: (action) => {
        if (action.type === 'cancel') return emit(host, 'fw-cancel', { formId: formId() });
        if (action.type === 'custom-event') {
          const detail = { formId: formId(), name: action.name, buttonId: action.buttonId, values: values() };
          return emit(host, 'fw-custom-event', detail);
        }
        return emit(host, 'fw-save-draft', { formId: formId(), buttonId: action.buttonId, values: values() });
      },
      onDraftSaved: ({ token, expiresAt }) =>
        emit(host, 'fw-draft-saved', { formId: formId(), token, expiresAt, resumeUrl: resumeLink(token) }),
    };
    return true;
  });
}

function useController(store: RendererStore, host: HTMLElement): void {
  useEffect(() => {
    const link = rendererLink(host);
    const controller: RendererController = {
      submit: () => store.submit(),
      validate: () => store.validate(),
      reset: () => store.reset(),
      restore: (state) => {
        try {
          const values: unknown = JSON.parse(state);
          if (typeof values === 'object' && values !== null) store.prefill(values as Record<string, unknown>);
        } catch {
          // A state we did not write: nothing to restore.
        }
      },
    };
    link.controller = controller;
    return () => {
      if (link.controller === controller) link.controller = null;
    };
  }, [store, host]);
}

/**
 * The service form behind `form-id` (with `service-url` and `tenant`): where answers go without a
 * `submitHandler`, where drafts are kept and analytics reported; and the `draft` to resume. Set before the
 * form loads (effects run in order), so a draft comes back with the form. A form that requires sign-in
 * sends its answers with the session of the service and tenant, which `token` and `signingKey` feed; when
 * the service refuses them for want of one, the host hears fw-auth-required, as for a refused load.
 */
function useServer(store: RendererStore, props: FormRendererProps): void {
  const { host, formId, serviceUrl, tenant, token, signingKey, draft } = props;
  useEffect(() => {
    store.setServer(
      formId && serviceUrl && tenant
        ? {
            formId,
            serviceUrl,
            tenant,
            token,
            signingKey,
            onAuthRequired: () => emit(host, 'fw-auth-required', { serviceUrl, tenant }),
          }
        : null,
    );
  }, [store, host, formId, serviceUrl, tenant, token, signingKey]);
  useEffect(() => store.setResumeToken(draft), [store, draft]);
}

function useLocked(store: RendererStore, host: HTMLElement, readonly: boolean): void {
  const [disabledByForm, setDisabledByForm] = useState(() => rendererLink(host).disabledByForm);
  useEffect(() => {
    const link = rendererLink(host);
    link.onDisabledChange = () => setDisabledByForm(link.disabledByForm);
    return () => {
      link.onDisabledChange = null;
    };
  }, [host]);
  useEffect(() => store.setLocked(readonly || disabledByForm), [store, readonly, disabledByForm]);
}

export function FormRendererApp(props: FormRendererProps) {
  const { host } = props;
  const [store] = useState(createRendererStore);
  const [idPrefix] = useState(() => `fwr${++instances}`);
  useHooks(store, host);
  useController(store, host);
  useLocked(store, host, props.readonly);
  useServer(store, props);
  useFormAssociation(store, host, idPrefix);
  useFormSource(
    store,
    {
      schema: props.schema,
      formId: props.formId,
      serviceUrl: props.serviceUrl,
      tenant: props.tenant,
      token: props.token,
      signingKey: props.signingKey,
      value: props.value,
    },
    () =>
      emit(host, 'fw-auth-required', { serviceUrl: props.serviceUrl ?? null, tenant: props.tenant ?? null }),
  );
  const { version } = useProxy(store.form);
  const preset = store.settings?.themePreset;
  const customTheme = store.settings?.customTheme;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new form (version) may bring a new preset
  const style = useMemo(
    () => ({ ...themeTokens(presetTheme(preset, customTheme)), ...themeTokens(props.theme) }),
    [preset, customTheme, props.theme, version],
  );
  return <FormView store={store} idPrefix={idPrefix} style={style} />;
}
