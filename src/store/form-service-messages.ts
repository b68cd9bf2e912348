/** Shell §8: the form-service client puts this before every failure message. Its own module, so the
 * anonymous service (form-service-public.ts) shares the text without loading the signed client. */
export const FORM_SERVICE_FAILURE_PREFIX = 'API request failed: ';
