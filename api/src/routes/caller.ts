import type { Context } from 'hono';
import type { AppEnv, Principal } from '../app-env.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * Who calls a use case: plain values, so tests, the seed or a job can call it without a request.
 * A route's adapter reads them from the context the authorization middleware filled.
 */
export interface Caller {
  tenant: Tenant;
  principal: Principal;
}

/** The caller of a route whose access needs a signed-in user. */
export function callerOf(c: Context<AppEnv>): Caller {
  return { tenant: c.var.tenant, principal: c.var.principal };
}

/** Scheme, host and port the caller used: file URLs in answers point back to this API. */
export function originOf(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}
