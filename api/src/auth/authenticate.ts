import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, Deps, Principal } from '../app-env.js';
import { impersonations } from '../db/schema.js';
import { ApiError, errors } from '../lib/errors.js';
import { findSession } from './sessions.js';

export const USER_TOKEN_HEADER = 'X-USER-ACCESS-TOKEN';
export const MANAGER_TOKEN_HEADER = 'X-MANAGER-USER-ACCESS-TOKEN';

/**
 * Resolves the caller from the two token headers. A backdoor token is only honoured together
 * with the live token of the manager who opened that impersonation, so a leaked backdoor
 * token alone opens nothing.
 */
export async function authenticate(c: Context<AppEnv>, deps: Deps): Promise<Principal> {
  const tenant = c.get('tenant');
  const userToken = c.req.header(USER_TOKEN_HEADER)?.trim();
  if (!userToken) throw errors.unauthenticated();
  const session = await findSession(deps.db, deps.clock, tenant.id, userToken);
  if (!session) throw errors.invalidToken();
  if (session.kind === 'user') return { user: session.user, session };

  const [impersonation] = await deps.db
    .select()
    .from(impersonations)
    .where(and(eq(impersonations.backdoorTokenId, session.tokenId), isNull(impersonations.endedAt)))
    .limit(1);
  if (!impersonation) throw errors.invalidToken();
  const managerToken = c.req.header(MANAGER_TOKEN_HEADER)?.trim();
  if (!managerToken) throw new ApiError(401, 'manager_token_required');
  const managerSession = await findSession(deps.db, deps.clock, tenant.id, managerToken);
  if (!managerSession || managerSession.tokenId !== impersonation.managerTokenId) {
    throw new ApiError(401, 'invalid_manager_token');
  }
  return {
    user: session.user,
    session,
    impersonation: { id: impersonation.id, manager: managerSession.user, managerTokenId: managerSession.tokenId },
  };
}
