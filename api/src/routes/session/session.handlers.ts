import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginSecretValues, LoginValues } from 'shared';
import type { Deps, Principal } from '../../app-env.js';
import { revokeToken } from '../../auth/sessions.js';
import { loginSecrets } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { Attempt } from '../../lib/rate-limit.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/secrets.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { activeUserOfCode, findUserByEmail, normaliseEmail } from '../../users/users.repository.js';
import { endImpersonation, endImpersonationsOpenedWith } from '../impersonation/impersonation.handlers.js';
import { loginAnswer } from './login-answer.js';

/**
 * Counts one password check against an account's e-mail and the client's network address (the
 * sign-in limits); release it when the password was right. Whatever else checks a password for
 * an e-mail counts here too, so it is no way around them.
 */
export function reservePasswordCheck(deps: Deps, tenant: Tenant, email: string, address: string): Promise<Attempt> {
  return deps.rateLimiter.reserve([
    { key: `login:email:${tenant.id}:${email}`, max: deps.env.LOGIN_MAX_FAILURES_PER_EMAIL },
    { key: `login:address:${address}`, max: deps.env.LOGIN_MAX_FAILURES_PER_ADDRESS },
  ]);
}

/** `address`: the client's network address, which failed attempts are also counted by. */
export async function login(deps: Deps, tenant: Tenant, values: LoginValues, address: string) {
  const email = normaliseEmail(values.email);
  const attempt = await reservePasswordCheck(deps, tenant, email, address);

  const user = await findUserByEmail(deps.db, tenant.id, email);
  const passwordMatches = await verifyPassword(user?.passwordHash, values.password);
  if (!user || !passwordMatches || user.status !== 'active') throw new ApiError(401, 'invalid_credentials');
  await attempt.release();
  // The right password proves the account is theirs, so saying "verify first" leaks nothing.
  if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
  return loginAnswer(deps, user, { withSecret: values.secret });
}

export async function loginWithSecret(deps: Deps, tenant: Tenant, values: LoginSecretValues) {
  const now = deps.clock.now();
  // Consuming with a conditional update makes the secret single-use even under concurrent calls.
  const [consumed] = await deps.db
    .update(loginSecrets)
    .set({ usedAt: now })
    .where(and(eq(loginSecrets.secretHash, hashToken(values.secret)), isNull(loginSecrets.usedAt), gt(loginSecrets.expiresAt, now)))
    .returning({ userId: loginSecrets.userId });
  const user = await activeUserOfCode(deps.db, tenant.id, consumed);
  if (!user) throw new ApiError(401, 'invalid_secret');
  return loginAnswer(deps, user, { withSecret: false });
}

export async function logout(deps: Deps, { session, impersonation }: Principal) {
  if (impersonation) {
    await endImpersonation(deps, impersonation.id, 'logout');
  } else {
    await revokeToken(deps.db, deps.clock, session.tokenId);
    await endImpersonationsOpenedWith(deps, session.tokenId);
  }
  return { data: { logged_out: true } };
}
