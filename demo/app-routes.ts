// The demo's route patterns and what the app reads from an address, as plain functions (unit-tested).

/** One pattern for both builder routes, so the builder element survives Create's move to /edit-form/{id}. */
export const BUILDER_ROUTE = /^\/(?:create-form|edit-form\/(?<id>[^/]+))\/?$/;

/**
 * A path segment decoded, or as it came when it is not valid percent-encoding ('/edit-form/%E0'): the
 * builder then reports the form as not found and goes back to the dashboard, instead of the route failing.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page a location shows, for moving focus on a page change: the builder's move from /create-form to
 * /edit-form/{id} (after Create) is the same page and keeps its focus.
 */
export function pageKeyOf(path: string): string {
  if (BUILDER_ROUTE.test(path)) return 'builder';
  return path.replace(/\/+$/, '') || '/';
}
