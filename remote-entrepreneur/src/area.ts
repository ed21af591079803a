import type { IssuanceArea } from 'issuance-admin';
import { entrepreneurPaths } from './paths';

/** The entrepreneur reads their own issuances, drafts included, and the investments in them
 * (exported, never moved); the API scopes every list. */
export const entrepreneurArea: IssuanceArea = {
  ns: 'entrepreneur',
  paths: entrepreneurPaths,
  capabilities: { follow: false, delete: false, export: false, manageInvestments: false, tokens: false },
};
