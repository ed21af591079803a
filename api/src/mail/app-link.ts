import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * The address of a page of the tenant's web app, for an e-mail. `path` comes from the shared
 * address map (`investorPaths.earnings.href()`, …), never written by hand, so a test can check
 * every link the mails hold is a page some area serves.
 */
export function appLink(tenant: Pick<Tenant, 'appUrl'>, path: string): string {
  return `${tenant.appUrl.replace(/\/$/, '')}${path}`;
}
