import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, tenants } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { tenantIdOf } from '../../test/invest-fixtures.js';
import { orderToPay, PFP } from '../../test/payment-fixtures.js';

let ctx: TestContext;
let manager = '';
before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

const PATH = `${PFP}/manager/payment-settings`;
const VALID = { iban: 'es79 2100 0813 6101 2345 6789', bic: 'caixesbbxxx', beneficiary: 'Demo Invest S.L.', bank_transfer_fee: '2,00', card_fee_percent: '2.50', method_providers: { card_provider: 'sandbox' } };

describe('GET/PUT /manager/payment-settings', () => {
  it("answers the tenant's account, fees and the adapters of each hosted method, never a secret", async () => {
    const answer = await ctx.request('GET', PATH, { token: manager });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.data.settings, {
      iban: 'ES7921000813610123456789',
      bic: null,
      beneficiary: 'Demo Invest S.L.',
      bank_transfer_fee: '1.50',
      card_fee_percent: '1.5',
      method_providers: {},
    });
    assert.ok((answer.body.data.adapters.card_terminal as string[]).includes('sandbox'));
    assert.doesNotMatch(JSON.stringify(answer.body), /secret/i);
  });

  it('saves them, keeps the sandbox key, audits what changed, and the next breakdown charges the new fee', async () => {
    const tenantId = await tenantIdOf(ctx);
    await ctx.deps.db.update(tenants).set({ paymentSettings: { iban: 'ES7921000813610123456789', beneficiary: 'Demo Invest S.L.', bank_transfer_fee: '1.50', card_fee_percent: '1.5', sandbox_webhook_secret: 'kept-secret-123' } }).where(eq(tenants.id, tenantId));
    const saved = await ctx.request('PUT', PATH, { token: manager, body: VALID });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.data.settings, {
      iban: 'ES7921000813610123456789',
      bic: 'CAIXESBBXXX',
      beneficiary: 'Demo Invest S.L.',
      bank_transfer_fee: '2.00',
      card_fee_percent: '2.5',
      method_providers: { card_provider: 'sandbox' },
    });
    const [row] = await ctx.deps.db.select({ settings: tenants.paymentSettings }).from(tenants).where(eq(tenants.id, tenantId));
    assert.equal(row?.settings.sandbox_webhook_secret, 'kept-secret-123');
    const [audit] = await ctx.deps.db.select().from(auditLog).where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'payment_settings.saved')));
    assert.equal(audit?.details.changed, 'bic, bank_transfer_fee, card_fee_percent, method_providers.card_provider');
    const order = await orderToPay(ctx, { tokens: 3 });
    const breakdown = await ctx.request('GET', `${PFP}/investments/${order.id}/breakdown?method=bank_transfer`, { token: order.investor.token });
    assert.deepEqual([breakdown.body.data.fee, breakdown.body.data.total], ['2.00', '62.00']);
  });

  it('refuses an IBAN whose checksum is wrong, a bad BIC, a fee out of range and an adapter that does not take the method', async () => {
    const refused = await ctx.request('PUT', PATH, {
      token: manager,
      body: { ...VALID, iban: 'ES7921000813610123456780', bic: 'NOPE', card_fee_percent: '101', method_providers: {} },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(Object.keys(refused.body.fields).sort(), ['bic', 'card_fee_percent', 'iban']);
    const adapter = await ctx.request('PUT', PATH, { token: manager, body: { ...VALID, method_providers: { bizum: 'no-such-adapter' } } });
    assert.equal(adapter.status, 400, JSON.stringify(adapter.body));
    assert.match(JSON.stringify(adapter.body), /method_providers\.bizum/);
  });

  it('is for managers only, never an investor', async () => {
    const investor = await ctx.login('investor@demo.test');
    assert.equal((await ctx.request('GET', PATH, { token: investor })).status, 403);
    assert.equal((await ctx.request('PUT', PATH, { token: investor, body: VALID })).status, 403);
  });
});
