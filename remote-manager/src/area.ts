import type { IssuanceArea } from 'issuance-admin';
import { managerPaths } from './paths';

/** The manager's issuance screens: every issuance of the tenant, to follow, export or delete;
 * every investment, to move; and the tokens. */
export const managerArea: IssuanceArea = {
  ns: 'manager',
  paths: managerPaths,
  investorHref: managerPaths.user.href,
  capabilities: { follow: true, delete: true, export: true, manageInvestments: true, tokens: true, validate: true },
};
