import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { businessDay, PAID_INVESTMENT_STATUSES, reflectionPeriodEnd, type InvestmentStatus } from 'shared';
import * as t from '../../db/schema.js';
import { DAY } from '../../lib/clock.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize, issuanceBySlug, newInvestor, PDF, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import { chooseMethod, inProcess, mailsAbout, movesTo, orderToPay, PFP, startPayment, statusOf } from '../../test/payment-fixtures.js';
import { DISBURSEMENT_NOTICE_KIND } from './disbursement-notice.js';
import { INVESTMENT_EXPORT_HEADERS } from './investments.handlers.js';

let ctx: TestContext;
let manager: string;
let entrepreneur: string;
let investor: string;
let demoTenant: string;

before(async () => {
  ctx = await createTestContext();
  ctx.deps.notifier.useTransport(inProcess(ctx));
  manager = await ctx.login('manager@demo.test');
  entrepreneur = await ctx.login('entrepreneur@demo.test');
  investor = await ctx.login('investor@demo.test');
  demoTenant = await tenantIdOf(ctx);
});
after(() => ctx.close());

/** An order of Fleet Leasing Pool (20.00 a token) paid by bank transfer, its proof sent: waiting for a manager. */
async function proofSent(tokens = 3) {
  const order = await orderToPay(ctx, { tokens });
  assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
  assert.equal((await startPayment(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf');
  const uploaded = await ctx.request('POST', `${PFP}/investments/${order.id}/proof-of-payment`, { token: order.investor.token, form });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  return order;
}

/** A fresh order put straight into `status` (the steps before it are tested elsewhere). */
async function orderIn(status: InvestmentStatus, tokens = 2) {
  const order = await orderToPay(ctx, { tokens });
  await ctx.deps.db
    .update(t.investments)
    .set({ status, paymentMethod: 'bank_transfer', statusDates: { CREATED: new Date().toISOString(), [status]: new Date().toISOString() } })
    .where(eq(t.investments.id, order.id));
  return order;
}

/** A wallet of the investor's own, where minted tokens go. */
async function giveWallet(investorId: string): Promise<string> {
  const wallet = `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`;
  await ctx.deps.db.insert(t.wallets).values({ tenantId: demoTenant, userId: investorId, address: wallet });
  return wallet;
}

async function setFleetStatus(status: 'CAMPAIGN' | 'CLOSED') {
  const fleet = await issuanceBySlug(ctx, 'fleet-leasing-pool');
  await ctx.deps.db.update(t.issuances).set({ status }).where(eq(t.issuances.id, fleet.id));
}

/**
 * Runs `check` five days on, past the reflection period of any order placed today, with Fleet
 * Leasing Pool's campaign closed: when its orders may be closed and minted.
 */
async function afterTheRound<T>(check: () => Promise<T>): Promise<T> {
  await setFleetStatus('CLOSED');
  ctx.clock.advance(5 * DAY);
  try {
    return await check();
  } finally {
    ctx.clock.reset();
    await setFleetStatus('CAMPAIGN');
  }
}

/** An order in `status` of an investor with a wallet: mintable once the round is over. */
async function walletOrderIn(status: InvestmentStatus, tokens = 2) {
  const order = await orderIn(status, tokens);
  return { ...order, wallet: await giveWallet(order.investor.id) };
}

async function ledgerEntriesOf(investmentId: string) {
  return ctx.deps.db.select().from(t.tokenLedgerEntries).where(eq(t.tokenLedgerEntries.reference, `investment:${investmentId}`));
}

const list = (token: string, query = '') => ctx.request('GET', `${PFP}/investments${query}`, { token });

describe('GET /investments: who sees which investments', () => {
  it("a manager sees every investment of the tenant and none of another's", async () => {
    const answer = await list(manager, '?per_page=100');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const inTenant = await ctx.deps.db.select({ id: t.investments.id }).from(t.investments).where(eq(t.investments.tenantId, demoTenant));
    assert.equal(answer.body.totals.count, inTenant.length);
    assert.equal(answer.body.meta.total, inTenant.length);
    const ids = new Set(inTenant.map((row) => row.id));
    assert.ok((answer.body.data as { id: string }[]).every((row) => ids.has(row.id)));
  });

  it('an entrepreneur sees only the investments in their own projects, and may do nothing with them', async () => {
    const owner = await userByEmail(ctx, 'entrepreneur@demo.test');
    const own = await ctx.deps.db
      .select({ id: t.investments.id })
      .from(t.investments)
      .innerJoin(t.issuances, eq(t.issuances.id, t.investments.issuanceId))
      .where(eq(t.issuances.ownerId, owner.id));
    assert.ok(own.length > 0);
    const answer = await list(entrepreneur, '?per_page=100');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.totals.count, own.length);
    const ownIds = new Set(own.map((row) => row.id));
    for (const row of answer.body.data as { id: string; actions: Record<string, boolean> }[]) {
      assert.ok(ownIds.has(row.id), `${row.id} is not in the entrepreneur's projects`);
      assert.deepEqual(Object.values(row.actions), [false, false, false, false, false]);
    }
  });

  it("an entrepreneur filtering by another's project gets nothing", async () => {
    const fleet = await issuanceBySlug(ctx, 'fleet-leasing-pool');
    const answer = await list(entrepreneur, `?project_id=${fleet.id}`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.totals.count, 0);
    assert.deepEqual(answer.body.data, []);
  });

  it('an investor is refused, and so is a manager acting as one', async () => {
    assert.equal((await list(investor)).status, 403);
    assert.equal((await ctx.request('GET', `${PFP}/investments/export?format=csv`, { token: investor })).status, 403);
  });

  it('totals cover every page of the filtered list, not only the one shown', async () => {
    const all = await list(manager, '?status=MINTED&per_page=100');
    const first = await list(manager, '?status=MINTED&per_page=2');
    assert.equal(first.body.data.length, 2);
    assert.deepEqual(first.body.totals, all.body.totals);
    assert.equal(first.body.meta.total_pages, Math.ceil(all.body.totals.count / 2));
    const rows = all.body.data as { amount: string; tokens: number; status: string }[];
    assert.ok(rows.every((row) => row.status === 'MINTED'));
    assert.equal(all.body.totals.tokens, rows.reduce((sum, row) => sum + row.tokens, 0));
    assert.equal(all.body.totals.amount, (rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100).toFixed(2));
  });

  it("a manager's actions follow the investment's status", async () => {
    const order = await proofSent();
    const answer = await list(manager, `?q=${encodeURIComponent(order.investor.email)}`);
    assert.equal(answer.body.data.length, 1);
    assert.deepEqual(answer.body.data[0].actions, { confirm_payment: true, reject_payment: true, close: false, cancel: true, mint: false });
    assert.equal(answer.body.data[0].investor.email, order.investor.email);
  });

  it('the date range is inclusive days of the order date', async () => {
    const order = await orderToPay(ctx);
    // The range is in the tenant's days: between 23:00 and midnight UTC, Madrid is already on the next one.
    const tenant = await ctx.deps.tenants.resolve('localhost');
    assert.ok(tenant);
    const today = businessDay(ctx.clock.now(), tenant.timeZone);
    const hit = await list(manager, `?q=${encodeURIComponent(order.investor.email)}&from=${today}&to=${today}`);
    assert.equal(hit.body.totals.count, 1);
    const miss = await list(manager, `?q=${encodeURIComponent(order.investor.email)}&to=2000-01-01`);
    assert.equal(miss.body.totals.count, 0);
    for (const day of ['2026-02-30', '2026-13-45']) {
      const refused = await list(manager, `?from=${day}`);
      assert.equal(refused.status, 400, day);
      assert.equal(refused.body.fields.from.key, 'validator.form_field_invalid');
    }
  });
});

describe('GET /investments/export', () => {
  function csvRows(bytes: Uint8Array): string[] {
    return new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
  }

  it('has one row per investment of the filtered total, for a manager and for an entrepreneur', async () => {
    for (const [token, query] of [
      [manager, ''],
      [manager, 'status=MINTED'],
      [entrepreneur, ''],
    ] as const) {
      const listed = await list(token, `?${query}`);
      const file = await ctx.request('GET', `${PFP}/investments/export?format=csv&${query}`, { token });
      assert.equal(file.status, 200);
      assert.match(file.headers.get('Content-Disposition') ?? '', /investments\.csv/);
      const lines = csvRows(file.bytes);
      assert.equal(lines[0], INVESTMENT_EXPORT_HEADERS.join(','));
      assert.equal(lines.length - 1, listed.body.totals.count, `export of ${query || 'everything'}`);
    }
  });

  it('writes the same rows as a spreadsheet', async () => {
    const listed = await list(manager, '?status=MINTED');
    const file = await ctx.request('GET', `${PFP}/investments/export?format=xlsx&status=MINTED`, { token: manager });
    assert.equal(file.status, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    assert.equal(sheet.actualRowCount - 1, listed.body.totals.count);
  });

  it('asks for a format', async () => {
    const answer = await ctx.request('GET', `${PFP}/investments/export`, { token: manager });
    assert.equal(answer.status, 400);
  });
});

describe('a manager confirms or rejects a transfer', () => {
  it('confirm: PROOF_OF_PAYMENT_UPLOADED → CHARGED, then SIGNED as its contract was signed before paying, and the investor is told', async () => {
    const order = await proofSent(1);
    const confirmed = await ctx.request('POST', `${PFP}/investments/${order.id}/payment/confirm`, { token: manager });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.data.status, 'SIGNED');
    assert.equal(confirmed.body.data.actions.confirm_payment, false);
    const [move] = await movesTo(ctx, order.id, 'CHARGED');
    assert.equal(move?.actorKind, 'manager');
    const received = await mailsAbout(ctx, order.id, 'payment_received');
    assert.equal(received.length, 1);
    // One token in the singular, the amount in the tenant's euros and the reader's (Spanish) format.
    assert.match(received[0]?.text ?? '', /tu inversión de 1 token [A-Z]+: \d+,\d{2}\u00A0€\./);
    const [notice] = await ctx.deps.db.select().from(t.notifications).where(and(eq(t.notifications.subjectId, order.id), eq(t.notifications.kind, 'payment')));
    assert.match(notice?.texts?.en.body ?? '', /^Your investment of 1 [A-Z]+ token in /);
    assert.match(notice?.texts?.es.body ?? '', /^Tu inversión de 1 token [A-Z]+ en /);
    const again = await ctx.request('POST', `${PFP}/investments/${order.id}/payment/confirm`, { token: manager });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'investment_transition_not_allowed');
  });

  it('reject: → PAYMENT_ERROR with the reason, which the investor reads in the e-mail and their list', async () => {
    const order = await proofSent();
    // The investor reads English (chosen on the account page): the mail is in English alone.
    await ctx.deps.db.update(t.users).set({ language: 'en' }).where(eq(t.users.email, order.investor.email));
    const missing = await ctx.request('POST', `${PFP}/investments/${order.id}/payment/reject`, { token: manager, body: {} });
    assert.equal(missing.status, 400);
    const reason = 'The transfer has not arrived';
    const rejected = await ctx.request('POST', `${PFP}/investments/${order.id}/payment/reject`, { token: manager, body: { reason } });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.status, 'PAYMENT_ERROR');
    assert.equal(rejected.body.data.status_reason, reason);
    const [mail] = await mailsAbout(ctx, order.id, 'payment_rejected');
    assert.ok(mail);
    assert.equal(mail.meta.language, 'en');
    assert.equal(mail.subject, `Payment not confirmed: ${rejected.body.data.project_title}`);
    assert.match(mail.text, /Reason: The transfer has not arrived/);
    assert.doesNotMatch(mail.text, /Motivo/);
    assert.match(mail.text, new RegExp(`pay again at http://[^/]+/invest/${rejected.body.data.project_slug}/method-payment`));
    const mine = await ctx.request('GET', `${PFP}/users/me/investments?tab=ordered`, { token: order.investor.token });
    assert.equal(mine.body.data[0].status_reason, reason);
    const payment = await ctx.request('GET', `${PFP}/investments/${order.id}/payment`, { token: order.investor.token });
    assert.equal(payment.body.data.last_error, 'payment_failed');
    // Paying again clears the manager's reason.
    assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
    const after = await ctx.request('GET', `${PFP}/investments/${order.id}`, { token: order.investor.token });
    assert.equal(after.body.data.status_reason, null);
  });

  it('is for managers only: an entrepreneur is refused, another status answers 409', async () => {
    const order = await proofSent();
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/payment/confirm`, { token: entrepreneur })).status, 403);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/payment/reject`, { token: entrepreneur, body: { reason: 'no' } })).status, 403);
    const created = await orderToPay(ctx);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${created.id}/payment/confirm`, { token: manager })).status, 409);
    assert.equal(await statusOf(ctx, order.id), 'PROOF_OF_PAYMENT_UPLOADED');
  });
});

describe('closing and cancelling', () => {
  it('close: SIGNED → CLOSED; a CHARGED one only when the tenant hides signing', async () => {
    const signed = await orderIn('SIGNED');
    const early = await ctx.request('POST', `${PFP}/investments/${signed.id}/close`, { token: manager, body: {} });
    assert.deepEqual([early.status, early.body.error], [409, 'reflection_period_open']);
    const closed = await afterTheRound(() => ctx.request('POST', `${PFP}/investments/${signed.id}/close`, { token: manager, body: {} }));
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    assert.equal(closed.body.data.status, 'CLOSED');
    assert.equal((await mailsAbout(ctx, signed.id, 'investment_closed')).length, 1);

    const charged = await orderIn('CHARGED');
    const notSigned = await afterTheRound(() => ctx.request('POST', `${PFP}/investments/${charged.id}/close`, { token: manager, body: {} }));
    assert.deepEqual([notSigned.status, notSigned.body.error], [409, 'investment_transition_not_allowed']);
    await customize(ctx, { hide: { signInvestment: true } });
    try {
      const hidden = await afterTheRound(() => ctx.request('POST', `${PFP}/investments/${charged.id}/close`, { token: manager, body: { reason: 'round closed' } }));
      assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
      assert.equal(hidden.body.data.status, 'CLOSED');
    } finally {
      await customize(ctx, { hide: { signInvestment: false } });
    }
  });

  it("a manager cancels a paid order with a reason: the balance used comes back and, the tenant not paying with balance, the rest is a refund due", async (test) => {
    const order = await orderIn('CHARGED', 5);
    await ctx.deps.db.update(t.investments).set({ balanceUsed: '30.00' }).where(eq(t.investments.id, order.id));
    const before = await userByEmail(ctx, order.investor.email);
    await customize(ctx, { extras: { payWithBalance: false } });
    test.after(() => customize(ctx, { extras: { payWithBalance: true } }));
    const noReason = await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: {} });
    assert.equal(noReason.status, 400);
    const cancelled = await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'Duplicate order' } });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.data.status, 'CANCELED');
    assert.equal(cancelled.body.data.status_reason, 'Duplicate order');
    const afterCancel = await userByEmail(ctx, order.investor.email);
    assert.equal(Number(afterCancel.availableBalance) - Number(before.availableBalance), 30);
    const [refund] = await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id));
    assert.equal(refund?.amount, '70.00');
    const [mail] = await mailsAbout(ctx, order.id, 'investment_canceled');
    assert.match(mail?.text ?? '', /Duplicate order/);
    // In the investor's language alone (never chosen: the tenant's default, Spanish), in its number format.
    assert.equal(mail?.meta.language, 'es');
    assert.match(mail?.text ?? '', /Tu inversión de 5 tokens [A-Z]+ \(100,00\u00A0€\) ha sido cancelada\./);
    assert.match(mail?.text ?? '', /Devuelto a tu saldo: 30,00\u00A0€\.\nTe devolveremos 70,00\u00A0€ por el medio de pago usado\./);
    assert.doesNotMatch(mail?.text ?? '', /Your investment/);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'again' } })).status, 409);
  });

  it('a manager cancels a paid order while the tenant pays with balance: all of it is credited to the balance, once', async () => {
    const order = await orderIn('CHARGED', 5);
    await ctx.deps.db.update(t.investments).set({ balanceUsed: '30.00' }).where(eq(t.investments.id, order.id));
    const before = await userByEmail(ctx, order.investor.email);
    const cancelled = await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'Duplicate order' } });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'again' } })).status, 409);
    const afterCancel = await userByEmail(ctx, order.investor.email);
    assert.equal(Number(afterCancel.availableBalance) - Number(before.availableBalance), 100);
    const [refund] = await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id));
    assert.deepEqual([refund?.amount, refund?.status], ['70.00', 'credited_to_balance']);
    const entries = await ctx.deps.db.select().from(t.balanceEntries).where(eq(t.balanceEntries.investmentId, order.id));
    assert.deepEqual(entries.map((entry) => [entry.kind, entry.amount]).sort(), [['order_refund', '70.00'], ['order_released', '30.00']]);
    const [mail] = await mailsAbout(ctx, order.id, 'investment_canceled');
    assert.match(mail?.text ?? '', /Devuelto a tu saldo: 100,00\u00A0€\./);
    assert.doesNotMatch(mail?.text ?? '', /Te devolveremos/);
  });

  it('the investor still cancels only their own interest, without a body', async () => {
    const own = await newInvestor(ctx, { onboarded: true });
    const interest = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/interests`, { token: own.token, body: { amount: '100' } });
    assert.equal(interest.status, 201, JSON.stringify(interest.body));
    const cancelled = await ctx.request('POST', `${PFP}/investments/${interest.body.data.id}/cancel`, { token: own.token });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.status, 'CANCELED');
    const order = await orderToPay(ctx);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: order.investor.token })).status, 409);
  });
});

describe('minting', () => {
  const mint = (id: string) => ctx.request('POST', `${PFP}/investments/${id}/mint`, { token: manager });

  it('mints only SIGNED or CLOSED investments (CHARGED when signing is hidden)', async () => {
    for (const status of ['CREATED', 'PROOF_OF_PAYMENT_UPLOADED', 'CHARGED', 'SIGNED_PENDING', 'CANCELED'] as const) {
      const order = await walletOrderIn(status);
      const refused = await afterTheRound(() => mint(order.id));
      assert.equal(refused.status, 409, status);
      assert.equal(refused.body.error, 'investment_not_mintable');
      assert.equal(await statusOf(ctx, order.id), status);
      assert.deepEqual(await ledgerEntriesOf(order.id), []);
    }
    const charged = await walletOrderIn('CHARGED');
    await customize(ctx, { hide: { signInvestment: true } });
    try {
      const minted = await afterTheRound(() => mint(charged.id));
      assert.equal(minted.status, 200, JSON.stringify(minted.body));
      assert.equal(minted.body.data.status, 'MINTED');
    } finally {
      await customize(ctx, { hide: { signInvestment: false } });
    }
  });

  it("SIGNED → CLOSED → MINTED in one go, with one ledger entry to the investor's wallet and its reference on the investment", async () => {
    const order = await walletOrderIn('SIGNED', 4);
    const minted = await afterTheRound(() => mint(order.id));
    assert.equal(minted.status, 200, JSON.stringify(minted.body));
    assert.equal(minted.body.data.status, 'MINTED');
    assert.ok(minted.body.data.status_dates.CLOSED);
    const entries = await ledgerEntriesOf(order.id);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.amount, 4);
    assert.equal(entries[0]?.toAddress, order.wallet);
    assert.equal(minted.body.data.mint_reference, entries[0]?.transactionReference);
    assert.match(minted.body.data.mint_reference, /^0x[0-9a-f]{64}$/);
    assert.equal((await movesTo(ctx, order.id, 'CLOSED')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'investment_minted')).length, 1);
    const balance = await ctx.deps.ledger.balanceOf(ctx.deps.db, { issuanceId: entries[0]?.issuanceId ?? '', contractAddress: null, account: { userId: order.investor.id, address: null } });
    assert.equal(balance, 4);
  });

  it('is idempotent: minting again, or twice at once, never writes a second ledger entry', async () => {
    const order = await walletOrderIn('CLOSED', 3);
    const [first, second, again] = await afterTheRound(async () => [...(await Promise.all([mint(order.id), mint(order.id)])), await mint(order.id)]);
    assert.equal(first?.status, 200, JSON.stringify(first?.body));
    assert.equal(second?.status, 200, JSON.stringify(second?.body));
    assert.equal(again?.status, 200);
    const entries = await ledgerEntriesOf(order.id);
    assert.equal(entries.length, 1);
    assert.equal(again?.body.data.mint_reference, entries[0]?.transactionReference);
    assert.equal((await movesTo(ctx, order.id, 'MINTED')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'investment_minted')).length, 1);
  });

  it("mints with the project's contract", async () => {
    const order = await walletOrderIn('SIGNED', 1);
    const fleet = await issuanceBySlug(ctx, 'fleet-leasing-pool');
    await ctx.deps.db.update(t.issuances).set({ smartContractAddress: '0xabcabcabcabcabcabcabcabcabcabcabcabcabca' }).where(eq(t.issuances.id, fleet.id));
    try {
      assert.equal((await afterTheRound(() => mint(order.id))).status, 200);
      const [entry] = await ledgerEntriesOf(order.id);
      assert.equal(entry?.toAddress, order.wallet);
      assert.equal(entry?.contractAddress, '0xabcabcabcabcabcabcabcabcabcabcabcabcabca');
    } finally {
      await ctx.deps.db.update(t.issuances).set({ smartContractAddress: null }).where(eq(t.issuances.id, fleet.id));
    }
  });

  it("waits for the end of the investor's reflection period, in the tenant's zone, which the list shows; the investor may revoke until then", async () => {
    const order = await walletOrderIn('SIGNED', 2);
    await setFleetStatus('CLOSED');
    try {
      const endsAt = reflectionPeriodEnd(new Date(), 'Europe/Madrid').toISOString();
      const refused = await mint(order.id);
      assert.deepEqual([refused.status, refused.body.error, refused.body.mintable_from], [409, 'reflection_period_open', endsAt]);
      assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/close`, { token: manager, body: {} })).body.error, 'reflection_period_open');
      assert.equal(await statusOf(ctx, order.id), 'SIGNED');
      assert.deepEqual(await ledgerEntriesOf(order.id), []);

      const [row] = (await list(manager, `?q=${encodeURIComponent(order.investor.email)}`)).body.data;
      assert.deepEqual([row.actions.mint, row.actions.close, row.mint_blocked_by, row.mintable_from], [false, false, ['reflection_period_open'], endsAt]);
      const mine = await ctx.request('GET', `${PFP}/users/me/investments?tab=all`, { token: order.investor.token });
      assert.equal(mine.body.data[0].revocable, true);

      ctx.clock.advance(new Date(endsAt).getTime() - Date.now() - 60_000);
      assert.equal((await mint(order.id)).body.error, 'reflection_period_open', 'a minute before the end');
      ctx.clock.advance(60_000);
      const [ready] = (await list(manager, `?q=${encodeURIComponent(order.investor.email)}`)).body.data;
      assert.deepEqual([ready.actions.mint, ready.mint_blocked_by, ready.mintable_from], [true, [], null]);
      assert.equal((await mint(order.id)).status, 200);
    } finally {
      ctx.clock.reset();
      await setFleetStatus('CAMPAIGN');
    }
  });

  it('a sophisticated investor has no reflection period to wait for', async () => {
    const order = await walletOrderIn('SIGNED', 1);
    await ctx.deps.db.update(t.users).set({ sophisticated: true }).where(eq(t.users.id, order.investor.id));
    await setFleetStatus('CLOSED');
    try {
      assert.equal((await mint(order.id)).status, 200);
    } finally {
      await setFleetStatus('CAMPAIGN');
    }
  });

  it("waits for the project's campaign to close (the last status of the tenant's flow)", async () => {
    const order = await walletOrderIn('SIGNED', 1);
    ctx.clock.advance(5 * DAY);
    try {
      const refused = await mint(order.id);
      assert.deepEqual([refused.status, refused.body.error], [409, 'campaign_not_closed']);
      const [row] = (await list(manager, `?q=${encodeURIComponent(order.investor.email)}`)).body.data;
      assert.deepEqual([row.actions.mint, row.actions.close, row.mint_blocked_by], [false, true, ['campaign_not_closed']]);
      await customize(ctx, { flows: { project_status: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN'] } });
      try {
        assert.equal((await mint(order.id)).status, 200, 'a tenant whose flow ends at CAMPAIGN');
      } finally {
        await customize(ctx, { flows: { project_status: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'] } });
      }
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses an investor without a wallet, until they add one', async () => {
    const order = await orderIn('SIGNED', 1);
    await afterTheRound(async () => {
      const refused = await mint(order.id);
      assert.deepEqual([refused.status, refused.body.error], [409, 'holder_has_no_wallet']);
      assert.deepEqual(await ledgerEntriesOf(order.id), []);
      const [row] = (await list(manager, `?q=${encodeURIComponent(order.investor.email)}`)).body.data;
      assert.deepEqual([row.actions.mint, row.mint_blocked_by], [false, ['holder_has_no_wallet']]);
      const wallet = await giveWallet(order.investor.id);
      assert.equal((await mint(order.id)).status, 200);
      assert.equal((await ledgerEntriesOf(order.id))[0]?.toAddress, wallet);
    });
  });

  it("a project's bulk mint mints each mintable investment once and leaves the others", async () => {
    const bridge = await issuanceBySlug(ctx, 'bridge-notes-2027');
    const valencia = await issuanceBySlug(ctx, 'valencia-lofts');
    const mintable = await ctx.deps.db
      .select({ id: t.investments.id, tokens: t.investments.tokenAmount })
      .from(t.investments)
      .where(and(eq(t.investments.issuanceId, bridge.id), inArray(t.investments.status, ['SIGNED', 'CLOSED'])));
    assert.ok(mintable.length > 0, 'the seed has a closed investment in Bridge Notes 2027, whose campaign is closed');
    assert.equal((await ctx.request('POST', `${PFP}/issuances/${bridge.id}/mint`, { token: entrepreneur })).status, 403);
    const bulk = await ctx.request('POST', `${PFP}/issuances/${bridge.id}/mint`, { token: manager });
    assert.equal(bulk.status, 200, JSON.stringify(bulk.body));
    assert.equal(bulk.body.data.minted, mintable.length);
    assert.equal(bulk.body.data.tokens, mintable.reduce((sum, row) => sum + row.tokens, 0));
    assert.ok((bulk.body.data.investments as { status: string }[]).every((row) => row.status === 'MINTED'));
    const again = await ctx.request('POST', `${PFP}/issuances/${bridge.id}/mint`, { token: manager });
    assert.equal(again.body.data.minted, 0);
    for (const row of mintable) assert.equal((await ledgerEntriesOf(row.id)).length, 1);
    const open = await ctx.request('POST', `${PFP}/issuances/${valencia.id}/mint`, { token: manager });
    assert.equal(open.body.data.minted, 0, "Valencia Lofts' signed orders wait for its campaign to close");
  });
});

describe('the 90 % disbursement notice', () => {
  it('tells the owner and every manager once, by e-mail and notification, even when two payments cross the line together', async () => {
    const fleet = await issuanceBySlug(ctx, 'fleet-leasing-pool');
    const first = await proofSent(3);
    const second = await proofSent(3);
    const paid = await ctx.deps.db
      .select({ amount: t.investments.amount })
      .from(t.investments)
      .where(and(eq(t.investments.issuanceId, fleet.id), inArray(t.investments.status, [...PAID_INVESTMENT_STATUSES])));
    const raisedCents = paid.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    // One more payment of 60.00 reaches 90 % of this maximum.
    const max = (Math.floor((raisedCents + 6000) / 0.9) / 100).toFixed(2);
    await ctx.deps.db.update(t.issuances).set({ maxFundraising: max, disbursementNoticeSentAt: null }).where(eq(t.issuances.id, fleet.id));

    const confirms = await Promise.all(
      [first, second].map((order) => ctx.request('POST', `${PFP}/investments/${order.id}/payment/confirm`, { token: manager })),
    );
    for (const answer of confirms) assert.equal(answer.status, 200, JSON.stringify(answer.body));

    const notices = await ctx.deps.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.kind, DISBURSEMENT_NOTICE_KIND), eq(t.notifications.tenantId, demoTenant)));
    const owner = await userByEmail(ctx, 'company@demo.test');
    const admins = await ctx.deps.db.select({ id: t.users.id }).from(t.users).where(and(eq(t.users.tenantId, demoTenant), eq(t.users.primaryRole, 'ADMIN')));
    const expected = new Set([owner.id, ...admins.map((admin) => admin.id)]);
    assert.equal(notices.length, expected.size);
    assert.deepEqual(new Set(notices.map((notice) => notice.userId)), expected);
    assert.equal((notices[0]?.payload as { issuance_id?: string }).issuance_id, fleet.id);
    const mails = (await ctx.deps.db.select().from(t.mailOutbox)).filter(
      (mail) => (mail.meta as Record<string, string>).purpose === 'disbursement_ready' && (mail.meta as Record<string, string>).issuance_id === fleet.id,
    );
    assert.equal(mails.length, expected.size);
    assert.ok(mails.some((mail) => mail.to === 'company@demo.test' && /entrepreneur\/issuances/.test(mail.text)));
    // In the reader's language alone, with the amounts in its format.
    assert.ok(mails.every((mail) => /ha recaudado \d[\d.]*,\d{2}\u00A0€ de un máximo de \d[\d.]*,\d{2}\u00A0€/.test(mail.text) !== /has raised/.test(mail.text)));
    const texts = notices[0]?.texts;
    assert.match(texts?.en.body ?? '', /has raised \d[\d,]*\.\d{2}\u00A0€ of \d[\d,]*\.\d{2}\u00A0€: prepare the disbursement\.$/);
    assert.match(texts?.es.body ?? '', /ha recaudado \d[\d.]*,\d{2}\u00A0€ de \d[\d.]*,\d{2}\u00A0€: prepara el desembolso\.$/);
    assert.match(texts?.en.title ?? '', /: 90%$/);

    const third = await proofSent(1);
    assert.equal((await ctx.request('POST', `${PFP}/investments/${third.id}/payment/confirm`, { token: manager })).status, 200);
    const later = await ctx.deps.db.select().from(t.notifications).where(eq(t.notifications.kind, DISBURSEMENT_NOTICE_KIND));
    assert.equal(later.length, notices.length);
  });

  it('stays quiet below 90 %', async () => {
    const olive = await issuanceBySlug(ctx, 'olive-oil-cooperative');
    await ctx.deps.db.update(t.issuances).set({ disbursementNoticeSentAt: null }).where(eq(t.issuances.id, olive.id));
    const { noticeDisbursementIfDue } = await import('./disbursement-notice.js');
    const tenant = await ctx.deps.tenants.resolve('localhost');
    assert.ok(tenant);
    assert.equal(await noticeDisbursementIfDue(ctx.deps, tenant, olive.id), false);
    const [row] = await ctx.deps.db.select({ sentAt: t.issuances.disbursementNoticeSentAt }).from(t.issuances).where(eq(t.issuances.id, olive.id));
    assert.equal(row?.sentAt, null);
  });
});

describe("GET /users/me/investments: the investor's tabs", () => {
  it('answers one tab, newest first and paged, with how many each tab holds', async () => {
    const own = await newInvestor(ctx, { onboarded: true });
    const interest = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/interests`, { token: own.token, body: { amount: '100' } });
    assert.equal(interest.status, 201);
    for (const key of ['a', 'b']) {
      const placed = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, {
        token: own.token,
        body: { tokens: 2, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
        headers: { 'Idempotency-Key': `tabs-${key}-${randomUUID()}` },
      });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
    }
    const preordered = await ctx.request('GET', `${PFP}/users/me/investments?tab=preordered`, { token: own.token });
    assert.equal(preordered.status, 200);
    assert.deepEqual(
      preordered.body.data.map((row: { id: string }) => row.id),
      [interest.body.data.id],
    );
    assert.equal(preordered.body.tab_counts.all, 3);
    assert.equal(preordered.body.tab_counts.preordered, 1);
    assert.equal(preordered.body.tab_counts.ordered, 2);
    assert.equal(preordered.body.tab_counts.minted, 0);
    const secondPage = await ctx.request('GET', `${PFP}/users/me/investments?per_page=2&page=2`, { token: own.token });
    assert.deepEqual(secondPage.body.meta, { page: 2, per_page: 2, total: 3, total_pages: 2 });
    assert.deepEqual(secondPage.body.data.map((row: { id: string }) => row.id), [interest.body.data.id]);
    assert.equal((await ctx.request('GET', `${PFP}/users/me/investments?tab=nope`, { token: own.token })).status, 400);
  });
});
