// Turns raw request text into validated input, or into a 4xx that names the problem. Never a 500 for input.
import type { z } from 'zod';
import { ApiError, type ErrorDetail } from './errors';

export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** Unknown keys answer 400 (the client speaks another contract); wrong values answer 422 naming the field. */
export function zodError(error: z.ZodError, where: 'body' | 'query' = 'body'): ApiError {
  const unknown: string[] = [];
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) unknown.push(issuePath([...issue.path, key]));
    } else {
      const path = issuePath(issue.path);
      details.push({ path, message: issue.message });
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
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input';
  return new ApiError(
    where === 'query' ? 400 : 422,
    where === 'query' ? 'invalid_query' : 'validation_failed',
    message,
    details,
  );
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** PostgreSQL text and jsonb cannot hold U+0000: refuse it up front rather than fail in the database. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  }
  return false;
}

export function parseJsonText(raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new ApiError(400, 'malformed_json', `Malformed JSON body: ${(error as Error).message}`);
  }
  if (containsNul(value)) throw new ApiError(400, 'invalid_text', NUL_MESSAGE);
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
  const result = schema.safeParse(value);
  if (!result.success) throw zodError(result.error, where);
  return result.data;
}
