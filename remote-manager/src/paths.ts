import { issuanceAreaPaths } from 'issuance-admin';

/** The manager area's addresses: route patterns relative to `/manager`, and the links to them. */
export const managerPaths = issuanceAreaPaths('/manager');
