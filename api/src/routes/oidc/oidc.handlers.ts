import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { LOCALES, OIDC_CALLBACK_PATH, type Locale, type OidcCallbackError, type OidcExchangeValues } from 'shared';
import type { Deps } from '../../app-env.js';
import { revokeUserTokens, type User } from '../../auth/sessions.js';
import { oidcLoginCodes, userIdentities, users } from '../../db/schema.js';
import type { OpenIdClientSettings } from '../../env.js';
import { MINUTE } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ApiError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, randomReferralCode, randomToken } from '../../lib/secrets.js';
import { OpenIdError, type VerifiedIdentity } from '../../oidc/open-id-provider.js';
import { checkedReturnOrigin } from '../../payments/return-origin.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { activeUserOfCode, findUserByEmail, normaliseEmail } from '../../users/users.repository.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { loginAnswer } from '../session/login-answer.js';

/** A sign-in started and not finished within this long is refused (`state_mismatch`). */
export const OIDC_STATE_TTL_MS = 10 * MINUTE;
/** The one-time code of /callback is good once, within this long. */
const OIDC_CODE_TTL_MS = MINUTE;

/**
 * What the browser carries from the start to the provider's callback, in a signed httpOnly
 * cookie: binding the answer to the browser that asked for it is what makes `state` stop a
 * forged callback (login CSRF), and nothing of it is stored on the server.
 */
export const pendingSignInSchema = v.object({
  tenantId: v.string(),
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  /** The front's origin, checked against the tenant's at the start: /callback is on it. */
  front: v.string(),
  language: v.nullable(v.picklist(LOCALES)),
  expiresAt: v.number(),
});
export type PendingSignIn = v.InferOutput<typeof pendingSignInSchema>;

/** The tenant's Google client, when the tenant offers Google sign-in; otherwise the routes do not exist for it. */
export function googleClientOf(deps: Deps, tenant: Tenant): OpenIdClientSettings {
  const settings = deps.env.GOOGLE_OIDC_CLIENTS[tenant.slug];
  if (!settings || !customizationOf(tenant).extras.signInWithGoogle) throw new ApiError(404, 'not_found');
  return settings;
}

/** The front's /callback with the outcome: a one-time code, or the error key the page explains. */
function callbackUrl(front: string, outcome: { code: string } | { error: OidcCallbackError }): string {
  const url = new URL(OIDC_CALLBACK_PATH, front);
  if ('code' in outcome) url.searchParams.set('code', outcome.code);
  else url.searchParams.set('error', outcome.error);
  return url.toString();
}

/** The API's own callback, as registered at the provider: configured, or on the host the sign-in started at. */
export function redirectUriOf(settings: OpenIdClientSettings, apiOrigin: string, callbackPath: string): string {
  return settings.redirect_uri ?? new URL(callbackPath, apiOrigin).toString();
}

export interface StartValues {
  /** The front's origin (`location.origin`); the tenant's app URL when absent. */
  redirect?: string;
  language?: Locale;
  redirectUri: string;
}

/** Where the browser goes next, and what it must carry to the callback (null: nothing started). */
export async function startGoogleSignIn(deps: Deps, tenant: Tenant, values: StartValues): Promise<{ location: string; pending: PendingSignIn | null }> {
  const settings = googleClientOf(deps, tenant);
  let front: string;
  try {
    front = await checkedReturnOrigin(deps.db, tenant, values.redirect);
  } catch {
    throw new ApiError(400, 'invalid_redirect');
  }
  try {
    const request = await deps.openId.start(settings, values.redirectUri);
    const pending: PendingSignIn = {
      tenantId: tenant.id,
      ...request.checks,
      front,
      language: values.language ?? null,
      expiresAt: deps.clock.now().getTime() + OIDC_STATE_TTL_MS,
    };
    return { location: request.url.toString(), pending };
  } catch (error) {
    if (error instanceof OpenIdError) return { location: callbackUrl(front, { error: error.key }), pending: null };
    throw error;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface FinishValues {
  /** What the cookie carried, when it was there with a valid signature. */
  pending: PendingSignIn | null;
  /** The provider's answer: the callback's query. */
  query: URLSearchParams;
  redirectUri: string;
  /** The client's network address, which failed sign-ins are counted by. */
  address: string;
}

/** Failures that say nothing about the caller: a person who declines, a provider that is down. */
const NOT_COUNTED: readonly OidcCallbackError[] = ['access_denied', 'provider_unavailable'];

/** The provider's answer: checks it, links or registers the user, and answers the front's /callback URL. */
export async function finishGoogleSignIn(deps: Deps, tenant: Tenant, values: FinishValues): Promise<string> {
  const settings = googleClientOf(deps, tenant);
  const { pending } = values;
  const live = pending && pending.tenantId === tenant.id && pending.expiresAt > deps.clock.now().getTime() ? pending : null;
  const front = live?.front ?? new URL(tenant.appUrl).origin;
  let attempt;
  try {
    attempt = await deps.rateLimiter.reserve([{ key: `oidc:address:${values.address}`, max: deps.env.LOGIN_MAX_FAILURES_PER_ADDRESS }]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return callbackUrl(front, { error: 'too_many_attempts' });
    throw error;
  }
  try {
    if (!live || !sameText(values.query.get('state') ?? '', live.state)) throw new OpenIdError('state_mismatch');
    const answer = new URL(values.redirectUri);
    answer.search = values.query.toString();
    const identity = await deps.openId.finish(settings, answer, live);
    const user = await signInWithIdentity(deps, tenant, identity, live.language);
    await attempt.release();
    return callbackUrl(front, { code: await issueLoginCode(deps, user.id) });
  } catch (error) {
    if (!(error instanceof OpenIdError)) throw error;
    if (NOT_COUNTED.includes(error.key)) await attempt.release();
    deps.logger.info({ reason: error.key, cause: error.cause instanceof Error ? error.cause.message : undefined }, 'google sign-in refused');
    return callbackUrl(front, { error: error.key });
  }
}

/**
 * The user a verified identity signs in: the one linked to it, else the tenant's user of that
 * verified e-mail (linked now), else a new investor (USER) in the sign-in's language.
 */
async function signInWithIdentity(deps: Deps, tenant: Tenant, identity: VerifiedIdentity, language: Locale | null): Promise<User> {
  if (!identity.email || !identity.emailVerified) throw new OpenIdError('email_not_verified');
  const email = normaliseEmail(identity.email);
  // Two first sign-ins of one person at once: the unique indexes let one in, the other links to it.
  for (let round = 0; ; round++) {
    try {
      return await linkOrRegister(deps, tenant, identity, email, language);
    } catch (error) {
      const raced = isUniqueViolation(error, 'users_tenant_email_idx') || isUniqueViolation(error, 'user_identities_subject_idx');
      if (!raced || round > 0) throw error;
    }
  }
}

async function linkOrRegister(deps: Deps, tenant: Tenant, identity: VerifiedIdentity, email: string, language: Locale | null): Promise<User> {
  const now = deps.clock.now();
  const [linked] = await deps.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.tenantId, tenant.id), eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) {
    if (linked.user.status !== 'active') throw new OpenIdError('account_unavailable');
    await deps.db
      .update(userIdentities)
      .set({ email, lastSignInAt: now })
      .where(and(eq(userIdentities.tenantId, tenant.id), eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
    return linked.user;
  }

  // Nobody knows this password: the account signs in with Google (or sets one with "forgot password").
  const unusablePassword = await hashPassword(randomBytes(32).toString('hex'));
  const existing = await findUserByEmail(deps.db, tenant.id, email);
  if (existing) {
    if (existing.status !== 'active') throw new OpenIdError('account_unavailable');
    const [other] = await deps.db
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, existing.id), eq(userIdentities.issuer, identity.issuer)))
      .limit(1);
    // Another Google account already signs in as this user: an address that changed hands at Google.
    if (other) throw new OpenIdError('account_unavailable');
    return deps.db.transaction(async (tx) => {
      await tx.insert(userIdentities).values({ tenantId: tenant.id, userId: existing.id, issuer: identity.issuer, subject: identity.subject, email, lastSignInAt: now });
      if (existing.emailVerifiedAt) return existing;
      // An account registered with this address but never verified: whoever chose its password did
      // not prove the address was theirs (a trap set for its owner), so that password goes.
      const [verified] = await tx.update(users).set({ emailVerifiedAt: now, passwordHash: unusablePassword }).where(eq(users.id, existing.id)).returning();
      await revokeUserTokens(tx, deps.clock, existing.id);
      if (!verified) throw new Error('user vanished while linking');
      return verified;
    });
  }

  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email,
        username: identity.name ?? email.split('@')[0] ?? email,
        passwordHash: unusablePassword,
        primaryRole: 'USER',
        name: identity.givenName ?? identity.name,
        surname: identity.familyName,
        // The login and register pages say that continuing with Google accepts both.
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        commercialCommunications: false,
        referralCode: randomReferralCode(),
        language,
        emailVerifiedAt: now,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(userIdentities).values({ tenantId: tenant.id, userId: user.id, issuer: identity.issuer, subject: identity.subject, email, lastSignInAt: now });
    return user;
  });
}

export async function issueLoginCode(deps: Deps, userId: string): Promise<string> {
  const code = randomToken();
  await deps.db.insert(oidcLoginCodes).values({ userId, codeHash: hashToken(code), expiresAt: new Date(deps.clock.now().getTime() + OIDC_CODE_TTL_MS) });
  return code;
}

/** The one-time code of /callback for the login answer: once, within a minute, in the tenant it was issued for. */
export async function exchangeLoginCode(deps: Deps, tenant: Tenant, values: OidcExchangeValues, address: string) {
  const attempt = await deps.rateLimiter.reserve([{ key: `oidc-code:address:${address}`, max: deps.env.LOGIN_MAX_FAILURES_PER_ADDRESS }]);
  const now = deps.clock.now();
  // Consuming with a conditional update makes the code single-use even under concurrent calls.
  const [consumed] = await deps.db
    .update(oidcLoginCodes)
    .set({ usedAt: now })
    .where(and(eq(oidcLoginCodes.codeHash, hashToken(values.code)), isNull(oidcLoginCodes.usedAt), gt(oidcLoginCodes.expiresAt, now)))
    .returning({ userId: oidcLoginCodes.userId });
  const user = await activeUserOfCode(deps.db, tenant.id, consumed);
  if (!user) throw new ApiError(401, 'invalid_code');
  await attempt.release();
  return loginAnswer(deps, user, { withSecret: false });
}
