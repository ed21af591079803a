import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { accessRules, type Access } from '../../auth/access-rules.js';
import * as t from '../../db/schema.js';
import { heldTokens } from '../../ledger/holdings.js';
import { createTestContext, type TestContext } from '../harness.js';
import { issuanceBySlug, newInvestor, PDF, tenantIdOf, userByEmail } from '../invest-fixtures.js';
import { signatureBody } from '../payment-fixtures.js';

/**
 * Issue 33: a manager acting as an investor (a backdoor token) walks the investment flow with
 * them, but never moves their money or tokens, redirects their payouts or changes who they are;
 * every write it does make is audited with the manager as actor.
 */

type BackdoorDecision = 'allow' | 'deny' | 'only' | 'public';

/**
 * Every write route and whether a backdoor token may call it, written out so that a new write
 * route fails the test below until somebody decides. `public`: no token is read at all.
 */
const WRITE_DECISIONS: Record<string, BackdoorDecision> = {
  'POST /v2/user/login': 'public',
  'POST /v2/user/login-secret': 'public',
  // A backdoor token's logout ends the impersonation.
  'POST /v2/user/logout': 'allow',
  'POST /api/v2/auth/register': 'public',
  'POST /api/v2/auth/verify-email': 'public',
  'POST /api/v2/auth/resend-code': 'public',
  'POST /api/v2/auth/forgot-password': 'public',
  'POST /api/v2/auth/reset-password': 'public',
  'POST /api/v2/auth/change-password': 'deny',
  'POST /api/v2/auth/oidc/exchange': 'public',
  // Who the investor is, and where their payouts and tokens go: theirs alone.
  'PUT /api/v2/pfp/users/me/account/personal': 'deny',
  'PUT /api/v2/pfp/users/me/account/legal': 'deny',
  'PUT /api/v2/pfp/users/me/account/banking': 'deny',
  'PUT /api/v2/pfp/users/me/account/additional': 'allow',
  'PUT /api/v2/pfp/users/me/account/user-type': 'deny',
  'PUT /api/v2/pfp/users/me/account/investor-profile': 'allow',
  'PUT /api/v2/pfp/users/me/account/company': 'deny',
  'PUT /api/v2/pfp/users/me/account/partners': 'deny',
  'PUT /api/v2/pfp/users/me/account/beneficiaries': 'deny',
  'PUT /api/v2/pfp/users/me/account/wallet': 'deny',
  // Only the investor's own wallet can sign; a manager acting as them proves nothing.
  'POST /api/v2/pfp/users/me/account/wallet/challenge': 'deny',
  'POST /api/v2/pfp/users/me/account/wallet/verify': 'deny',
  'PUT /api/v2/pfp/users/me/account/public-name': 'allow',
  'PATCH /api/v2/pfp/users/me/account/preferences': 'allow',
  'PUT /api/v2/pfp/users/me/account/password': 'deny',
  'PUT /api/v2/pfp/users/me/account/image': 'allow',
  'DELETE /api/v2/pfp/users/me/account/image': 'allow',
  'DELETE /api/v2/pfp/users/me/account': 'deny',
  'POST /api/v2/pfp/manager/users/:id/impersonate': 'deny',
  'POST /api/v2/pfp/manager/impersonation/end': 'only',
  'POST /api/v2/pfp/manager/users/:id/validate': 'deny',
  'POST /api/v2/pfp/manager/users/:id/denegate': 'deny',
  'PUT /api/v2/pfp/manager/users/:id/roles': 'deny',
  'DELETE /api/v2/pfp/manager/users/:id': 'deny',
  'POST /api/v2/pfp/issuances': 'deny',
  'PATCH /api/v2/pfp/issuances/:id/steps/:step': 'deny',
  'PATCH /api/v2/pfp/issuances/:id/documents/:documentId': 'deny',
  'DELETE /api/v2/pfp/issuances/:id/documents/:documentId': 'deny',
  'DELETE /api/v2/pfp/issuances/:id/images/:imageId': 'deny',
  'DELETE /api/v2/pfp/issuances/:id/logo': 'deny',
  'POST /api/v2/pfp/issuances/:id/phase': 'deny',
  'POST /api/v2/pfp/issuances/:id/validation': 'deny',
  'POST /api/v2/pfp/issuances/:id/whitelist': 'deny',
  'DELETE /api/v2/pfp/issuances/:id/whitelist/:entryId': 'deny',
  'PUT /api/v2/pfp/manager/customization': 'deny',
  'POST /api/v2/pfp/manager/customization/versions/:id/restore': 'deny',
  'POST /api/v2/pfp/manager/customization/images': 'deny',
  'POST /api/v2/pfp/manager/bank-statements': 'deny',
  'PUT /api/v2/pfp/manager/payment-settings': 'deny',
  'POST /api/v2/pfp/payouts/claims': 'deny',
  'POST /api/v2/pfp/refunds/:id/pay': 'deny',
  'POST /api/v2/pfp/refunds/:id/mark-paid': 'deny',
  'POST /api/v2/pfp/payouts/:id/settle': 'deny',
  'DELETE /api/v2/pfp/payment-card': 'deny',
  'POST /api/v2/pfp/manager/bank-statements/entries/:id/decision': 'deny',
  'DELETE /api/v2/pfp/issuances/:id': 'deny',
  'PUT /api/v2/pfp/issuances/:id/follow': 'allow',
  'DELETE /api/v2/pfp/issuances/:id/follow': 'allow',
  'POST /api/v2/pfp/issuances/:id/images': 'deny',
  'POST /api/v2/pfp/issuances/:id/documents': 'deny',
  // The onboarding answers who the investor is; a draft would prefill their forms (an IBAN) with the manager's values.
  'PUT /api/v2/pfp/users/me/onboarding/drafts/:step': 'deny',
  'PUT /api/v2/pfp/users/me/investor-type': 'deny',
  'PUT /api/v2/pfp/users/me/personal-data': 'deny',
  'PUT /api/v2/pfp/users/me/additional-data': 'deny',
  'POST /api/v2/pfp/users/me/kyc': 'deny',
  'POST /api/v2/pfp/kyc/webhooks/:provider': 'public',
  'POST /api/v2/pfp/users/me/loss-bearing-capacity': 'allow',
  'POST /api/v2/users/me/suitability-test': 'allow',
  'POST /api/v2/users/me/suitability-test/declaration': 'allow',
  'POST /api/v2/pfp/investments/:id/payment/confirm': 'deny',
  'POST /api/v2/pfp/investments/:id/payment/reject': 'deny',
  'POST /api/v2/pfp/investments/:id/close': 'deny',
  'POST /api/v2/pfp/investments/:id/mint': 'deny',
  'POST /api/v2/pfp/issuances/:id/mint': 'deny',
  // The investment flow: what "act as investor" is for.
  'POST /api/v2/pfp/invest/:slug/interests': 'allow',
  'POST /api/v2/pfp/invest/:slug/orders': 'allow',
  // Withdrawing from an investment is the investor's own right; managers cancel with their own token.
  'POST /api/v2/pfp/investments/:id/cancel': 'deny',
  'POST /api/v2/pfp/investments/:id/revoke': 'deny',
  'POST /api/v2/pfp/investments/:id/payment-method': 'allow',
  'POST /api/v2/pfp/investments/:id/payments': 'allow',
  'POST /api/v2/pfp/investments/:id/proof-of-payment': 'allow',
  'POST /api/v2/pfp/payments/webhooks/:provider': 'public',
  'POST /api/v2/pfp/payments/webhooks/stripe': 'public',
  'POST /api/v2/pfp/sandbox/payments/:sessionId': 'public',
  'POST /api/v2/pfp/sandbox/payments/:sessionId/confirm': 'public',
  // The signed contract's evidence names the manager who signed for the investor.
  'POST /api/v2/pfp/investments/:id/signature': 'allow',
  'POST /api/v2/pfp/tokens': 'deny',
  'DELETE /api/v2/pfp/tokens/:id': 'deny',
  'POST /api/v2/pfp/issuances/:id/benefits': 'deny',
  'POST /api/v2/pfp/issuances/:id/benefits/:benefitId/pay': 'deny',
  'DELETE /api/v2/pfp/issuances/:id/benefits/:benefitId': 'deny',
  'POST /api/v2/pfp/users/me/earnings/claim-all': 'deny',
  'POST /api/v2/pfp/users/me/earnings/:id/claim': 'deny',
  'POST /api/v2/pfp/notifications/read-all': 'allow',
  'POST /api/v2/pfp/notifications/:id/read': 'allow',
  'PUT /api/v2/pfp/users/me/notification-preferences': 'allow',
  'POST /api/v2/pfp/notifications/broadcasts': 'deny',
  // The board offers the investor's tokens to others, and leads to a transfer.
  'POST /api/v2/pfp/board/ads': 'deny',
  'PATCH /api/v2/pfp/board/ads/:id': 'deny',
  'POST /api/v2/pfp/board/ads/:id/withdraw': 'deny',
  'POST /api/v2/pfp/board/ads/:id/contact': 'deny',
  'POST /api/v2/pfp/board/conversations/:id/messages': 'deny',
  'POST /api/v2/pfp/transfers': 'deny',
};

const decisionOf = (access: Access): BackdoorDecision => ('public' in access ? 'public' : access.backdoor);

describe('the backdoor decision of every write route', () => {
  it('is the one written in this table: a new write route fails here until somebody decides', () => {
    const declared = Object.fromEntries(accessRules.filter((rule) => rule.method !== 'GET').map((rule) => [`${rule.method} ${rule.path}`, decisionOf(rule.access)]));
    assert.deepEqual(declared, WRITE_DECISIONS);
  });
});

const PFP = '/api/v2/pfp';
const NEW_IBAN = 'GB29NWBK60161331926819';
const NEW_WALLET = `0x${'ab'.repeat(20)}`;

let ctx: TestContext;
let tenantId = '';
let managerId = '';
let managerToken = '';
let wind = '';

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  managerId = (await userByEmail(ctx, 'manager@demo.test')).id;
  managerToken = await ctx.login('manager@demo.test');
  wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
});
after(() => ctx.close());

type Investor = Awaited<ReturnType<typeof newInvestor>>;

/** The headers of a manager acting as `investor`, as the manager's front sends them. */
async function actingAs(investor: Investor): Promise<Record<string, string>> {
  const started = await ctx.request('POST', `${PFP}/manager/users/${investor.id}/impersonate`, { token: managerToken });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  return { 'X-USER-ACCESS-TOKEN': started.body.data.accessToken, 'X-MANAGER-USER-ACCESS-TOKEN': managerToken };
}

/** A MINTED investment of `tokens` with its ledger entry, as the manager's mint leaves it. */
async function mintedTokens(investor: Investor, tokens: number): Promise<void> {
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId: wind, investorId: investor.id, tokenAmount: tokens, amount: `${tokens * 100}.00`, paymentMethod: 'bank_transfer', status: 'MINTED', statusDates: {} })
    .returning({ id: t.investments.id });
  if (!row) throw new Error('investment not written');
  await ctx.deps.db.transaction((tx) =>
    ctx.deps.ledger.mint(tx, { tenantId, issuanceId: wind, contractAddress: null, to: { userId: investor.id, address: null }, amount: tokens, reference: `investment:${row.id}` }),
  );
}

/** A CREATED order placed now, so still within its reflection period. */
async function freshOrder(investor: Investor): Promise<string> {
  const placed = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, {
    token: investor.token,
    body: { tokens: 3, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': `order-${randomUUID()}` },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  return placed.body.data.id;
}

const auditOf = (subjectId: string) =>
  ctx.deps.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.subjectUserId, subjectId), eq(t.auditLog.tenantId, tenantId)));

const refused = (answer: { status: number; body: { error?: string } }) => assert.deepEqual([answer.status, answer.body.error], [403, 'not_allowed_while_impersonating'], JSON.stringify(answer.body));

describe("a manager acting as an investor cannot take their tokens or redirect their payouts (issue 33, defect 2)", () => {
  it('refuses a transfer of their tokens, and nothing moves', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const recipient = await newInvestor(ctx, { onboarded: true });
    await mintedTokens(investor, 5);
    const headers = await actingAs(investor);
    refused(await ctx.request('POST', `${PFP}/transfers`, { headers, body: { issuance_id: wind, tokens: 5, destination_email: recipient.email } }));
    assert.equal(await heldTokens(ctx.deps, ctx.deps.db, wind, investor.id), 5);
    assert.equal(await heldTokens(ctx.deps, ctx.deps.db, wind, recipient.id), 0);
  });

  it('refuses a new IBAN for their payouts, and the IBAN stays', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const before = (await userByEmail(ctx, investor.email)).iban;
    const headers = await actingAs(investor);
    refused(await ctx.request('PUT', `${PFP}/users/me/account/banking`, { headers, body: { account_holder: 'Someone Else', iban: NEW_IBAN } }));
    const after = await userByEmail(ctx, investor.email);
    assert.equal(after.iban, before);
    assert.notEqual(after.accountHolder, 'Someone Else');
  });

  it('refuses a new wallet for their tokens, and the wallet stays', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const own = `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`;
    assert.equal((await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: investor.token, body: { wallet_address: own } })).status, 200);
    const headers = await actingAs(investor);
    refused(await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { headers, body: { wallet_address: NEW_WALLET } }));
    const wallets = await ctx.deps.db.select({ address: t.wallets.address }).from(t.wallets).where(eq(t.wallets.userId, investor.id));
    assert.deepEqual(wallets, [{ address: own }]);
  });

  it('refuses to revoke their order within the reflection period, and the order stays', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: false });
    const id = await freshOrder(investor);
    const headers = await actingAs(investor);
    refused(await ctx.request('POST', `${PFP}/investments/${id}/revoke`, { headers }));
    refused(await ctx.request('POST', `${PFP}/investments/${id}/cancel`, { headers }));
    const [row] = await ctx.deps.db.select({ status: t.investments.status }).from(t.investments).where(eq(t.investments.id, id));
    assert.equal(row?.status, 'CREATED');
    // The investor in person still may.
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/revoke`, { token: investor.token })).status, 200);
  });

  it('leaves no write in the audit log for what it refused', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const headers = await actingAs(investor);
    refused(await ctx.request('PUT', `${PFP}/users/me/account/banking`, { headers, body: { account_holder: 'Someone Else', iban: NEW_IBAN } }));
    assert.deepEqual((await auditOf(investor.id)).map((entry) => entry.action), ['impersonation.started']);
  });
});

describe('every write a manager makes acting as an investor is audited', () => {
  it('records the manager, the investor, the route with its parameters and what was sent', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const id = await freshOrder(investor);
    const headers = await actingAs(investor);
    const chosen = await ctx.request('POST', `${PFP}/investments/${id}/payment-method`, { headers, body: { method: 'bank_transfer', use_balance: false } });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));

    const writes = (await auditOf(investor.id)).filter((entry) => entry.action === 'impersonation.write');
    assert.equal(writes.length, 1);
    const [write] = writes;
    assert.equal(write?.actorUserId, managerId);
    assert.equal(write?.subjectUserId, investor.id);
    const [impersonation] = await ctx.deps.db.select({ id: t.impersonations.id }).from(t.impersonations).where(eq(t.impersonations.targetUserId, investor.id));
    assert.deepEqual(write?.details, {
      impersonation_id: impersonation?.id,
      request_id: write?.details.request_id,
      method: 'POST',
      route: '/api/v2/pfp/investments/:id/payment-method',
      params: [`id: ${id}`],
      changes: ['method: bank_transfer', 'use_balance: false'],
    });
    assert.equal(typeof write?.details.request_id, 'string');

    // The manager's sheet of the investor lists it in their history.
    const sheet = await ctx.request('GET', `${PFP}/manager/users/${investor.id}`, { token: managerToken });
    assert.ok(sheet.body.data.history.some((entry: { action: string; actor: { id: string } }) => entry.action === 'impersonation.write' && entry.actor.id === managerId));
  });

  it('names an uploaded file by its name only', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const id = await freshOrder(investor);
    const headers = await actingAs(investor);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/payment-method`, { headers, body: { method: 'bank_transfer', use_balance: false } })).status, 200);
    // Invest, sign, pay: the contract is signed before the transfer starts.
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/signature`, { headers, body: signatureBody() })).status, 200);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/payments`, { headers, body: { method: 'bank_transfer' } })).status, 200);
    const file = new FormData();
    file.append('file', new Blob([PDF]), 'receipt.pdf');
    const uploaded = await ctx.request('POST', `${PFP}/investments/${id}/proof-of-payment`, { headers, form: file });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));

    const writes = (await auditOf(investor.id)).filter((entry) => entry.action === 'impersonation.write');
    const proof = writes.find((entry) => entry.details.route === '/api/v2/pfp/investments/:id/proof-of-payment');
    assert.deepEqual(proof?.details.changes, ['file: receipt.pdf']);
    assert.equal(writes.length, 4);
  });

  it('records nothing for a write the investor makes in person, nor for a refused or failed one', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const id = await freshOrder(investor);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/payment-method`, { token: investor.token, body: { method: 'bank_transfer', use_balance: false } })).status, 200);
    const headers = await actingAs(investor);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${id}/payment-method`, { headers, body: { method: 'nonsense' } })).status, 400);
    assert.deepEqual((await auditOf(investor.id)).map((entry) => entry.action), ['impersonation.started']);
  });
});
