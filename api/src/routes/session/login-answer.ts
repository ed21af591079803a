import type { LoginResponse } from 'shared';
import type { Deps } from '../../app-env.js';
import { loginSecrets } from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { issueAccessToken, type User } from '../../auth/sessions.js';
import { rolesOf, walletAddressesOf } from '../../users/users.repository.js';

/** A login secret signs the user in once from a link (`?secret=`), shortly after it is issued. */
const LOGIN_SECRET_TTL_MS = 10 * MINUTE;

export async function createLoginSecret(deps: Deps, userId: string): Promise<string> {
  const secret = randomToken();
  await deps.db.insert(loginSecrets).values({
    userId,
    secretHash: hashToken(secret),
    expiresAt: new Date(deps.clock.now().getTime() + LOGIN_SECRET_TTL_MS),
  });
  return secret;
}

/** The answer of login, login-secret and e-mail verification, field for field as spec section 7. */
export async function loginAnswer(
  deps: Deps,
  user: User,
  options: { accessToken?: string; withSecret: boolean },
): Promise<LoginResponse> {
  const accessToken =
    options.accessToken ?? (await issueAccessToken(deps.db, deps.clock, { tenantId: user.tenantId, userId: user.id })).token;
  const secret = options.withSecret ? await createLoginSecret(deps, user.id) : null;
  return {
    data: {
      id: user.id,
      username: user.username,
      email: user.email,
      roles: rolesOf(user),
      profile_image: user.profileImage,
      legal_information: { first_name: user.name, last_name: user.surname },
      wallets: await walletAddressesOf(deps.db, user.id),
      kyc_status: user.kycStatus,
      email_verification: user.emailVerifiedAt?.toISOString() ?? null,
      accessToken,
    },
    role: user.primaryRole,
    secret,
    referral_code: user.referralCode,
  };
}
