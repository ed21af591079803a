import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { loginResponseSchema } from 'shared';
import * as v from 'valibot';
import { tenants, userIdentities, users } from '../../db/schema.js';
import { freePort } from '../../test/faults/api-process.js';
import { createTestContext, uniqueEmail, type TestContext } from '../../test/harness.js';
import { startGoogleLikeProvider, subjectOf, type GoogleLikeProvider } from '../../test/oidc/google-like-provider.js';
import { SignInBrowser } from '../../test/oidc/sign-in-browser.js';

const CLIENT = { client_id: 'dashboard-demo', client_secret: 'local-google-secret' };
const START = '/api/v2/auth/oidc/google/start';
const CALLBACK = '/api/v2/auth/oidc/google/callback';
const FRONT = 'http://localhost:3000';
const startUrl = (query = `redirect=${encodeURIComponent(FRONT)}`) => `http://localhost${START}?${query}`;

let provider: GoogleLikeProvider;
let ctx: TestContext;

async function setGoogleFlag(context: TestContext, on: boolean): Promise<void> {
  await context.deps.db
    .update(tenants)
    .set({ customization: sql`jsonb_set(${tenants.customization}, '{extras,signInWithGoogle}', ${on ? 'true' : 'false'}::jsonb, true)` })
    .where(eq(tenants.slug, 'demo'));
  context.deps.tenants.invalidate();
}

async function contextWith(issuer: string): Promise<TestContext> {
  const context = await createTestContext({ GOOGLE_OIDC_CLIENTS: JSON.stringify({ demo: { ...CLIENT, issuer } }) });
  await setGoogleFlag(context, true);
  return context;
}

before(async () => {
  provider = await startGoogleLikeProvider({ clients: [{ ...CLIENT, redirect_uris: [`http://localhost${CALLBACK}`] }] });
  ctx = await contextWith(provider.issuer);
});
after(async () => {
  await ctx.close();
  await provider.close();
});

/** Signs in at the local provider as `email` and answers where the browser lands on the front. */
async function signIn(email: string | null, query?: string): Promise<URL> {
  return new SignInBrowser(ctx).walk(startUrl(query), email);
}

async function exchange(code: string, host = 'localhost') {
  return ctx.request('POST', '/api/v2/auth/oidc/exchange', { body: { code }, host });
}

describe('GET /api/v2/auth/oidc/google/start', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps them in a signed httpOnly cookie', async () => {
    const response = await ctx.request('GET', `${START}?redirect=${encodeURIComponent(FRONT)}`);
    assert.equal(response.status, 302);
    const location = new URL(response.headers.get('Location') ?? '');
    assert.equal(location.origin, provider.issuer);
    assert.equal(location.searchParams.get('client_id'), CLIENT.client_id);
    assert.equal(location.searchParams.get('response_type'), 'code');
    assert.equal(location.searchParams.get('scope'), 'openid email profile');
    assert.equal(location.searchParams.get('code_challenge_method'), 'S256');
    assert.match(location.searchParams.get('code_challenge') ?? '', /^[\w-]{43}$/);
    assert.ok(location.searchParams.get('state'));
    assert.ok(location.searchParams.get('nonce'));
    assert.equal(location.searchParams.get('redirect_uri'), `http://localhost${CALLBACK}`);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('oidc_google='));
    assert.ok(cookie, 'the sign-in state travels in a cookie');
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\/api\/v2\/auth\/oidc\/google/);
    assert.match(cookie, /Max-Age=600/);
    assert.ok(!cookie.includes(location.searchParams.get('code_challenge') ?? '-'), 'the verifier is not the challenge');
  });

  it('marks the cookie Secure and calls back over HTTPS behind a proxy that ends TLS', async () => {
    const response = await ctx.request('GET', `${START}?redirect=${encodeURIComponent(FRONT)}`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'api.example.com' },
    });
    assert.equal(response.status, 302);
    assert.match(response.headers.get('Set-Cookie') ?? '', /; Secure/);
    assert.equal(new URL(response.headers.get('Location') ?? '').searchParams.get('redirect_uri'), `https://api.example.com${CALLBACK}`);
  });

  it('answers 404 to a tenant without a Google client', async () => {
    const response = await ctx.request('GET', `${START}?redirect=${encodeURIComponent('http://exeu.localhost:3000')}`, { host: 'exeu.localhost' });
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { error: 'not_found', hide_error: false });
  });

  it('answers 404 while the tenant has extras.signInWithGoogle off', async () => {
    await setGoogleFlag(ctx, false);
    try {
      assert.equal((await ctx.request('GET', `${START}?redirect=${encodeURIComponent(FRONT)}`)).status, 404);
      assert.equal((await ctx.request('GET', `${CALLBACK}?code=x&state=y`)).status, 404);
    } finally {
      await setGoogleFlag(ctx, true);
    }
  });

  it('offers the Google button in the customization only to a tenant with a client configured', async () => {
    const offered = async (host: string) =>
      ((await ctx.request('GET', '/v2/ui/get-customization', { host })).body as { data: { extras: { signInWithGoogle: boolean } } }).data.extras.signInWithGoogle;
    assert.equal(await offered('localhost'), true);
    await ctx.deps.db
      .update(tenants)
      .set({ customization: sql`jsonb_set(${tenants.customization}, '{extras,signInWithGoogle}', 'true'::jsonb, true)` })
      .where(eq(tenants.slug, 'exeu'));
    ctx.deps.tenants.invalidate();
    assert.equal(await offered('exeu.localhost'), false);
  });

  it('refuses to come back to an origin that is not the tenant’s (no open redirect)', async () => {
    for (const redirect of ['https://evil.example', 'http://localhost:3000/elsewhere', 'javascript:alert(1)']) {
      const response = await ctx.request('GET', `${START}?redirect=${encodeURIComponent(redirect)}`);
      assert.equal(response.status, 400, redirect);
      assert.deepEqual(response.body, { error: 'invalid_redirect', hide_error: false });
    }
  });
});

describe('Google sign-in against a local OpenID provider', () => {
  it('links an existing investor by the verified e-mail and signs them in with the answer of login', async () => {
    const landed = await signIn('investor@demo.test');
    assert.equal(landed.origin + landed.pathname, `${FRONT}/callback`);
    assert.equal(landed.searchParams.get('error'), null);
    const code = landed.searchParams.get('code') ?? '';
    assert.ok(code.length >= 43, 'a one-time code, no token, in the address');
    const response = await exchange(code);
    assert.equal(response.status, 200);
    assert.ok(v.is(loginResponseSchema, response.body));
    assert.equal(response.body.data.email, 'investor@demo.test');
    assert.equal(response.body.role, 'USER');
    assert.deepEqual(response.body.data.legal_information, { first_name: 'Irene', last_name: 'Inversora' });
    const me = await ctx.request('GET', '/api/v2/pfp/users/me', { token: response.body.data.accessToken });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.id, response.body.data.id);

    const [link] = await ctx.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, String(response.body.data.id)));
    assert.equal(link?.issuer, provider.issuer);
    assert.equal(link?.subject, subjectOf('investor@demo.test'));
    // Signed in again, the link names the same user.
    const again = await exchange((await signIn('investor@demo.test')).searchParams.get('code') ?? '');
    assert.equal(again.body.data.id, response.body.data.id);
    // The password still works: linking changes nothing of a verified account.
    assert.ok(await ctx.login('investor@demo.test'));
  });

  it('registers a new verified investor in the language of the page, who can then use the app', async () => {
    const email = uniqueEmail('google');
    const landed = await signIn(email, `redirect=${encodeURIComponent(FRONT)}&lang=es`);
    const response = await exchange(landed.searchParams.get('code') ?? '');
    assert.equal(response.status, 200);
    assert.equal(response.body.data.email, email);
    assert.equal(response.body.role, 'USER');
    assert.deepEqual(response.body.data.roles, ['USER']);
    assert.equal(response.body.data.kyc_status, 'created');
    assert.ok(response.body.data.email_verification, 'the provider verified the address');
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, response.body.data.id));
    assert.equal(user?.language, 'es');
    assert.equal(user?.name, 'Google');
    assert.ok(user?.termsAcceptedAt && user.privacyAcceptedAt);
    const onboarding = await ctx.request('GET', '/api/v2/pfp/users/me/onboarding', { token: response.body.data.accessToken });
    assert.equal(onboarding.status, 200);
    // Nobody knows the password of an account made by Google.
    const login = await ctx.request('POST', '/v2/user/login', { body: { email, password: 'Demo1234!' } });
    assert.equal(login.status, 401);
  });

  it('takes over an unverified account of that address without keeping the password someone else chose', async () => {
    // Someone registers the address with a password of their choosing and never verifies it.
    const email = uniqueEmail('pre-registered');
    const registered = await ctx.request('POST', '/api/v2/auth/register', {
      body: { email, password: 'Trap1234!', password_confirmation: 'Trap1234!', name: 'Trap', surname: 'Setter', terms_accepted: true, privacy_accepted: true },
    });
    assert.equal(registered.status, 201);
    const signedIn = await exchange((await signIn(email)).searchParams.get('code') ?? '');
    assert.equal(signedIn.body.data.id, registered.body.data.id);
    assert.ok(signedIn.body.data.email_verification);
    const trap = await ctx.request('POST', '/v2/user/login', { body: { email, password: 'Trap1234!' } });
    assert.equal(trap.status, 401, 'the password chosen before the address was proven no longer signs in');
  });

  it('comes back with access_denied when the person declines, and signs nobody in', async () => {
    const landed = await signIn(null);
    assert.equal(landed.origin + landed.pathname, `${FRONT}/callback`);
    assert.equal(landed.searchParams.get('error'), 'access_denied');
    assert.equal(landed.searchParams.get('code'), null);
  });

  it('comes back with email_not_verified when the provider does not vouch for the address, and creates nobody', async () => {
    const email = `unverified-${uniqueEmail('g')}`;
    const landed = await signIn(email);
    assert.equal(landed.searchParams.get('error'), 'email_not_verified');
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    assert.equal(user, undefined);
  });

  it('refuses an answer brought by another browser (state_mismatch): a forged callback signs nobody in', async () => {
    const attacker = new SignInBrowser(ctx);
    const isCallback = (url: URL) => url.pathname === CALLBACK;
    const answer = await attacker.walk(startUrl(), 'investor@demo.test', { stopAt: isCallback });
    assert.ok(answer.searchParams.get('code'));
    // The victim's browser never started this sign-in: it has no cookie for it.
    const victim = new SignInBrowser(ctx);
    const landed = await victim.walk(answer.toString(), 'investor@demo.test');
    assert.equal(landed.searchParams.get('error'), 'state_mismatch');
    assert.equal(landed.searchParams.get('code'), null);
  });

  it('refuses an answer whose state was changed, or a cookie that was tampered with', async () => {
    const browser = new SignInBrowser(ctx);
    const isCallback = (url: URL) => url.pathname === CALLBACK;
    const answer = await browser.walk(startUrl(), 'investor@demo.test', { stopAt: isCallback });
    const forged = new URL(answer);
    forged.searchParams.set('state', 'not-the-state');
    assert.equal((await browser.walk(forged.toString(), null)).searchParams.get('error'), 'state_mismatch');

    const second = new SignInBrowser(ctx);
    const answer2 = await second.walk(startUrl(), 'investor@demo.test', { stopAt: isCallback });
    const cookie = decodeURIComponent(second.cookieOf('localhost', 'oidc_google') ?? '');
    const [value = '', signature = ''] = [cookie.slice(0, cookie.lastIndexOf('.')), cookie.slice(cookie.lastIndexOf('.') + 1)];
    const altered = JSON.stringify({ ...JSON.parse(value), front: 'https://evil.example' });
    second.setCookie('localhost', 'oidc_google', encodeURIComponent(`${altered}.${signature}`));
    const landed = await second.walk(answer2.toString(), null);
    assert.equal(landed.origin, FRONT, 'a cookie without a valid signature is not read');
    assert.equal(landed.searchParams.get('error'), 'state_mismatch');
  });

  it('refuses an answer once its ten minutes are over', async () => {
    const browser = new SignInBrowser(ctx);
    const answer = await browser.walk(startUrl(), 'investor@demo.test', { stopAt: (url) => url.pathname === CALLBACK });
    ctx.clock.advance(11 * 60_000);
    try {
      assert.equal((await browser.walk(answer.toString(), null)).searchParams.get('error'), 'state_mismatch');
    } finally {
      ctx.clock.reset();
    }
  });
});

describe('POST /api/v2/auth/oidc/exchange', () => {
  it('trades a code once: a replayed code is refused', async () => {
    const code = (await signIn('premium@demo.test')).searchParams.get('code') ?? '';
    assert.equal((await exchange(code)).status, 200);
    const replay = await exchange(code);
    assert.equal(replay.status, 401);
    assert.deepEqual(replay.body, { error: 'invalid_code', hide_error: false });
  });

  it('refuses a code after 60 seconds, and on another tenant', async () => {
    const late = (await signIn('premium@demo.test')).searchParams.get('code') ?? '';
    const elsewhere = (await signIn('premium@demo.test')).searchParams.get('code') ?? '';
    assert.equal((await exchange(elsewhere, 'exeu.localhost')).status, 401);
    ctx.clock.advance(61_000);
    try {
      assert.equal((await exchange(late)).status, 401);
    } finally {
      ctx.clock.reset();
    }
  });

  it('limits wrong codes per client address like login', async () => {
    const address = '203.0.113.91';
    for (let i = 0; i < ctx.deps.env.LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await ctx.request('POST', '/api/v2/auth/oidc/exchange', { address, body: { code: `wrong-${i}` } });
    }
    const blocked = await ctx.request('POST', '/api/v2/auth/oidc/exchange', { address, body: { code: 'wrong-again' } });
    assert.equal(blocked.status, 429);
    assert.deepEqual(blocked.body, { error: 'too_many_attempts', hide_error: false });
  });

  it('requires the code', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/oidc/exchange', { body: {} });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields, { code: { key: 'validator.error_null' } });
  });
});

describe('a provider that is down', () => {
  it('sends the browser back to /callback with provider_unavailable', async () => {
    const down = await contextWith(`http://127.0.0.1:${await freePort()}`);
    try {
      const response = await down.request('GET', `${START}?redirect=${encodeURIComponent(FRONT)}`);
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('Location'), `${FRONT}/callback?error=provider_unavailable`);
    } finally {
      await down.close();
    }
  });
});
