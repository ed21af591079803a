import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tenantDomains } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { isFrontOrigin } from '../tenants/front-origins.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * The origin a provider sends the browser back to, or 400 `invalid_return_origin`: the tenant's
 * app URL, or one of its own domains over https (http only for a local development host). Only
 * an origin is taken, never a path, so the return pages are always ours: no open redirect.
 */
export async function checkedReturnOrigin(db: Db, tenant: Tenant, asked: string | undefined): Promise<string> {
  const appOrigin = new URL(tenant.appUrl).origin;
  if (asked === undefined) return appOrigin;
  let url: URL;
  try {
    url = new URL(asked);
  } catch {
    throw new ApiError(400, 'invalid_return_origin');
  }
  const bare = url.origin === asked.replace(/\/$/, '') && url.username === '' && url.password === '';
  if (!bare) throw new ApiError(400, 'invalid_return_origin');
  if (url.origin === appOrigin) return appOrigin;
  const hosts = await db.select({ host: tenantDomains.host }).from(tenantDomains).where(eq(tenantDomains.tenantId, tenant.id));
  if (!isFrontOrigin(tenant, hosts.map((row) => row.host), url)) throw new ApiError(400, 'invalid_return_origin');
  return url.origin;
}

/** The front's page after a payment: success, or error with the reason key. */
export function returnUrl(origin: string, slug: string, investmentId: string, outcome: { ok: true } | { ok: false; reason: string }): string {
  const page = outcome.ok ? 'payment-success' : 'payment-error';
  const url = new URL(`/invest/${encodeURIComponent(slug)}/${page}`, origin);
  url.searchParams.set('investment', investmentId);
  if (!outcome.ok) url.searchParams.set('reason', outcome.reason);
  return url.toString();
}
