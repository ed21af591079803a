/** Where the platform's own resources live; each resource's routes are declared below it. */
export const PFP = '/api/v2/pfp';
