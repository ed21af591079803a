import type { Tenant } from './tenant-directory.js';

/** Development hosts, where the host and each remote have a port of their own and no certificate. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|::1|[a-z0-9-]+\.localhost)$/;

/**
 * Whether an origin is one of the tenant's front ends: its app URL's, or one of the tenant's own
 * domains over https (http only for a local development host). CORS allows exactly these, and a
 * payment or sign-in sends the browser back only to these.
 */
export function isFrontOrigin(tenant: Pick<Tenant, 'appUrl'>, domains: readonly string[], origin: URL): boolean {
  if (origin.origin === new URL(tenant.appUrl).origin) return true;
  const host = origin.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = origin.protocol === 'https:' || (origin.protocol === 'http:' && LOCAL_HOST.test(host));
  return secure && domains.includes(host);
}
