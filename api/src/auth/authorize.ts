import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv, Deps, Principal } from '../app-env.js';
import { users } from '../db/schema.js';
import { ApiError, errors } from '../lib/errors.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { accessRules, type AccessRule, type OwnershipCheck } from './access-rules.js';
import { authenticate } from './authenticate.js';

type OwnershipInput = { deps: Deps; tenant: Tenant; principal: Principal; params: Record<string, string> };

/** Resources of another tenant answer 404, as if they did not exist. */
const ownershipChecks: Record<OwnershipCheck, (input: OwnershipInput) => Promise<void>> = {
  async 'tenant-user'({ deps, tenant, params }) {
    const id = params.id ?? '';
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const [row] = isUuid
      ? await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), eq(users.tenantId, tenant.id)))
          .limit(1)
      : [];
    if (!row) throw errors.notFound('user_not_found');
  },
};

function hasRole(principal: Principal, roles: readonly string[]): boolean {
  const { primaryRole, secondaryRole } = principal.user;
  return roles.includes(primaryRole) || (secondaryRole !== null && roles.includes(secondaryRole));
}

/**
 * The single authorization point: resolves the tenant from the host, finds the route's line in
 * the access table, authenticates when the line asks for it, then checks role, backdoor mode
 * and ownership. Handlers can rely on `tenant` and `principal` being set.
 */
export function authorize(deps: Deps, rules: readonly AccessRule[] = accessRules): MiddlewareHandler<AppEnv> {
  const router = new TrieRouter<AccessRule>();
  for (const rule of rules) router.add(rule.method, rule.path, rule);

  return async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const [match] = router.match(method, c.req.path)[0];
    if (!match) throw errors.notFound();
    const [rule, params] = match as [AccessRule, Record<string, string>];
    const access = rule.access;

    if ('public' in access && access.tenant === false) return next();
    const tenant = await deps.tenants.resolve(new URL(c.req.url).hostname);
    if (!tenant) throw new ApiError(404, 'unknown_tenant');
    c.set('tenant', tenant);
    if ('public' in access) return next();

    const principal = await authenticate(c, deps);
    const isBackdoor = principal.impersonation !== undefined;
    if (access.backdoor === 'deny' && isBackdoor) throw new ApiError(403, 'not_allowed_while_impersonating');
    if (access.backdoor === 'only' && !isBackdoor) throw new ApiError(403, 'not_impersonating');
    if (access.roles !== 'any' && !hasRole(principal, access.roles)) throw errors.forbidden();
    if (access.owns) await ownershipChecks[access.owns]({ deps, tenant, principal, params });
    c.set('principal', principal);
    return next();
  };
}
