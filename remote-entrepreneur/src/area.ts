import type { IssuanceArea } from 'issuance-admin';
import { entrepreneurPaths } from './paths';

/** The entrepreneur reads their own issuances, drafts included; the API scopes the list. */
export const entrepreneurArea: IssuanceArea = {
  ns: 'entrepreneur',
  paths: entrepreneurPaths,
  capabilities: { follow: false, delete: false, export: false },
};
