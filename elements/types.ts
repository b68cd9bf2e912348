import type { FieldValue, FormSchemaData } from '../src/model';
import type { SubmissionPayload, SubmitHandler, SubmitResult } from '../src/store/renderer-types';
import type { SettingsChange } from '../src/store/tenant-settings-store';
import type { FormBuilderElement } from './form-builder';
import type { FormRendererElement } from './form-renderer';
import type { TenantSettingsElement } from './tenant-settings';

/** A renderer's answers, keyed by field id (or name, for prefill). */
export type FormValues = Record<string, FieldValue>;

/** What `submitHandler` receives and returns (shell §7: the caller decides where answers go). */
export type { SubmissionPayload, SubmitHandler, SubmitResult };

/** `{ action: 'saved' | 'deleted', kind: 'setting' | 'integration', key, setting }` (setting null after a delete). */
export type FwSettingsChangeDetail = SettingsChange;

export interface FwErrorDetail {
  /** Stable code, for hosts to branch on. */
  code: string;
  /** The spec's human text. */
  message: string;
}

export type FwChangeDetail =
  | {
      source: 'renderer';
      formId: string | null;
      /** The field the person changed. */
      fieldId: string;
      /** Its value in the submitted shape. */
      value: FieldValue;
      /** All answers, as a submission would carry them. */
      values: FormValues;
    }
  | {
      source: 'builder';
      formId: string | null;
      schema: FormSchemaData;
      /** The form's description (its title) after the change. */
      description: string;
      /** The form's template flag (is_template) after the change. */
      isTemplate: boolean;
    };

/**
 * Every event a Formwright element fires, by name, with its `detail`. Details are plain copies made when
 * the event fires. The apps that fire these (renderer, builder, settings) may refine the payloads.
 */
export interface FwEventMap {
  /** The user submitted the form; `preventDefault()` stops the submission. */
  'fw-submit': { formId: string | null; values: FormValues };
  /** The submission was accepted. */
  'fw-submitted': { formId: string | null; submissionId: string | null; values: FormValues };
  /** The user changed an answer (renderer) or the form (builder). */
  'fw-change': FwChangeDetail;
  /** The builder saved the form. */
  'fw-save': { formId: string | null; schema: FormSchemaData };
  /** Something failed: a server result, or an element that could not load or render. */
  'fw-error': FwErrorDetail;
  /** The service answered 401: the host should sign the user in and set a fresh `token`. */
  'fw-auth-required': { serviceUrl: string | null; tenant: string | null };
  /** The renderer's cancel button, when the form's cancelAction is 'custom'. */
  'fw-cancel': { formId: string | null };
  /** A renderer custom button with action 'customEvent'; `name` is the button's event name. */
  'fw-custom-event': { formId: string | null; name: string; buttonId: string; values: FormValues };
  /**
   * A renderer custom button with action 'saveDraft': the host may keep the draft itself (and give it back
   * as `value`); `preventDefault()` keeps the renderer from also saving it on the service.
   */
  'fw-save-draft': { formId: string | null; buttonId: string; values: FormValues };
  /** The renderer saved a draft on the service: `resumeUrl` is this page with `?fw-draft={token}`. */
  'fw-draft-saved': { formId: string | null; token: string; expiresAt: string; resumeUrl: string };
  /** <tenant-settings> saved or deleted a setting or integration on the server (secrets masked). */
  'fw-settings-change': FwSettingsChangeDetail;
}

/** Only `fw-` names count, so a map entry without the prefix cannot be emitted. */
export type FwEventName = keyof FwEventMap & `fw-${string}`;

export type FwEvent<K extends FwEventName> = CustomEvent<FwEventMap[K]>;

export type FwCustomEventMap = { [K in FwEventName]: FwEvent<K> };

declare global {
  interface HTMLElementTagNameMap {
    'form-renderer': FormRendererElement;
    'form-builder': FormBuilderElement;
    'tenant-settings': TenantSettingsElement;
  }
  // The events are composed and bubble, so any ancestor (or the document) can listen with types.
  interface HTMLElementEventMap extends FwCustomEventMap {}
  interface DocumentEventMap extends FwCustomEventMap {}
}
