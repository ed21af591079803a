import { issuanceAreaPaths } from 'issuance-admin';

/** The entrepreneur area's addresses: route patterns relative to `/entrepreneur`, and the links to them. */
export const entrepreneurPaths = issuanceAreaPaths('/entrepreneur');
