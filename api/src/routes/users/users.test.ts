import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, LOOPBACK, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('GET /api/v2/pfp/users/me', () => {
  it('answers the profile of section 3 with roles, KYC status, flags, referral code and wallet', async () => {
    const token = await ctx.login('investor@demo.test');
    const response = await ctx.request('GET', '/api/v2/pfp/users/me', { token });
    assert.equal(response.status, 200);
    const me = response.body.data;
    assert.equal(me.email, 'investor@demo.test');
    assert.equal(me.role, 'USER');
    assert.deepEqual(me.roles, ['USER']);
    assert.equal(me.kyc_status, 'success');
    assert.deepEqual(me.flags, []);
    assert.equal(me.email_verified, true);
    assert.match(me.referral_code, /^[A-Z2-9]{8}$/);
    assert.equal(me.wallet, '0x2222222222222222222222222222222222222222');
    assert.equal(me.investor_type, 'natural');
    assert.equal(me.available_balance, '1500.00');
    assert.equal(me.impersonated_by, null);
    assert.equal(me.company, null);
    for (const field of ['name', 'surname', 'phone', 'birthday', 'nationality', 'id_number', 'address', 'city', 'postal_code', 'marital_status', 'registered_at']) {
      assert.ok(me[field], `${field} is filled in`);
    }
    assert.equal('password_hash' in me || 'passwordHash' in me, false, 'never the password hash');
  });

  it('shows the flags of a rejected KYC and the company of a legal person', async () => {
    const rejected = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login('investor2@demo.test') })).body.data;
    assert.equal(rejected.kyc_status, 'error');
    assert.deepEqual(rejected.flags, ['KYC_NOT_APPROVED']);
    const legal = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login('legal@demo.test') })).body.data;
    assert.equal(legal.investor_type, 'legal');
    assert.equal(legal.company.organisation_name, 'Inversiones Atlántico S.A.');
    assert.equal(legal.company.senior_partners[0].percentage, 60);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    assert.deepEqual((await ctx.request('GET', '/api/v2/pfp/users/me')).body, { error: 'authentication_required', hide_error: false });
    const forged = await ctx.request('GET', '/api/v2/pfp/users/me', { token: 'not-a-token' });
    assert.equal(forged.status, 401);
    assert.equal(forged.body.error, 'invalid_token');
  });
});

describe('tenant isolation', () => {
  it("never accepts one tenant's token on another tenant", async () => {
    const demoToken = await ctx.login('investor@demo.test');
    const response = await ctx.request('GET', '/api/v2/pfp/users/me', { token: demoToken, host: 'exeu.localhost' });
    assert.equal(response.status, 401);
    assert.equal(response.body.error, 'invalid_token');
  });

  it("never signs a user in on another tenant's host", async () => {
    const response = await ctx.request('POST', '/v2/user/login', { host: 'exeu.localhost', body: { email: 'investor@demo.test', password: 'Demo1234!' } });
    assert.equal(response.status, 401);
    assert.equal(response.body.error, 'invalid_credentials');
  });

  it('keeps same-named accounts of two tenants apart', async () => {
    const demo = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login('manager@demo.test') })).body.data;
    const exeuToken = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
    const exeu = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: exeuToken, host: 'exeu.localhost' })).body.data;
    assert.notEqual(demo.id, exeu.id);
    assert.equal(exeu.email, 'manager@exeu.test');
  });

  it("does not let a manager act as another tenant's user", async () => {
    const exeuToken = await ctx.login('investor@exeu.test', { host: 'exeu.localhost' });
    const exeuInvestor = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: exeuToken, host: 'exeu.localhost' })).body.data;
    const managerToken = await ctx.login('manager@demo.test');
    const response = await ctx.request('POST', `/api/v2/pfp/manager/users/${exeuInvestor.id}/impersonate`, { token: managerToken });
    assert.equal(response.status, 404);
    assert.equal(response.body.error, 'user_not_found');
  });

  it("does not show another tenant's mail in the development mailbox", async () => {
    await ctx.request('POST', '/api/v2/auth/forgot-password', { host: 'exeu.localhost', body: { email: 'premium@exeu.test' } });
    const exeu = await ctx.request('GET', '/dev/mailbox.json?to=premium@exeu.test', { host: 'exeu.localhost', address: LOOPBACK });
    const demo = await ctx.request('GET', '/dev/mailbox.json?to=premium@exeu.test', { address: LOOPBACK });
    assert.equal(exeu.body.data.length, 1);
    assert.equal(demo.body.data.length, 0);
  });

  it("does not show another tenant's audit log", async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const target = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login('premium@demo.test') })).body.data;
    await ctx.request('POST', `/api/v2/pfp/manager/users/${target.id}/impersonate`, { token: managerToken });
    const exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
    const log = await ctx.request('GET', '/api/v2/pfp/manager/audit-log', { token: exeuManager, host: 'exeu.localhost' });
    assert.equal(log.status, 200);
    assert.equal(log.body.data.some((entry: { subject: { id: string } | null }) => entry.subject?.id === target.id), false);
  });
});
