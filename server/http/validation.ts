// Turns raw request text into validated input, or into a 4xx that names the problem. Never a 500 for input.
import { z } from 'zod';
import { productErrorMap } from '../../src/model/messages';
import { ApiError, type ErrorDetail } from './errors';

/**
 * The body of an operation that takes no fields (publish, rollback, sign-out…): no body, or `{}`. Bodies
 * are strict everywhere, so anything else is a 400 unknown_field rather than silently ignored.
 */
export const emptyBody = z.strictObject({}).describe('No fields: send no body, or {}');

export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** schema.safeParse with the product's words for every issue its schema has no message of its own for. */
export function safeParseInput<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(value, { error: productErrorMap });
}

/**
 * One issue as a line: 'path: message'. A generated message of the whole value ('Must be a JSON object'
 * at the top) names what it is about instead ('The request body must be a JSON object').
 */
export function issueLine(path: string, message: string, whole = 'The value'): string {
  if (path) return `${path}: ${message}`;
  return /^(Must|Is|Matches|Has|Holds) /.test(message)
    ? `${whole} ${message[0]!.toLowerCase()}${message.slice(1)}`
    : message;
}

/** Unknown keys answer 400 (the client speaks another contract); wrong values answer 422 naming the field. */
export function zodError(error: z.ZodError, where: 'body' | 'query' = 'body'): ApiError {
  const unknown: string[] = [];
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) unknown.push(issuePath([...issue.path, key]));
    } else {
      const path = issuePath(issue.path);
      const message = path ? issue.message : issueLine(path, issue.message, `The request ${where}`);
      // Two checks of one value can say the same (a range and a whole-number rule): once is enough.
      const key = `${path}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      details.push({ path, message });
    }
  }
  if (unknown.length > 0) {
    const noun = unknown.length === 1 ? 'Unknown field' : 'Unknown fields';
    return new ApiError(
      400,
      'unknown_field',
      `${noun} ${unknown.map((k) => `'${k}'`).join(', ')} in the request ${where}`,
      unknown.map((path) => ({ path, message: 'Unknown field' })),
    );
  }
  const first = details[0];
  const message = first ? issueLine(first.path, first.message) : `The request ${where} is not valid`;
  return new ApiError(
    where === 'query' ? 400 : 422,
    where === 'query' ? 'invalid_query' : 'validation_failed',
    message,
    details,
  );
}

/**
 * A page query parameter: decimal digits only (a number coercion would also take '0x10', '1e3', ' 7' and
 * ''), then the range.
 */
export const pageNumber = (fallback: number, max: number, what: string) =>
  z
    .string({ error: `${what} must be a whole number` })
    .regex(/^-?[0-9]+$/, `${what} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number({ error: `${what} must be at most ${max}` })
        .min(1, `${what} must be at least 1`)
        .max(max, `${what} must be at most ${max}`),
    )
    .default(fallback)
    .describe(`A whole number from 1 to ${max} (decimal digits); ${fallback} when absent`);

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'Text may not contain unpaired surrogate characters';
export const MAX_JSON_DEPTH = 64;
export const JSON_DEPTH_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

// With the u flag a surrogate pair is one code point, so this only matches a half of a pair on its own.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Visits every string and object key of a JSON value (with `text`), and every array and object with its
 * nesting level (1 for the outermost, `text` null), and answers the first thing `visit` finds. Iterative,
 * with an explicit stack: a recursive walk overflows the call stack on a body of a few thousand '[' (a 500
 * for anyone who can send a request).
 */
function findInJson<T>(value: unknown, visit: (text: string | null, level: number) => T | null): T | null {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, level] = next;
    if (typeof item === 'string') {
      const found = visit(item, level);
      if (found !== null) return found;
    } else if (item !== null && typeof item === 'object') {
      const found = visit(null, level + 1);
      if (found !== null) return found;
      if (Array.isArray(item)) {
        for (const child of item) stack.push([child, level + 1]);
      } else {
        for (const [key, child] of Object.entries(item)) {
          const inKey = visit(key, level + 1);
          if (inKey !== null) return inKey;
          stack.push([child, level + 1]);
        }
      }
    }
  }
  return null;
}

/** PostgreSQL text and jsonb cannot hold U+0000: refuse it up front rather than fail in the database. */
export function containsNul(value: unknown): boolean {
  return findInJson(value, (text) => (text?.includes('\u0000') ? true : null)) === true;
}

/**
 * What a parsed body may not hold, as the 400 that names it: nesting deeper than MAX_JSON_DEPTH (later
 * walks, zod's included, recurse), NUL, or a lone UTF-16 surrogate. JSON.parse accepts "\ud800", but
 * PostgreSQL's jsonb refuses it, which would turn the insert into a 500.
 */
export function jsonBodyProblem(value: unknown): ApiError | null {
  return findInJson(value, (text, level) => {
    if (text === null) {
      return level > MAX_JSON_DEPTH ? new ApiError(400, 'json_too_deep', JSON_DEPTH_MESSAGE) : null;
    }
    if (text.includes('\u0000')) return new ApiError(400, 'invalid_text', NUL_MESSAGE);
    if (LONE_SURROGATE.test(text)) return new ApiError(400, 'invalid_text', SURROGATE_MESSAGE);
    return null;
  });
}

export const BODY_MESSAGES = {
  invalidUtf8: 'The request body is not valid UTF-8',
  byteOrderMark: 'The request body starts with a byte order mark (BOM): send UTF-8 without one',
  charset: 'Request bodies are UTF-8: a Content-Type charset other than utf-8 is not supported',
} as const;

/** The charset parameter of a Content-Type header, lower-cased and unquoted; undefined when there is none. */
export function contentTypeCharset(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const parameter of header.split(';').slice(1)) {
    const at = parameter.indexOf('=');
    if (at < 0 || parameter.slice(0, at).trim().toLowerCase() !== 'charset') continue;
    return parameter
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * The request body as text, decoded from its exact bytes: a body that is not valid UTF-8 is a 400 (never
 * replacement characters stored in its place), one declared in another charset a 415, and one starting
 * with a byte order mark a 400 (the signature covers the exact body, and a BOM that a decoder strips
 * silently would make a correct signature look wrong). An empty body is '' whatever its headers say.
 */
export async function readBodyText(request: {
  arrayBuffer(): Promise<ArrayBuffer>;
  header(name: string): string | undefined;
}): Promise<string> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length === 0) return '';
  const charset = contentTypeCharset(request.header('content-type'));
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiError(415, 'unsupported_media_type', BODY_MESSAGES.charset);
  }
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) {
    throw new ApiError(400, 'invalid_encoding', BODY_MESSAGES.byteOrderMark);
  }
  try {
    // ignoreBOM: true keeps a U+FEFF as text (only the leading one is refused above), so the text is
    // exactly what was sent.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'invalid_encoding', BODY_MESSAGES.invalidUtf8);
  }
}

export function parseJsonText(raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new ApiError(400, 'malformed_json', `Malformed JSON body: ${(error as Error).message}`);
  }
  const problem = jsonBodyProblem(value);
  if (problem) throw problem;
  return value;
}

/**
 * Signed routes also take `application/*+json`; `strict` (the anonymous routes) takes exactly
 * `application/json`, with or without parameters such as charset, so they accept one media type.
 */
export function isJsonContentType(header: string | undefined, strict = false): boolean {
  if (!header) return false;
  const type = header.split(';', 1)[0]?.trim().toLowerCase();
  if (type === 'application/json') return true;
  return !strict && type?.startsWith('application/') === true && type.endsWith('+json');
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query' = 'body',
): z.output<S> {
  const result = safeParseInput(schema, value);
  if (!result.success) throw zodError(result.error, where);
  return result.data;
}
