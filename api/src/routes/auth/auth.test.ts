import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loginResponseSchema } from 'shared';
import * as v from 'valibot';
import { MINUTE } from '../../lib/clock.js';
import { createTestContext, LOOPBACK, uniqueEmail, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const password = 'Secret123!';

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password,
    password_confirmation: password,
    name: 'Ana',
    surname: 'Nueva',
    terms_accepted: true,
    privacy_accepted: true,
    ...extra,
  };
}

/** The latest mail to an address, read from the development mailbox as a caller on this machine. */
async function lastMail(email: string, host = 'localhost') {
  const response = await ctx.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`, { host, address: LOOPBACK });
  assert.equal(response.status, 200);
  return response.body.data[0] as { subject: string; text: string; meta: Record<string, string> } | undefined;
}

async function registered(host = 'localhost', extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('reg');
  const response = await ctx.request('POST', '/api/v2/auth/register', { host, body: registration(email, extra) });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  const mail = await lastMail(email, host);
  assert.ok(mail?.meta.code);
  return { email, code: mail.meta.code };
}

describe('POST /api/v2/auth/register', () => {
  it('creates an unverified investor and e-mails a 5-digit code', async () => {
    const email = uniqueEmail('reg');
    const response = await ctx.request('POST', '/api/v2/auth/register', { body: registration(email) });
    assert.equal(response.status, 201);
    assert.equal(response.body.data.email, email);
    assert.equal(response.body.data.email_verification, null);
    const mail = await lastMail(email);
    assert.match(mail?.meta.code ?? '', /^\d{5}$/);
    assert.ok(mail?.text.includes(mail.meta.code ?? '-'));
    const login = await ctx.request('POST', '/v2/user/login', { body: { email, password } });
    assert.equal(login.status, 403);
    assert.equal(login.body.error, 'email_not_verified');
  });

  it('writes the verification e-mail in the language the form was read in, and keeps it for later e-mails', async () => {
    const english = uniqueEmail('reg-en');
    assert.equal((await ctx.request('POST', '/api/v2/auth/register', { body: registration(english, { language: 'en' }) })).status, 201);
    const mail = await lastMail(english);
    assert.equal(mail?.meta.language, 'en');
    assert.match(mail?.subject ?? '', /^Your verification code/);
    assert.equal((await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email: english } })).status, 200);
    assert.equal((await lastMail(english))?.meta.language, 'en');

    const unsaid = uniqueEmail('reg-default');
    assert.equal((await ctx.request('POST', '/api/v2/auth/register', { body: registration(unsaid) })).status, 201);
    assert.equal((await lastMail(unsaid))?.meta.language, 'es');
  });

  it('reports every rule of the register form by key', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', {
      body: { email: 'bad', password: 'short', password_confirmation: 'other', terms_accepted: false },
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'validation_error');
    const fields = response.body.fields;
    assert.deepEqual(fields.email, { key: 'validator.error_email' });
    assert.deepEqual(fields.password, { key: 'validator.error_string_min', params: { min: 8 } });
    assert.deepEqual(fields.password_confirmation, { key: 'validator.error_string_min', params: { min: 8 } });
    assert.deepEqual(fields.terms_accepted, { key: 'validator.error_terms_required' });
    assert.deepEqual(fields.privacy_accepted, { key: 'validator.error_privacy_required' });
    // The demo tenant asks for name and surname (fields.register).
    assert.deepEqual(fields.name, { key: 'validator.error_null' });
    assert.deepEqual(fields.surname, { key: 'validator.error_null' });
  });

  it('reports passwords that do not match on the confirmation', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', {
      body: registration(uniqueEmail(), { password_confirmation: 'Different1!' }),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields, { password_confirmation: { key: 'validator.error_passwords_mismatch' } });
  });

  it("applies the tenant's form: EXEU asks for a phone and mandatory commercial consent", async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', { host: 'exeu.localhost', body: registration(uniqueEmail()) });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body.fields.phone, { key: 'validator.error_null' });
    assert.deepEqual(response.body.fields.commercial_communications, { key: 'validator.error_commercial_required' });
    const ok = await ctx.request('POST', '/api/v2/auth/register', {
      host: 'exeu.localhost',
      body: registration(uniqueEmail(), { phone: '+34600111222', commercial_communications: true }),
    });
    assert.equal(ok.status, 201);
  });

  it('answers 409 user_already_registered for a known e-mail, in any case', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', { body: registration('Investor@demo.test') });
    assert.equal(response.status, 409);
    assert.deepEqual(response.body, { error: 'user_already_registered', hide_error: false });
  });

  it('sends a new code to an unverified e-mail registered again with its own password, and the old code stops working', async () => {
    const { email, code } = await registered();
    const again = await ctx.request('POST', '/api/v2/auth/register', { body: registration(email, { name: 'Otra' }) });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    assert.equal(again.body.data.email, email);
    const fresh = (await lastMail(email))?.meta.code ?? '';
    assert.match(fresh, /^\d{5}$/);
    if (fresh !== code) {
      const old = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
      assert.equal(old.status, 422);
    }
    const verified = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code: fresh } });
    assert.equal(verified.status, 200);
    // The account keeps what it was first registered with.
    assert.equal(verified.body.data.legal_information.first_name, 'Ana');
  });

  it('answers 409 as for any known e-mail when the password is not the account\'s, or the e-mail is verified, and sends nothing', async () => {
    const { email } = await registered();
    const wrong = await ctx.request('POST', '/api/v2/auth/register', {
      body: registration(email, { password: 'Other1234!', password_confirmation: 'Other1234!' }),
    });
    assert.deepEqual([wrong.status, wrong.body], [409, { error: 'user_already_registered', hide_error: false }]);
    const mails = (await ctx.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`, { address: LOOPBACK })).body.data;
    assert.equal(mails.length, 1);

    const verified = await ctx.request('POST', '/api/v2/auth/register', {
      body: registration('investor@demo.test', { password: 'Demo1234!', password_confirmation: 'Demo1234!' }),
    });
    assert.deepEqual([verified.status, verified.body], [409, { error: 'user_already_registered', hide_error: false }]);
  });

  it('counts a wrong password on registering again as a sign-in attempt', async () => {
    const { email } = await registered();
    const other = { password: 'Other1234!', password_confirmation: 'Other1234!' };
    const address = '198.51.100.77';
    for (let i = 0; i < ctx.deps.env.LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      await ctx.request('POST', '/api/v2/auth/register', { address, body: registration(email, other) });
    }
    const login = await ctx.request('POST', '/v2/user/login', { address, body: { email, password } });
    assert.equal(login.status, 429);
    assert.equal(login.body.error, 'too_many_attempts');
  });

  it('lets the same e-mail register in another tenant', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', {
      host: 'exeu.localhost',
      body: registration('investor@demo.test', { phone: '+34600111222', commercial_communications: true }),
    });
    assert.equal(response.status, 201);
  });

  it('answers 422 invalid_referral_code for a code nobody has', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', { body: registration(uniqueEmail(), { referral_code: 'NOPE1234' }) });
    assert.equal(response.status, 422);
    assert.equal(response.body.error, 'invalid_referral_code');
  });

  it("records the referrer when the code is another user's", async () => {
    const login = await ctx.request('POST', '/v2/user/login', { body: { email: 'investor@demo.test', password: 'Demo1234!' } });
    const response = await ctx.request('POST', '/api/v2/auth/register', {
      body: registration(uniqueEmail(), { referral_code: login.body.referral_code }),
    });
    assert.equal(response.status, 201);
  });
});

describe('POST /api/v2/auth/verify-email', () => {
  it('verifies with the e-mailed code and answers like login', async () => {
    const { email, code } = await registered();
    const response = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
    assert.equal(response.status, 200);
    assert.ok(v.is(loginResponseSchema, response.body));
    assert.equal(response.body.role, 'USER');
    assert.ok(response.body.data.email_verification);
    const login = await ctx.request('POST', '/v2/user/login', { body: { email, password } });
    assert.equal(login.status, 200);
    const again = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'email_already_verified');
  });

  it('refuses the code after 5 minutes', async () => {
    const { email, code } = await registered();
    ctx.clock.advance(5 * MINUTE + 1000);
    try {
      const response = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
      assert.equal(response.status, 422);
      assert.deepEqual(response.body, { error: 'code_expired', hide_error: false });
    } finally {
      ctx.clock.reset();
    }
  });

  it('accepts the code just before 5 minutes', async () => {
    const { email, code } = await registered();
    ctx.clock.advance(5 * MINUTE - 2000);
    try {
      const response = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
      assert.equal(response.status, 200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('locks the code after 5 wrong attempts; a resent code works', async () => {
    const { email, code } = await registered();
    const wrong = code === '00000' ? '11111' : '00000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code: wrong } });
      assert.equal(response.status, 422, `attempt ${attempt}`);
      assert.equal(response.body.error, 'invalid_code');
    }
    const locked = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
    assert.equal(locked.status, 429);
    assert.deepEqual(locked.body, { error: 'code_attempts_exceeded', hide_error: false });

    const resend = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email } });
    assert.equal(resend.status, 200);
    const fresh = (await lastMail(email))?.meta.code ?? '';
    if (fresh !== code) {
      const old = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
      assert.equal(old.status, 422, 'the old code stays unusable');
    }
    const verified = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code: fresh } });
    assert.equal(verified.status, 200);
  });

  it('validates the code format', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email: 'x@demo.test', code: '12a' } });
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.fields), ['code']);
    assert.equal(response.body.fields.code.key, 'validator.error_verification_code');
  });

  it('limits wrong codes per client address', async () => {
    const address = '203.0.113.99';
    const limit = ctx.deps.env.CODE_MAX_FAILURES_PER_ADDRESS;
    for (let i = 0; i < limit; i++) {
      await ctx.request('POST', '/api/v2/auth/verify-email', { address, body: { email: `nobody${i}@demo.test`, code: '12345' } });
    }
    const { email, code } = await registered();
    const blocked = await ctx.request('POST', '/api/v2/auth/verify-email', { address, body: { email, code } });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.error, 'too_many_attempts');
  });
});

describe('POST /api/v2/auth/resend-code', () => {
  it('sends a new code and answers the same for unknown e-mails', async () => {
    const { email, code } = await registered();
    const response = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email } });
    assert.deepEqual(response.body, { data: { sent: true } });
    const mails = (await ctx.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`, { address: LOOPBACK })).body.data;
    assert.equal(mails.length, 2);
    assert.match(mails[0].meta.code, /^\d{5}$/);
    const unknown = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email: uniqueEmail() } });
    assert.deepEqual(unknown.body, response.body);
    assert.ok(code);
  });

  it('fails the request when the code could not be sent, so the screen says so instead of a silent wait', async () => {
    const { email } = await registered();
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = () => Promise.reject(new Error('mail server down'));
    try {
      const response = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email } });
      assert.equal(response.status, 500);
    } finally {
      ctx.deps.mailer.send = send;
    }
  });

  it('answers 429 when one e-mail asks for too many mails', async () => {
    const { email } = await registered();
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i <= ctx.deps.env.MAIL_MAX_PER_EMAIL; i++) {
      const response = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email } });
      last = response.status;
      retryAfter = response.headers.get('Retry-After');
    }
    assert.equal(last, 429);
    // The seconds until the limit's window turns, so the screen can count down instead of guessing.
    const seconds = Number(retryAfter);
    assert.ok(Number.isInteger(seconds) && seconds >= 1 && seconds <= ctx.deps.env.RATE_LIMIT_WINDOW_SECONDS, String(retryAfter));
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const { email, code } = await registered();
    await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
    const token = await ctx.login(email, { password });

    const forgot = await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email } });
    assert.deepEqual(forgot.body, { data: { sent: true } });
    const mail = await lastMail(email);
    assert.match(mail?.meta.link ?? '', /^http:\/\/localhost:3000\/remember-password\?token=/);
    const resetToken = mail?.meta.token ?? '';

    const newPassword = 'Another123!';
    const reset = await ctx.request('POST', '/api/v2/auth/reset-password', {
      body: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    assert.equal(reset.status, 200);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token })).status, 401);
    assert.equal((await ctx.request('POST', '/v2/user/login', { body: { email, password } })).status, 401);
    assert.equal((await ctx.request('POST', '/v2/user/login', { body: { email, password: newPassword } })).status, 200);

    const reused = await ctx.request('POST', '/api/v2/auth/reset-password', {
      body: { token: resetToken, password: 'Third1234!', password_confirmation: 'Third1234!' },
    });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.body, { error: 'invalid_reset_token', hide_error: false });
  });

  it('refuses a reset link after 60 minutes', async () => {
    const email = 'company@demo.test';
    await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email } });
    const resetToken = (await lastMail(email))?.meta.token ?? '';
    ctx.clock.advance(61 * MINUTE);
    try {
      const response = await ctx.request('POST', '/api/v2/auth/reset-password', {
        body: { token: resetToken, password: 'Another123!', password_confirmation: 'Another123!' },
      });
      assert.equal(response.status, 422);
    } finally {
      ctx.clock.reset();
    }
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email } });
    assert.deepEqual(response.body, { data: { sent: true } });
    assert.equal(await lastMail(email), undefined);
  });

  it('validates the reset form', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/reset-password', { body: { token: '', password: 'x', password_confirmation: 'y' } });
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.fields).sort(), ['password', 'password_confirmation', 'token']);
  });
});

describe('POST /api/v2/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { email, code } = await registered();
    await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code } });
    const token = await ctx.login(email, { password });
    const otherDevice = await ctx.login(email, { password });
    const newPassword = 'Changed123!';
    const response = await ctx.request('POST', '/api/v2/auth/change-password', {
      token,
      body: { current_password: password, password: newPassword, password_confirmation: newPassword },
    });
    assert.equal(response.status, 200);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token })).status, 200);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: otherDevice })).status, 401);
    assert.equal((await ctx.request('POST', '/v2/user/login', { body: { email, password: newPassword } })).status, 200);
  });

  it('answers 422 wrong_password when the current password is wrong', async () => {
    const token = await ctx.login('pending@demo.test');
    const response = await ctx.request('POST', '/api/v2/auth/change-password', {
      token,
      body: { current_password: 'NotMine123!', password: 'Changed123!', password_confirmation: 'Changed123!' },
    });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { error: 'wrong_password', hide_error: false });
  });

  it('validates the form and requires a session', async () => {
    const token = await ctx.login('pending@demo.test');
    const invalid = await ctx.request('POST', '/api/v2/auth/change-password', { token, body: { current_password: '', password: 'Changed123!', password_confirmation: 'Other1234!' } });
    assert.equal(invalid.status, 400);
    assert.deepEqual(invalid.body.fields, {
      current_password: { key: 'validator.error_null' },
      password_confirmation: { key: 'validator.error_passwords_mismatch' },
    });
    const anonymous = await ctx.request('POST', '/api/v2/auth/change-password', { body: { current_password: 'x', password: 'y', password_confirmation: 'y' } });
    assert.equal(anonymous.status, 401);
  });
});

describe('code attempts per e-mail', () => {
  it('answers 429 once one e-mail has failed too many codes, across resends', async () => {
    const { email } = await registered();
    const limit = ctx.deps.env.CODE_MAX_FAILURES_PER_EMAIL;
    for (let i = 0; i < limit; i++) {
      if (i % 5 === 0) await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email } });
      await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code: '99999' } });
    }
    const blocked = await ctx.request('POST', '/api/v2/auth/verify-email', { body: { email, code: '99999' } });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.error, 'too_many_attempts');
  });
});

describe('validation of every auth body', () => {
  const cases: [string, Record<string, { key: string }>][] = [
    ['/api/v2/auth/verify-email', { email: { key: 'validator.error_null' }, code: { key: 'validator.error_null' } }],
    ['/api/v2/auth/resend-code', { email: { key: 'validator.error_null' } }],
    ['/api/v2/auth/forgot-password', { email: { key: 'validator.error_null' } }],
    [
      '/api/v2/auth/reset-password',
      { token: { key: 'validator.error_null' }, password: { key: 'validator.error_null' }, password_confirmation: { key: 'validator.error_null' } },
    ],
  ];
  for (const [path, fields] of cases) {
    it(`${path} answers 400 with a key per missing field`, async () => {
      const response = await ctx.request('POST', path, { body: {} });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, { error: 'validation_error', hide_error: false, fields });
    });
  }

  it('rejects an invalid e-mail on resend', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/resend-code', { body: { email: 'nope' } });
    assert.deepEqual(response.body.fields, { email: { key: 'validator.error_email' } });
  });

  it('answers 400 malformed_json on register too', async () => {
    const response = await ctx.request('POST', '/api/v2/auth/register', { rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { error: 'malformed_json', hide_error: false });
  });
});
