/** The 33 field types of authoring §3. Unknown types fall back to a text input. */
export const FIELD_TYPES = [
  'text',
  'email',
  'url',
  'phone',
  'number',
  'textarea',
  'select',
  'multiselect',
  'checkbox',
  'radio',
  'date',
  'datetime',
  'time',
  'daterange',
  'file',
  'heading',
  'paragraph',
  'image',
  'label',
  'container',
  'table',
  'section',
  'accordion',
  'rating',
  'slider',
  'signature',
  'address',
  'hidden',
  'color',
  'password',
  'range',
  'honeypot',
  'recaptcha',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export const FALLBACK_FIELD_TYPE: FieldType = 'text';

const fieldTypeSet: ReadonlySet<string> = new Set(FIELD_TYPES);
export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && fieldTypeSet.has(value);
}

/** Types that hold other fields instead of a value. */
export const LAYOUT_TYPES = ['container', 'section', 'accordion'] as const satisfies readonly FieldType[];
/** Types that show content and collect nothing. */
export const CONTENT_TYPES = [
  'heading',
  'paragraph',
  'label',
  'image',
] as const satisfies readonly FieldType[];
/** Types that carry options. */
export const OPTION_TYPES = ['select', 'multiselect', 'radio'] as const satisfies readonly FieldType[];
/** Types a conditional rule cannot use as its trigger (authoring §3). */
export const NON_TRIGGER_TYPES = [
  'heading',
  'paragraph',
  'image',
  'container',
] as const satisfies readonly FieldType[];

const valuelessTypes: ReadonlySet<string> = new Set<string>([...LAYOUT_TYPES, ...CONTENT_TYPES, 'recaptcha']);
/** Whether a field of this type contributes a value to a submission. */
export function collectsValue(type: string): boolean {
  return !valuelessTypes.has(type);
}

export function isLayoutType(type: string): type is (typeof LAYOUT_TYPES)[number] {
  return (LAYOUT_TYPES as readonly string[]).includes(type);
}

export function hasOptions(type: string): type is (typeof OPTION_TYPES)[number] {
  return (OPTION_TYPES as readonly string[]).includes(type);
}
