import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { customize, newInvestor, PDF, tenantIdOf, userByEmail } from '../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { decideKyc } from './decide-kyc.js';
import { MANUAL_KYC } from './manual-kyc.js';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH, sandboxAnswers } from './sandbox-kyc.js';

let ctx: TestContext;
// The sandbox answers when a test flushes it, never by itself during the run.
before(async () => {
  ctx = await createTestContext({ KYC_SANDBOX_DELAY_MS: '600000' });
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';

function identity(name: string): FormData {
  const form = new FormData();
  form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), name);
  return form;
}
const submit = (token: string, name: string) => ctx.request('POST', `${PFP}/users/me/kyc`, { token, form: identity(name) });

async function checkOf(email: string) {
  const user = await userByEmail(ctx, email);
  const [check] = await ctx.deps.db.select().from(t.kycChecks).where(eq(t.kycChecks.userId, user.id));
  assert.ok(check);
  return check;
}

async function kycMails(email: string) {
  const rows = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email));
  return rows.filter((row) => String((row.meta as Record<string, string>).purpose).startsWith('kyc_'));
}

const post = (body: string, signature: string) =>
  ctx.request('POST', SANDBOX_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } });

describe('the sandbox provider answers by the test file name', () => {
  it('maps each documented word to the provider values it sends', () => {
    const answers = (name: string) => sandboxAnswers([{ name }]);
    assert.deepEqual(answers('passport.pdf'), ['SUCCESS']);
    assert.deepEqual(answers('Manual-Review.pdf'), ['MANUAL_REVIEW']);
    assert.deepEqual(answers('verification-failed.pdf'), ['VERIFICATION_ERROR']);
    assert.deepEqual(answers('error-id.pdf'), ['ERROR']);
    assert.deepEqual(answers('rejected.pdf'), ['ERROR']);
    assert.deepEqual(answers('pending.pdf'), ['PENDING', 'SUCCESS']);
    assert.deepEqual(answers('running.pdf'), ['RUNNING', 'SUCCESS']);
  });

  for (const [name, provider, status, purpose] of [
    ['passport.pdf', 'SUCCESS', 'success', 'kyc_success'],
    ['verification-passport.pdf', 'VERIFICATION_ERROR', 'error', 'kyc_error'],
    ['error-passport.pdf', 'ERROR', 'error', 'kyc_error'],
  ] as const) {
    it(`${name}: ${provider} makes the KYC ${status} and e-mails the user`, async () => {
      const fresh = await newInvestor(ctx);
      assert.equal((await submit(fresh.token, name)).status, 202);
      await ctx.deps.kycSandbox.flush();
      const check = await checkOf(fresh.email);
      assert.deepEqual([check.providerStatus, check.status, (await userByEmail(ctx, fresh.email)).kycStatus], [provider, status, status]);
      assert.deepEqual((await kycMails(fresh.email)).map((mail) => (mail.meta as Record<string, string>).purpose), [purpose]);
    });
  }

  it('MANUAL_REVIEW leaves the case to a manager (manual_error) and e-mails nothing yet', async () => {
    const fresh = await newInvestor(ctx);
    await submit(fresh.token, 'manual-passport.pdf');
    await ctx.deps.kycSandbox.flush();
    assert.equal((await userByEmail(ctx, fresh.email)).kycStatus, 'manual_error');
    assert.deepEqual(await kycMails(fresh.email), []);
  });

  for (const word of ['pending', 'running'] as const) {
    it(`${word}: the check stays pending on ${word.toUpperCase()}, then the final SUCCESS arrives as a second signed notification`, async () => {
      const fresh = await newInvestor(ctx);
      await submit(fresh.token, `${word}-passport.pdf`);
      const { reference } = await checkOf(fresh.email);
      const interim = ctx.deps.kycSandbox.pendingNotification(reference);
      assert.ok(interim);
      assert.equal(JSON.parse(interim.body).status, word.toUpperCase());
      const first = await post(interim.body, interim.signature);
      assert.deepEqual(first.body.data, { processed: true, kyc_status: 'pending' });
      assert.equal((await userByEmail(ctx, fresh.email)).kycStatus, 'pending');
      assert.deepEqual(await kycMails(fresh.email), []);
      // The sandbox still holds the interim one (the test posted a copy): flushing sends it (a retry, processed once) and the final one.
      await ctx.deps.kycSandbox.flush();
      assert.equal((await userByEmail(ctx, fresh.email)).kycStatus, 'success');
      assert.equal((await checkOf(fresh.email)).providerStatus, 'SUCCESS');
      assert.equal((await kycMails(fresh.email)).length, 1);
    });
  }

  it('refuses a notification whose signature does not match its body, and changes nothing', async () => {
    const fresh = await newInvestor(ctx);
    await submit(fresh.token, 'passport.pdf');
    const { reference } = await checkOf(fresh.email);
    const pending = ctx.deps.kycSandbox.pendingNotification(reference);
    assert.ok(pending);
    const forged = await post(pending.body.replace('SUCCESS', 'ERROR'), pending.signature);
    assert.deepEqual([forged.status, forged.body.error], [401, 'invalid_signature']);
    assert.equal((await userByEmail(ctx, fresh.email)).kycStatus, 'pending');
  });
});

describe('manual review (modules.kyc = manual)', () => {
  before(() => customize(ctx, { modules: { kyc: MANUAL_KYC } }));
  after(() => customize(ctx, { modules: { kyc: null } }));

  async function manager() {
    return userByEmail(ctx, 'manager@demo.test');
  }
  async function tenant() {
    const found = await ctx.deps.tenants.resolve('localhost');
    assert.ok(found);
    return found;
  }

  it('keeps the documents pending with MANUAL_REVIEW and no provider notification', async () => {
    const fresh = await newInvestor(ctx);
    assert.equal((await submit(fresh.token, 'passport.pdf')).status, 202);
    const check = await checkOf(fresh.email);
    assert.deepEqual([check.provider, check.providerStatus, check.status], [MANUAL_KYC, 'MANUAL_REVIEW', 'pending']);
    await ctx.deps.kycSandbox.flush();
    assert.equal((await userByEmail(ctx, fresh.email)).kycStatus, 'pending');
    const account = await ctx.request('GET', `${PFP}/users/me/account`, { token: fresh.token });
    assert.deepEqual([account.body.data.identification.kyc_status, account.body.data.identification.provider_status], ['pending', 'MANUAL_REVIEW']);
    const webhook = await ctx.request('POST', `${PFP}/kyc/webhooks/manual`, { rawBody: '{}', headers: { 'Content-Type': 'application/json' } });
    assert.equal(webhook.status, 404);
  });

  async function decisionMails(email: string) {
    const rows = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email));
    return rows.filter((row) => ['user_validated', 'user_denegated'].includes(String((row.meta as Record<string, string>).purpose)));
  }

  it("a manager's validation approves the user, closes the check with who decided and when, writes one audit entry and e-mails the user in their language", async () => {
    const fresh = await newInvestor(ctx);
    await ctx.deps.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, fresh.id));
    await submit(fresh.token, 'passport.pdf');
    const actor = await manager();
    const result = await decideKyc(ctx.deps, await tenant(), { userId: fresh.id, decision: 'validate', flags: [], message: null, actor });
    assert.deepEqual(result, { kyc_status: 'success', flags: [], message: null });
    const check = await checkOf(fresh.email);
    assert.deepEqual([check.status, check.decidedBy], ['success', actor.id]);
    const account = await ctx.request('GET', `${PFP}/users/me/account`, { token: fresh.token });
    assert.equal(account.body.data.identification.decided_at, check.decidedAt?.toISOString());
    assert.ok(account.body.data.identification.decided_at);
    const audit = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.subjectUserId, fresh.id));
    assert.deepEqual(audit.map((entry) => entry.action), ['user.validated']);
    const mails = await decisionMails(fresh.email);
    assert.deepEqual(mails.map((mail) => [mail.meta.purpose, mail.subject]), [['user_validated', 'Your account has been validated']]);
  });

  it('a denegation of the documents is a manual error the user reads with the flags and the message, e-mailed in Spanish by default', async () => {
    const fresh = await newInvestor(ctx);
    await submit(fresh.token, 'passport.pdf');
    await decideKyc(ctx.deps, await tenant(), { userId: fresh.id, decision: 'denegate', flags: ['KYC_NOT_APPROVED'], message: 'The photo is blurred', actor: await manager() });
    const account = await ctx.request('GET', `${PFP}/users/me/account`, { token: fresh.token });
    const { kyc_status, flags, message, decided_at } = account.body.data.identification;
    assert.deepEqual([kyc_status, flags, message], ['manual_error', ['KYC_NOT_APPROVED'], 'The photo is blurred']);
    assert.ok(decided_at);
    const [mail] = await decisionMails(fresh.email);
    assert.equal(mail?.subject, 'Revisión de tu cuenta');
    assert.match(mail?.text ?? '', /Documentación de identidad no aprobada\nThe photo is blurred/);
  });

  it('a denegation that is not about the documents blocks the user but leaves their identity check open', async () => {
    const fresh = await newInvestor(ctx);
    await submit(fresh.token, 'passport.pdf');
    const result = await decideKyc(ctx.deps, await tenant(), { userId: fresh.id, decision: 'denegate', flags: ['SUITABILITY_TEST_NOT_APPROVED'], message: 'Please repeat the test', actor: await manager() });
    assert.deepEqual(result, { kyc_status: 'pending', flags: ['SUITABILITY_TEST_NOT_APPROVED'], message: 'Please repeat the test' });
    const check = await checkOf(fresh.email);
    assert.deepEqual([check.status, check.decidedAt, check.decidedBy], ['pending', null, null]);
  });

  it('a denegation needs a flag, a user of another tenant is not found, and a manager does not decide on themself', async () => {
    const fresh = await newInvestor(ctx);
    await assert.rejects(decideKyc(ctx.deps, await tenant(), { userId: fresh.id, decision: 'denegate', flags: [], message: null, actor: await manager() }), /validation_error/);
    const other = await userByEmail(ctx, 'investor@exeu.test');
    assert.notEqual(other.tenantId, await tenantIdOf(ctx));
    await assert.rejects(decideKyc(ctx.deps, await tenant(), { userId: other.id, decision: 'validate', flags: [], message: null, actor: await manager() }), /user_not_found/);
    const self = await manager();
    await assert.rejects(decideKyc(ctx.deps, await tenant(), { userId: self.id, decision: 'validate', flags: [], message: null, actor: self }), /user_is_caller/);
  });
});
