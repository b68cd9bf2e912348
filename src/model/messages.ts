// The product's own words for a validation issue its schema gives no message of its own: every issue kind
// zod raises, without a word of the library's defaults. The server answers with them (server/http/
// validation.ts), and the browser's parses of whole documents (migrate() of an imported form, an
// integration's config in <tenant-settings>) say the same.
import type { z } from 'zod';

/** How a value is named in a generated message: 'text', 'a whole number'… */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  record: 'a JSON object',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  null: 'null',
  file: 'a file',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'Must be an email address',
  url: 'Must be a URL',
  uuid: 'Must be a uuid',
  guid: 'Must be a uuid',
  datetime: 'Must be a date and time in ISO 8601 (such as 2026-01-15T12:00:00Z)',
  date: 'Must be a date in ISO 8601 (YYYY-MM-DD)',
  time: 'Must be a time in ISO 8601 (HH:MM or HH:MM:SS)',
  lowercase: 'Must be lower case',
  uppercase: 'Must be upper case',
  base64: 'Must be base64',
  base64url: 'Must be base64url',
};

function quoted(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** 'a', 'a or b', 'one of a, b or c'. */
function oneOf(values: readonly unknown[]): string {
  const words = values.map(quoted);
  if (words.length <= 1) return words[0] ?? 'nothing';
  const last = words.pop();
  return `${words.length > 1 ? 'one of ' : ''}${words.join(', ')} or ${last}`;
}

function sizeWords(origin: string, n: number | bigint, bound: 'most' | 'least', inclusive: boolean): string {
  const count = Number(n);
  switch (origin) {
    case 'string':
      if (bound === 'least' && count <= 1) return 'Must not be empty';
      return `Must be at ${bound} ${count} character${count === 1 ? '' : 's'}`;
    case 'array':
    case 'set':
    case 'map':
      if (bound === 'least' && count <= 1) return 'Must not be empty';
      return `Must hold at ${bound} ${count} item${count === 1 ? '' : 's'}`;
    case 'file':
      return `Must be at ${bound} ${count} bytes`;
    case 'date':
      return `Must be ${bound === 'most' ? 'on or before' : 'on or after'} ${new Date(count).toISOString()}`;
    case 'int':
      return `Must be a whole number of at ${bound} ${String(n)}`;
    default:
      if (!inclusive) return `Must be ${bound === 'most' ? 'less' : 'greater'} than ${String(n)}`;
      return `Must be at ${bound} ${String(n)}`;
  }
}

/**
 * The product's words for a validation issue that its schema gave no message of its own: every issue
 * kind zod raises, without a word of the library's defaults. The field is named by the path the caller
 * puts before it ('description: Must be text'). Pass it to every safeParse of request input
 * (`{ error: productErrorMap }`); a schema's own message always wins over it.
 */
export function productMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Is required';
      const words = TYPE_WORDS[issue.expected];
      return words ? `Must be ${words}` : 'Is not of an accepted type';
    }
    case 'too_big':
      if (issue.exact)
        return sizeWords(issue.origin, issue.maximum, 'most', true).replace('at most', 'exactly');
      return sizeWords(issue.origin, issue.maximum, 'most', issue.inclusive !== false);
    case 'too_small':
      if (issue.exact)
        return sizeWords(issue.origin, issue.minimum, 'least', true).replace('at least', 'exactly');
      return sizeWords(issue.origin, issue.minimum, 'least', issue.inclusive !== false);
    case 'invalid_format': {
      const format = issue.format as string;
      if (format === 'starts_with' && 'prefix' in issue) return `Must start with ${quoted(issue.prefix)}`;
      if (format === 'ends_with' && 'suffix' in issue) return `Must end with ${quoted(issue.suffix)}`;
      if (format === 'includes' && 'includes' in issue) return `Must contain ${quoted(issue.includes)}`;
      if (format === 'regex') return 'Is not in the accepted format';
      return FORMAT_WORDS[format] ?? `Must be a valid ${format.replaceAll('_', ' ')}`;
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map(quoted).join(', ')}`;
    case 'invalid_union':
      return 'Matches none of the accepted shapes';
    case 'invalid_key':
      return 'Has a key that is not accepted';
    case 'invalid_element':
      return 'Holds a value that is not accepted';
    case 'invalid_value':
      return issue.values.length === 0 ? 'Is not accepted' : `Must be ${oneOf(issue.values)}`;
    default:
      return 'Is not valid';
  }
}

export const productErrorMap: z.core.$ZodErrorMap = (issue) => productMessage(issue);

/**
 * The error of a required text: `required` when it is missing (or fails a rule without words of its own),
 * `wrongType` when something other than text was sent (a number is not a missing value).
 */
export function requiredTextError(required: string, wrongType: string) {
  return (issue: { code: string; input?: unknown }) =>
    issue.code === 'invalid_type' && issue.input !== undefined ? wrongType : required;
}
