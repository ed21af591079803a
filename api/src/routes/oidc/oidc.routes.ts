import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { LOCALES, loginResponseSchema, oidcExchangeSchema } from 'shared';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { PUBLIC } from '../../auth/access.js';
import { clientAddress, requestOrigin } from '../../lib/client-address.js';
import { errorResponse, json, redirect as redirectAnswer, validationErrorResponse } from '../../lib/openapi.js';
import { PLAIN_V2 } from '../base-paths.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import {
  exchangeLoginCode,
  finishGoogleSignIn,
  googleClientOf,
  OIDC_STATE_TTL_MS,
  pendingSignInSchema,
  redirectUriOf,
  startGoogleSignIn,
  type PendingSignIn,
} from './oidc.handlers.js';

const BASE = `${PLAIN_V2}/auth/oidc`;
const GOOGLE_CALLBACK_PATH = `${BASE}/google/callback`;
const COOKIE = 'oidc_google';
/** The cookie goes only to the two Google routes. */
const COOKIE_PATH = `${BASE}/google`;
/** Without OIDC_STATE_SECRET: a key of this process. */
const processSecret = randomBytes(32).toString('hex');

const secretOf = (deps: Deps) => deps.env.OIDC_STATE_SECRET ?? processSecret;

/** Lax, so the provider's top-level redirect back brings it; Secure wherever the API is reached over HTTPS (a proxy's TLS too). */
function cookieOptions(c: Context<AppEnv>, deps: Deps) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax' as const, secure: requestOrigin(c, deps.env.TRUST_PROXY).startsWith('https:') };
}

async function readPending(c: Context<AppEnv>, deps: Deps): Promise<PendingSignIn | null> {
  const raw = await getSignedCookie(c, secretOf(deps), COOKIE);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(pendingSignInSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** A redirect nobody caches, that tells no page where it came from (the code must not travel on). */
function redirect(c: Context<AppEnv>, location: string) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 302);
}

const startQuerySchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  lang: v.optional(v.picklist(LOCALES)),
});

const redirected = redirectAnswer('To the provider, or to the front’s /callback with `code` or `error`');

/** Google sign-in by OpenID Connect (plain version-2 paths: they contain /auth/). */
export const oidcRoutes = defineRoutes(BASE, [
  defineRoute({
    method: 'GET',
    path: '/google/start',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Start Google sign-in: a browser navigation, redirected to Google (authorization code flow with PKCE, state and nonce)',
      description:
        '`redirect`: the front’s origin (the tenant’s app URL or one of its domains), where `/callback` receives the outcome; `lang`: the language a new account gets. 404 when the tenant has no Google client or `extras.signInWithGoogle` is off.',
    },
    responses: { 302: redirected, 400: errorResponse('invalid_redirect'), 404: errorResponse('not_found') },
    query: startQuerySchema,
    handler: async ({ c, deps, query }) => {
      const settings = googleClientOf(deps, c.var.tenant);
      const redirectUri = redirectUriOf(settings, requestOrigin(c, deps.env.TRUST_PROXY), GOOGLE_CALLBACK_PATH);
      const { location, pending } = await startGoogleSignIn(deps, c.var.tenant, { redirect: query.redirect, language: query.lang, redirectUri });
      if (pending) {
        await setSignedCookie(c, COOKIE, JSON.stringify(pending), secretOf(deps), { ...cookieOptions(c, deps), maxAge: OIDC_STATE_TTL_MS / 1000 });
      }
      return redirect(c, location);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/google/callback',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Google’s answer: verifies it and the ID token, links or registers the user, and sends the browser to the front’s /callback',
      description:
        '`/callback?code=` carries a one-time code (60 s) for `POST /api/v2/auth/oidc/exchange`, never a token; `/callback?error=` one of `OIDC_CALLBACK_ERRORS`.',
    },
    responses: { 302: redirected, 404: errorResponse('not_found') },
    handler: async ({ c, deps }) => {
      const settings = googleClientOf(deps, c.var.tenant);
      const pending = await readPending(c, deps);
      // Used once, whatever happens next.
      deleteCookie(c, COOKIE, cookieOptions(c, deps));
      const location = await finishGoogleSignIn(deps, c.var.tenant, {
        pending,
        query: new URL(c.req.url).searchParams,
        redirectUri: redirectUriOf(settings, requestOrigin(c, deps.env.TRUST_PROXY), GOOGLE_CALLBACK_PATH),
        address: clientAddress(c, deps.env.TRUST_PROXY),
      });
      return redirect(c, location);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/exchange',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Trade the one-time code of /callback for the login answer (once, within 60 seconds)',
    },
    responses: {
      200: json(loginResponseSchema, 'Signed in'),
      400: validationErrorResponse,
      401: errorResponse('invalid_code'),
      429: errorResponse('too_many_attempts'),
    },
    json: oidcExchangeSchema,
    handler: async ({ c, deps, json }) => c.json(await exchangeLoginCode(deps, c.var.tenant, json, clientAddress(c, deps.env.TRUST_PROXY))),
  }),
]);
