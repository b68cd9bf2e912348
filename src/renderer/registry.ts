import type { ReactNode } from 'react';
import type { Field } from '../model';
import { isCheckboxGroup } from '../store/renderer-values';
import type { FieldProps, FrameKind } from './field-props';
import { AccordionField } from './fields/accordion-field';
import { AddressInput } from './fields/address-input';
import { CheckboxField, RadioGroup, SelectInput } from './fields/choice-inputs';
import { ColorInput } from './fields/color-input';
import { ContainerField } from './fields/container-field';
import { HeadingContent, ImageContent, LabelContent, ParagraphContent } from './fields/content';
import { DateRange } from './fields/date-range';
import { FileInput } from './fields/file-input';
import { HiddenInput, HoneypotInput } from './fields/hidden-input';
import { MultiSelect } from './fields/multi-select';
import { PasswordInput } from './fields/password-input';
import { RatingInput } from './fields/rating-input';
import { RecaptchaField } from './fields/recaptcha-field';
import { SectionField } from './fields/section-field';
import { SignaturePad } from './fields/signature-pad';
import { SliderInput } from './fields/slider-input';
import { TableInput } from './fields/table-input';
import { NumberInput, TextArea, TextInput } from './fields/text-input';

/** How one field type renders: its component and how the frame names it (see FrameKind). */
export interface FieldEntry {
  component: (props: FieldProps) => ReactNode;
  frame: FrameKind | ((field: Field) => FrameKind);
  /**
   * The component uses no hooks, so FieldNode calls it as a function instead of rendering it as a
   * component: one React fiber fewer per field of the common types. A component that gains a hook must
   * lose this flag.
   */
  plain?: true;
}

const text: FieldEntry = { component: TextInput, frame: 'label', plain: true };

/** One component per field type, keyed by the type string (design §2). */
const registry = new Map<string, FieldEntry>([
  ['text', text],
  ['email', text],
  ['url', text],
  ['phone', text],
  ['date', text],
  ['datetime', text],
  ['time', text],
  ['number', { component: NumberInput, frame: 'label' }],
  ['textarea', { component: TextArea, frame: 'label', plain: true }],
  ['password', { component: PasswordInput, frame: 'label' }],
  ['select', { component: SelectInput, frame: 'label', plain: true }],
  ['multiselect', { component: MultiSelect, frame: 'labelled' }],
  [
    'checkbox',
    {
      component: CheckboxField,
      frame: (field) => (isCheckboxGroup(field) ? 'group' : 'inline'),
      plain: true,
    },
  ],
  ['radio', { component: RadioGroup, frame: 'group', plain: true }],
  ['daterange', { component: DateRange, frame: 'group', plain: true }],
  ['file', { component: FileInput, frame: 'label' }],
  ['heading', { component: HeadingContent, frame: 'none' }],
  ['paragraph', { component: ParagraphContent, frame: 'none' }],
  ['label', { component: LabelContent, frame: 'none' }],
  ['image', { component: ImageContent, frame: 'none' }],
  ['container', { component: ContainerField, frame: 'none' }],
  ['section', { component: SectionField, frame: 'none' }],
  ['accordion', { component: AccordionField, frame: 'none' }],
  ['rating', { component: RatingInput, frame: 'labelled', plain: true }],
  ['slider', { component: SliderInput, frame: 'label', plain: true }],
  ['range', { component: SliderInput, frame: 'label', plain: true }],
  ['signature', { component: SignaturePad, frame: 'labelled' }],
  ['address', { component: AddressInput, frame: 'group', plain: true }],
  ['hidden', { component: HiddenInput, frame: 'none' }],
  ['color', { component: ColorInput, frame: 'label', plain: true }],
  ['table', { component: TableInput, frame: 'group' }],
  ['honeypot', { component: HoneypotInput, frame: 'none' }],
  ['recaptcha', { component: RecaptchaField, frame: 'none' }],
]);

/** The entry for a type; unknown types fall back to a text input (shell §3). */
export function fieldEntry(type: string): FieldEntry {
  return registry.get(type) ?? text;
}

/** The types with a component of their own (every type of the model). */
export function registeredTypes(): string[] {
  return [...registry.keys()];
}
