/** URL fragments served under the plain version-2 path rather than the pfp one (spec section 7). */
const PLAIN_V2_MARKERS = [
  '/auth/',
  'country',
  'user-legal-information',
  'user-legal-document',
  'suitability-test',
  'tenant-form-experienced',
  'user-form-experienced',
] as const;

export const PFP_PATH = '/api/v2/pfp';
export const PLAIN_V2_PATH = '/api/v2';

/** The base a request URL is resolved against: the bare backend for `/v2/` URLs, the plain
 * version-2 path for the listed fragments and `/saas/`, the pfp path for everything else. */
export function baseUrlFor(url: string, backendBase: string): string {
  const backend = backendBase.replace(/\/+$/, '');
  if (url.includes('/v2/')) return backend;
  if (url.startsWith('/saas/') || PLAIN_V2_MARKERS.some((marker) => url.includes(marker))) {
    return `${backend}${PLAIN_V2_PATH}`;
  }
  return `${backend}${PFP_PATH}`;
}
