import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  createRegisterSchema,
  hostPaths,
  type ChangePasswordValues,
  type ForgotPasswordValues,
  type ResendCodeValues,
  type ResetPasswordValues,
  type VerifyEmailCodeValues,
} from 'shared';
import { sendMail } from '../../mail/send-mail.js';
import { resetPasswordMail } from '../../mail/templates/auth.js';
import type { Deps, Principal } from '../../app-env.js';
import { revokeUserTokens, type User } from '../../auth/sessions.js';
import { passwordResets, users } from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomReferralCode, randomToken } from '../../lib/secrets.js';
import { parseWith } from '../../lib/validation.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { findUserByEmail, normaliseEmail } from '../../users/users.repository.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { loginAnswer } from '../session/login-answer.js';
import { reservePasswordCheck } from '../session/session.handlers.js';
import { consumeVerificationCode, sendVerificationCode } from './email-codes.js';
import { appLink } from '../../mail/app-link.js';

const RESET_TOKEN_TTL_MS = 60 * MINUTE;

/** The register form depends on the tenant (`fields.register`, mandatory commercial consent). */
function registerSchemaFor(tenant: Tenant) {
  const customization = customizationOf(tenant);
  return createRegisterSchema({
    fields: customization.fields.register,
    mandatoryCommercialCommunications: customization.extras.mandatoryCommercialCommunications,
  });
}

/** Caps the mail a single address or e-mail can make us send (resend, forgot password). */
async function limitMail(deps: Deps, tenant: Tenant, email: string, address: string): Promise<void> {
  const byEmail = `mail:email:${tenant.id}:${email}`;
  const byAddress = `mail:address:${address}`;
  // Every mail counts, so the reservation is kept.
  await deps.rateLimiter.reserve(
    [
      { key: byEmail, max: deps.env.MAIL_MAX_PER_EMAIL },
      // An address may ask for several people (a shared office), not for everyone.
      { key: byAddress, max: deps.env.MAIL_MAX_PER_EMAIL * 10 },
    ],
    'too_many_requests',
  );
}

// The use cases take plain values (`address`: the client's network address, for rate limits)
// and throw ApiError; the routes only adapt a request to them.

/**
 * Registering again with an unverified e-mail and its own password is how a person who lost the
 * code step (a reload, a closed tab) gets back to it: the right password proves the account is
 * theirs, as sign-in does, so they get a new code instead of a dead end. Every other known e-mail
 * answers 409 as before, so only whoever holds the password learns the account is unverified;
 * the password check counts as a sign-in attempt. The account keeps what it was registered with.
 */
async function registerAgain(deps: Deps, tenant: Tenant, user: User, password: string, address: string) {
  const attempt = await reservePasswordCheck(deps, tenant, user.email, address);
  if (!(await verifyPassword(user.passwordHash, password))) throw new ApiError(409, 'user_already_registered');
  await attempt.release();
  if (user.emailVerifiedAt || user.status !== 'active') throw new ApiError(409, 'user_already_registered');
  try {
    await limitMail(deps, tenant, user.email, address);
    await sendVerificationCode(deps, tenant, user);
  } catch (error) {
    // Past the mail limit the code step still opens: its "send a new code" says how long to wait.
    if (!(error instanceof ApiError && error.status === 429)) throw error;
  }
  return { data: { id: user.id, email: user.email, email_verification: null } };
}

/** `body` is checked here, against the tenant's own register form. */
export async function register(deps: Deps, tenant: Tenant, body: unknown, address: string) {
  const values = await parseWith(registerSchemaFor(tenant), body);
  const email = normaliseEmail(values.email);
  const known = await findUserByEmail(deps.db, tenant.id, email);
  if (known) return registerAgain(deps, tenant, known, values.password, address);

  let referredById: string | null = null;
  if (values.referral_code) {
    const [referrer] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.referralCode, values.referral_code.toUpperCase())))
      .limit(1);
    if (!referrer) throw new ApiError(422, 'invalid_referral_code');
    referredById = referrer.id;
  }

  const now = deps.clock.now();
  const passwordHash = await hashPassword(values.password);
  let user: User | undefined;
  try {
    [user] = await deps.db
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        username: values.name ?? email.split('@')[0] ?? email,
        passwordHash,
        primaryRole: 'USER',
        name: values.name ?? null,
        surname: values.surname ?? null,
        phone: values.phone ?? null,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        commercialCommunications: values.commercial_communications,
        referralCode: randomReferralCode(),
        referredById,
        language: values.language ?? null,
      })
      .returning();
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error, 'users_tenant_email_idx')) throw new ApiError(409, 'user_already_registered');
    throw error;
  }
  if (!user) throw new Error('user insert returned nothing');
  await sendVerificationCode(deps, tenant, user);
  return { data: { id: user.id, email: user.email, email_verification: null } };
}

export async function verifyEmail(deps: Deps, tenant: Tenant, values: VerifyEmailCodeValues, address: string) {
  // Beyond the 5 tries of each code: a cap per e-mail across resends, and one per address across e-mails.
  const email = normaliseEmail(values.email);
  const byEmail = `code:email:${tenant.id}:${email}`;
  const byAddress = `code:address:${address}`;
  const attempt = await deps.rateLimiter.reserve([
    { key: byEmail, max: deps.env.CODE_MAX_FAILURES_PER_EMAIL },
    { key: byAddress, max: deps.env.CODE_MAX_FAILURES_PER_ADDRESS },
  ]);
  const user = await findUserByEmail(deps.db, tenant.id, email);
  try {
    if (!user) throw new ApiError(422, 'invalid_code');
    if (user.emailVerifiedAt) throw new ApiError(409, 'email_already_verified');
    await consumeVerificationCode(deps, user, values.code);
  } catch (error) {
    // Only a wrong code is a failure.
    if (!(error instanceof ApiError && error.status === 422)) await attempt.release();
    throw error;
  }
  await attempt.release();
  const [verified] = await deps.db.update(users).set({ emailVerifiedAt: deps.clock.now() }).where(eq(users.id, user.id)).returning();
  if (!verified) throw new Error('user vanished during verification');
  return loginAnswer(deps, verified, { withSecret: false });
}

/** Answers the same whether or not the account exists, so it cannot be used to probe e-mails. */
export async function resendCode(deps: Deps, tenant: Tenant, values: ResendCodeValues, address: string) {
  const email = normaliseEmail(values.email);
  await limitMail(deps, tenant, email, address);
  const user = await findUserByEmail(deps.db, tenant.id, email);
  if (user && !user.emailVerifiedAt && user.status === 'active') await sendVerificationCode(deps, tenant, user);
  return { data: { sent: true } };
}

export async function forgotPassword(deps: Deps, tenant: Tenant, values: ForgotPasswordValues, address: string) {
  const email = normaliseEmail(values.email);
  await limitMail(deps, tenant, email, address);
  const user = await findUserByEmail(deps.db, tenant.id, email);
  if (user && user.status === 'active') {
    const token = randomToken();
    await deps.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = appLink(tenant, hostPaths.rememberPassword.href(token));
    await sendMail(deps, tenant, user, (format) => resetPasswordMail({ link }, format), { purpose: 'reset_password', link, token });
  }
  return { data: { sent: true } };
}

export async function resetPassword(deps: Deps, tenant: Tenant, values: ResetPasswordValues) {
  const now = deps.clock.now();
  const tokenHash = hashToken(values.token);
  const live = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [reset] = await deps.db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(live, eq(users.tenantId, tenant.id)))
    .limit(1);
  if (!reset) throw new ApiError(422, 'invalid_reset_token');
  // Hashing is slow and must not happen while holding anything: done before the single-use claim.
  const passwordHash = await hashPassword(values.password);
  const [claimed] = await deps.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.id, reset.id), live)).returning();
  if (!claimed) throw new ApiError(422, 'invalid_reset_token');
  // Following the e-mailed link also proves the address.
  await deps.db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, reset.userId));
  await revokeUserTokens(deps.db, deps.clock, reset.userId);
  return { data: { password_reset: true } };
}

export async function changePassword(deps: Deps, { user, session }: Principal, values: ChangePasswordValues) {
  const byUser = `password:user:${user.id}`;
  const attempt = await deps.rateLimiter.reserve([{ key: byUser, max: deps.env.LOGIN_MAX_FAILURES_PER_EMAIL }]);
  if (!(await verifyPassword(user.passwordHash, values.current_password))) throw new ApiError(422, 'wrong_password');
  await attempt.release();
  const passwordHash = await hashPassword(values.password);
  await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  // Other devices are signed out; this one keeps working.
  await revokeUserTokens(deps.db, deps.clock, user.id, session.tokenId);
  return { data: { password_changed: true } };
}
