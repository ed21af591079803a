import type { IssuanceArea } from 'issuance-admin';
import { managerPaths } from './paths';

/** The manager's issuance screens: every issuance of the tenant, to follow, export or delete. */
export const managerArea: IssuanceArea = {
  ns: 'manager',
  paths: { list: managerPaths.issuances.href, issuance: managerPaths.issuance.href },
  capabilities: { follow: true, delete: true, export: true },
};
