// The form renderer: one component per field type (registry.ts) over a per-instance store
// (src/store/renderer-store.ts). The <form-renderer> element wires it to attributes, events and forms.
export { fieldDomId, fieldIds } from './dom-ids';
export { DRAFT_PARAM, resumeLink } from './draft-link';
export { RECAPTCHA_RESPONSE_KEY } from './fields/recaptcha-field';
export { recaptchaConfig } from './fields/recaptcha-loader';
export { FormView, type FormViewProps, LOADING_FORM_TEXT, NO_FORM_TEXT } from './form-view';
export { fieldEntry, registeredTypes } from './registry';
export { rendererStyles } from './renderer.styles';
export { type FormSourceProps, MISSING_CONNECTION_MESSAGE, useFormSource } from './use-form-source';
