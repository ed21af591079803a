import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loginResponseSchema } from 'shared';
import * as v from 'valibot';
import { DAY, MINUTE } from '../../lib/clock.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const password = 'Demo1234!';

describe('POST /v2/user/login', () => {
  it('answers exactly the fields of spec section 7', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password } });
    assert.equal(response.status, 200);
    const body = response.body;
    assert.deepEqual(Object.keys(body).sort(), ['data', 'referral_code', 'role', 'secret']);
    assert.deepEqual(Object.keys(body.data).sort(), [
      'accessToken',
      'email',
      'email_verification',
      'id',
      'kyc_status',
      'legal_information',
      'profile_image',
      'roles',
      'username',
      'wallets',
    ]);
    assert.deepEqual(Object.keys(body.data.legal_information).sort(), ['first_name', 'last_name']);
    assert.ok(v.is(loginResponseSchema, body), 'the answer matches the shared loginResponseSchema');
    assert.equal(body.role, 'USER');
    assert.deepEqual(body.data.roles, ['USER']);
    assert.equal(body.data.email, 'investor@demo.test');
    assert.deepEqual(body.data.legal_information, { first_name: 'Irene', last_name: 'Inversora' });
    assert.deepEqual(body.data.wallets, ['0x2222222222222222222222222222222222222222']);
    assert.equal(body.data.kyc_status, 'success');
    assert.match(body.data.email_verification ?? '', /^\d{4}-\d\d-\d\dT/);
    assert.match(body.referral_code ?? '', /^[A-Z2-9]{8}$/);
  });

  it('issues a token of at least 256 bits and a secret by default', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password } });
    assert.ok(Buffer.from(response.body.data.accessToken, 'base64url').length >= 32);
    assert.equal(typeof response.body.secret, 'string');
  });

  it('returns a null secret when the form asks for none', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password, secret: false } });
    assert.equal(response.body.secret, null);
  });

  it('lists the primary role first and the secondary after it', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'entrepreneur@demo.test', password } });
    assert.equal(response.body.role, 'ENTREPRENEUR');
    assert.deepEqual(response.body.data.roles, ['ENTREPRENEUR', 'USER']);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'Investor@Demo.TEST', password } });
    assert.equal(response.status, 200);
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown e-mail, alike', async () => {
    const wrong = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password: 'Wrong1234!' } });
    const unknown = await ctx.request('POST', '/v2/user/login', { body: { email: 'nobody@demo.test', password } });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, { error: 'invalid_credentials', hide_error: false });
    assert.deepEqual(unknown.body, wrong.body);
  });

  it('answers 403 email_not_verified to an account that has not verified its e-mail', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'unverified@demo.test', password } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { error: 'email_not_verified', hide_error: false });
  });

  it('reports every invalid field with its message key', async () => {
    const empty = await ctx.request('POST', '/v2/user/login', { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, {
      error: 'validation_error',
      hide_error: false,
      fields: { email: { key: 'validator.error_null' }, password: { key: 'validator.error_null' } },
    });
    const bad = await ctx.request('POST', '/v2/user/login', { body: { email: 'not-an-email', password: 'short', secret: 'yes' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fields.email, { key: 'validator.error_email' });
    assert.deepEqual(bad.body.fields.password, { key: 'validator.error_string_min', params: { min: 8 } });
    assert.ok(bad.body.fields.secret, 'a non-boolean secret is reported');
  });

  it('answers 400 malformed_json to a body that is not JSON', async () => {
    const response = await ctx.request('POST', '/v2/user/login', { rawBody: '{"email":', headers: { 'Content-Type': 'application/json' } });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { error: 'malformed_json', hide_error: false });
  });

  it('answers 415 to a body that is not declared as JSON', async () => {
    const response = await ctx.request('POST', '/v2/user/login', {
      rawBody: 'email=a@b.c&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.status, 415);
    assert.deepEqual(response.body, { error: 'unsupported_media_type', hide_error: false });
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await ctx.request('POST', '/v2/user/login', {
      body: { email: 'investor@demo.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    assert.equal(response.status, 413);
    assert.deepEqual(response.body, { error: 'payload_too_large', hide_error: false });
  });

  it('locks an e-mail with 429 after repeated wrong passwords, even with the right one', async () => {
    const limit = ctx.deps.env.LOGIN_MAX_FAILURES_PER_EMAIL;
    for (let i = 0; i < limit; i++) {
      const response = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor2@demo.test', password: 'Wrong1234!' } });
      assert.equal(response.status, 401);
    }
    const locked = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor2@demo.test', password } });
    assert.equal(locked.status, 429);
    assert.deepEqual(locked.body, { error: 'too_many_attempts', hide_error: false });
    // The window passes and the account opens again.
    ctx.clock.advance(ctx.deps.env.RATE_LIMIT_WINDOW_SECONDS * 1000);
    try {
      const reopened = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor2@demo.test', password } });
      assert.equal(reopened.status, 200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('limits wrong passwords per client address across e-mails', async () => {
    const address = '203.0.113.77';
    const limit = ctx.deps.env.LOGIN_MAX_FAILURES_PER_ADDRESS;
    for (let i = 0; i < limit; i++) {
      await ctx.request('POST', '/v2/user/login', { address, body: { email: `probe${i}@demo.test`, password: 'Wrong1234!' } });
    }
    const blocked = await ctx.request('POST', '/v2/user/login', { address, body: { email: 'premium@demo.test', password } });
    assert.equal(blocked.status, 429);
    const elsewhere = await ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password } });
    assert.equal(elsewhere.status, 200);
  });
});

describe('POST /v2/user/login-secret', () => {
  it('signs in once with the secret of a login and answers like login', async () => {
    const first = await ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password } });
    const secret = first.body.secret;
    const response = await ctx.request('POST', '/v2/user/login-secret', { body: { secret } });
    assert.equal(response.status, 200);
    assert.ok(v.is(loginResponseSchema, response.body));
    assert.equal(response.body.data.email, 'premium@demo.test');
    assert.notEqual(response.body.data.accessToken, first.body.data.accessToken);
    const again = await ctx.request('POST', '/v2/user/login-secret', { body: { secret } });
    assert.equal(again.status, 401);
    assert.deepEqual(again.body, { error: 'invalid_secret', hide_error: false });
  });

  it('refuses an expired secret', async () => {
    const first = await ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password } });
    ctx.clock.advance(11 * MINUTE);
    try {
      const response = await ctx.request('POST', '/v2/user/login-secret', { body: { secret: first.body.secret } });
      assert.equal(response.status, 401);
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses a secret on another tenant', async () => {
    const first = await ctx.request('POST', '/v2/user/login', { body: { email: 'premium@demo.test', password } });
    const response = await ctx.request('POST', '/v2/user/login-secret', { host: 'exeu.localhost', body: { secret: first.body.secret } });
    assert.equal(response.status, 401);
  });

  it('requires the secret field', async () => {
    const response = await ctx.request('POST', '/v2/user/login-secret', { body: {} });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields, { secret: { key: 'validator.error_null' } });
  });
});

describe('access tokens', () => {
  it('expire 15 days after login', async () => {
    const token = await ctx.login('legal@demo.test');
    ctx.clock.advance(15 * DAY - MINUTE);
    try {
      assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token })).status, 200);
      ctx.clock.advance(2 * MINUTE);
      const expired = await ctx.request('GET', '/api/v2/pfp/users/me', { token });
      assert.equal(expired.status, 401);
      assert.deepEqual(expired.body, { error: 'invalid_token', hide_error: false });
    } finally {
      ctx.clock.reset();
    }
  });

  it('are revoked by logout, and only the one logged out', async () => {
    const token = await ctx.login('legal@demo.test');
    const other = await ctx.login('legal@demo.test');
    const response = await ctx.request('POST', '/v2/user/logout', { token });
    assert.equal(response.status, 200);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token })).status, 401);
    assert.equal((await ctx.request('POST', '/v2/user/logout', { token })).status, 401);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: other })).status, 200);
  });

  it('logout without a token answers 401 authentication_required', async () => {
    const response = await ctx.request('POST', '/v2/user/logout');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { error: 'authentication_required', hide_error: false });
  });
});
