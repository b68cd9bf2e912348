// Small number helpers with no imports, shared by the builder, the renderer and the server.

/** An integer within [min, max]; NaN and other junk become min, so callers never index out of range. */
export function clampInteger(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

// One digit run, then an optional fraction and exponent; no two parts can match the same digits (the
// server reads this pattern on anyone's text).
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Text as a number when it is a plain decimal, as people and number boxes write one ('12', '-0.5', '.5',
 * '1e3'; spaces around are ignored); NaN for anything else. Number() would also read '0x10' as 16,
 * '0b11' as 3 and '' as 0: an answer or a setting must mean what it shows.
 */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A value as a number: a number as it is, text by parseDecimal, anything else NaN. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDecimal(value) : Number.NaN;
}
