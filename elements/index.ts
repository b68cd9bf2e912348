/**
 * The Formwright elements entry: importing it defines `<form-renderer>`, `<form-builder>` and
 * `<tenant-settings>`. Each tag's React app is a separate chunk loaded when its first instance renders.
 */
import { defineOnce } from './define';
import { FormBuilderElement } from './form-builder';
import { FormRendererElement } from './form-renderer';
import { TenantSettingsElement } from './tenant-settings';

defineOnce('form-renderer', FormRendererElement);
defineOnce('form-builder', FormBuilderElement);
defineOnce('tenant-settings', TenantSettingsElement);

export type { ElementProps, FormwrightElementClass, FormwrightElementInstance } from './create-element';
export { defineOnce } from './define';
export { emit, plainCopy } from './emit';
export { FormBuilderElement, type FormBuilderProps } from './form-builder';
export { FormRendererElement, type FormRendererProps } from './form-renderer';
export { registerStyles, sharedStyleSheet } from './styles';
export { TenantSettingsElement, type TenantSettingsProps } from './tenant-settings';
export type { FwTheme, FwTokenName } from './theme';
export type * from './types';
