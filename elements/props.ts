/**
 * How an element's props map to attributes. r2wc's own mapping parses booleans by value
 * (`readonly="false"` is false) and ignores removed or empty attributes, and it reflects every typed
 * property back into an attribute, which would leak `token` into outerHTML. So Formwright elements declare
 * their props here and the base class does the mapping itself.
 */

interface AttributeSpecBase<T> {
  /** Kebab-case attribute name; its value is parsed into the prop. */
  readonly attribute: string;
  readonly default: T;
  /** Whether setting the property writes the attribute back (never for secrets). */
  readonly reflect: boolean;
  /** `null` means the attribute is absent: the prop goes back to its default. */
  parse(raw: string | null): T;
  /** Turns any value a script assigns into a value of the prop's type. */
  coerce(value: unknown): T;
  /** `null` removes the attribute. */
  serialize(value: T): string | null;
}

export interface AttributePropSpec<T> extends AttributeSpecBase<T> {
  readonly kind: 'attribute';
}

/** Rich data (schema, value, theme): a property only, never a JSON attribute. */
export interface PropertyPropSpec<T> {
  readonly kind: 'property';
  readonly default: T;
}

export type PropSpec<T> = AttributePropSpec<T> | PropertyPropSpec<T>;

/** Method syntax above keeps `serialize` bivariant, so a spec of any value type fits here. */
export type PropSpecs = Readonly<Record<string, PropSpec<unknown>>>;

/** The prop values an element with these specs holds. */
export type PropsOf<S extends PropSpecs> = { [K in keyof S]: S[K] extends PropSpec<infer T> ? T : never };

export interface StringAttrOptions {
  /** false for secrets such as `token`: a property set must not show up in outerHTML. */
  reflect?: boolean;
}

/** A string attribute. Absent gives `undefined`; an empty value is the empty string, not ignored. */
export function stringAttr(
  attribute: string,
  options: StringAttrOptions = {},
): AttributePropSpec<string | undefined> {
  return {
    kind: 'attribute',
    attribute,
    default: undefined,
    reflect: options.reflect ?? true,
    parse: (raw) => raw ?? undefined,
    coerce: (value) => (value === undefined || value === null ? undefined : String(value)),
    serialize: (value) => value ?? null,
  };
}

/** A boolean attribute, true by presence as in HTML (`readonly`, `readonly=""`, even `readonly="false"`). */
export function booleanAttr(attribute: string): AttributePropSpec<boolean> {
  return {
    kind: 'attribute',
    attribute,
    default: false,
    reflect: true,
    parse: (raw) => raw !== null,
    coerce: (value) => Boolean(value),
    serialize: (value) => (value ? '' : null),
  };
}

/** A number attribute. Absent, empty or not a number gives the default. */
export function numberAttr(attribute: string, fallback?: number): AttributePropSpec<number | undefined> {
  const toNumber = (value: unknown): number | undefined => {
    if (value === undefined || value === null || value === '') return fallback;
    const number = Number(value);
    return Number.isFinite(number) ? number : fallback;
  };
  return {
    kind: 'attribute',
    attribute,
    default: fallback,
    reflect: true,
    parse: (raw) => toNumber(raw?.trim()),
    coerce: toNumber,
    serialize: (value) => (value === undefined ? null : String(value)),
  };
}

/**
 * A property-only prop. Keep `defaultValue` immutable (or undefined): it is shared by every instance.
 * The value is handed to React as given; the element does not copy it.
 */
export function property<T>(defaultValue: T): PropertyPropSpec<T> {
  return { kind: 'property', default: defaultValue };
}
