// Small number helpers with no imports, shared by the builder's operations and the renderer.

/** An integer within [min, max]; NaN and other junk become min, so callers never index out of range. */
export function clampInteger(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
