// {{variable}} tokens in labels, placeholders and help text (authoring §3): apart from variables.ts, whose
// import helpers use the zod schemas, so the renderer resolves tokens without loading zod.
import type { Field, GlobalVariable } from '../model';

/** What tokens resolve against: global variables, and optionally the current values of catalog paths. */
export interface TokenContext {
  variables: readonly GlobalVariable[];
  /** Values of catalog tokens keyed by their path without '[]', e.g. 'customer.email'. */
  catalogValues?: Readonly<Record<string, string>>;
}

export type VariablePart = 'placeholder' | 'helpText';

const TOKEN_PATTERN = /\{\{\s*([^{}]+?)\s*\}\}/g;
const VARIABLE_PARTS: readonly VariablePart[] = ['placeholder', 'helpText'];

/** `{{name}}`, `{{name.placeholder}}` or `{{name.helpText}}`. */
export function variableToken(name: string, part?: VariablePart): string {
  return part ? `{{${name}.${part}}}` : `{{${name}}}`;
}

export function variablesByName(variables: readonly GlobalVariable[]): Map<string, GlobalVariable> {
  const byName = new Map<string, GlobalVariable>();
  // With two variables of one name, the first listed wins, as the author sees it first.
  for (const variable of variables) if (!byName.has(variable.name)) byName.set(variable.name, variable);
  return byName;
}

function resolveKey(
  key: string,
  byName: Map<string, GlobalVariable>,
  context: TokenContext,
): string | undefined {
  const variable = byName.get(key);
  if (variable) return variable.value;
  for (const part of VARIABLE_PARTS) {
    const owner = key.endsWith(`.${part}`) ? byName.get(key.slice(0, -part.length - 1)) : undefined;
    // A variable without that part resolves to '' rather than showing raw braces to the person filling in.
    if (owner) return owner[part] ?? '';
  }
  const { catalogValues } = context;
  if (catalogValues && Object.hasOwn(catalogValues, key)) return catalogValues[key];
  return undefined;
}

/**
 * Replaces `{{name}}`, `{{name.placeholder}}` and `{{name.helpText}}` with the global variable's value,
 * placeholder or help text, then `{{table.field}}` from the catalog values. Unknown tokens stay as
 * they are. An exact variable name wins over the `.placeholder` / `.helpText` reading.
 */
export function resolveTokens(text: string, context: TokenContext): string {
  if (!text.includes('{{')) return text;
  const byName = variablesByName(context.variables);
  return text.replace(TOKEN_PATTERN, (token, key: string) => resolveKey(key, byName, context) ?? token);
}

/**
 * The field with the placeholder and help text of the global variables it names (placeholderVariable,
 * helpTextVariable; authoring §3): a named variable's non-empty text replaces the field's own, as the
 * builder's Variables tab shows it. The same object when it names none, or none that has such a text.
 */
export function withVariableTexts(field: Field, variables: readonly GlobalVariable[]): Field {
  if (!field.placeholderVariable && !field.helpTextVariable) return field;
  const textOf = (name: string | undefined, part: VariablePart) => {
    const text = name ? variables.find((variable) => variable.name === name)?.[part] : undefined;
    return text?.trim() ? text : undefined;
  };
  const placeholder = textOf(field.placeholderVariable, 'placeholder');
  const helpText = textOf(field.helpTextVariable, 'helpText');
  if (placeholder === undefined && helpText === undefined) return field;
  return {
    ...field,
    ...(placeholder !== undefined && { placeholder }),
    ...(helpText !== undefined && { helpText }),
  };
}

/** The field with tokens resolved in its label, placeholder and help text (authoring §3). */
export function resolveFieldTokens(field: Field, context: TokenContext): Field {
  const resolved: Field = { ...field, label: resolveTokens(field.label, context) };
  if (field.placeholder !== undefined) resolved.placeholder = resolveTokens(field.placeholder, context);
  if (field.helpText !== undefined) resolved.helpText = resolveTokens(field.helpText, context);
  return resolved;
}
