/** Where the platform's own resources live; each resource's routes are declared below it. */
export const PFP = '/api/v2/pfp';

/**
 * The plain version-2 path: the client sends URLs containing /auth/, country, user-legal-information,
 * user-legal-document, suitability-test, tenant-form-experienced or user-form-experienced here
 * instead of below PFP (spec section 7), so routes with those words are declared below it.
 */
export const PLAIN_V2 = '/api/v2';
