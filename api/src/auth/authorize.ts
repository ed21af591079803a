import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { rolesOf } from 'shared';
import type { AppEnv, Deps, Principal } from '../app-env.js';
import { investments, issuances, users } from '../db/schema.js';
import { isUuid } from '../lib/uuid.js';
import { ApiError, errors } from '../lib/errors.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import type { AccessRule, OwnershipCheck } from './access.js';
import { authenticate, USER_TOKEN_HEADER } from './authenticate.js';

type OwnershipInput = { deps: Deps; tenant: Tenant; principal: Principal; params: Record<string, string> };

/** Resources of another tenant answer 404, as if they did not exist. */
const ownershipChecks: Record<OwnershipCheck, (input: OwnershipInput) => Promise<void>> = {
  async 'tenant-user'({ deps, tenant, params }) {
    const id = params.id ?? '';
    const [row] = isUuid(id)
      ? await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), eq(users.tenantId, tenant.id)))
          .limit(1)
      : [];
    if (!row) throw errors.notFound('user_not_found');
  },
  /** A manager of the issuance's tenant, or the entrepreneur who owns it; others see no such issuance. */
  async 'issuance-editor'({ deps, tenant, principal, params }) {
    const id = params.id ?? '';
    const [row] = isUuid(id)
      ? await deps.db
          .select({ ownerId: issuances.ownerId })
          .from(issuances)
          .where(and(eq(issuances.id, id), eq(issuances.tenantId, tenant.id)))
          .limit(1)
      : [];
    if (!row || (!hasRole(principal, ['ADMIN']) && row.ownerId !== principal.user.id)) throw errors.notFound('issuance_not_found');
  },
  /** The investor's own investment; a manager acting as them is them. Others, managers included, see none. */
  async 'investment-owner'({ deps, tenant, principal, params }) {
    const id = params.id ?? '';
    const [row] = isUuid(id)
      ? await deps.db
          .select({ investorId: investments.investorId })
          .from(investments)
          .where(and(eq(investments.id, id), eq(investments.tenantId, tenant.id)))
          .limit(1)
      : [];
    if (row?.investorId !== principal.user.id) throw errors.notFound('investment_not_found');
  },
  /** The investor's own investment (a manager acting as them is them), or any of the tenant's for its managers. */
  async 'investment-viewer'({ deps, tenant, principal, params }) {
    const id = params.id ?? '';
    const [row] = isUuid(id)
      ? await deps.db
          .select({ investorId: investments.investorId })
          .from(investments)
          .where(and(eq(investments.id, id), eq(investments.tenantId, tenant.id)))
          .limit(1)
      : [];
    const manager = principal.impersonation === undefined && hasRole(principal, rolesOf('manager'));
    if (!row || (!manager && row.investorId !== principal.user.id)) throw errors.notFound('investment_not_found');
  },
};

export function hasRole(principal: Principal, roles: readonly string[]): boolean {
  const { primaryRole, secondaryRole } = principal.user;
  return roles.includes(primaryRole) || (secondaryRole !== null && roles.includes(secondaryRole));
}

/**
 * The caller of a public route, when a valid token came with the request. A stale or foreign
 * token makes an anonymous visitor, not an error: what is public stays reachable.
 */
async function identify(c: Context<AppEnv>, deps: Deps): Promise<Principal | null> {
  if (!c.req.header(USER_TOKEN_HEADER)?.trim()) return null;
  try {
    return await authenticate(c, deps);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The single authorization point, run before any route: resolves the tenant from the host,
 * finds the route's rule among `rules` (collected from the route declarations, see
 * `access-rules.ts`), authenticates when the rule asks for it, then checks role, backdoor mode
 * and ownership. A path without a rule answers 404. Handlers can rely on `tenant` and
 * `principal` being set.
 */
export function authorize(deps: Deps, rules: readonly AccessRule[]): MiddlewareHandler<AppEnv> {
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
    if ('public' in access) {
      if (access.identify) c.set('viewer', await identify(c, deps));
      return next();
    }

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
