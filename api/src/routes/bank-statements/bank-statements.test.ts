import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { addMoney } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { inProcess, mailsAbout, movesTo, PFP, statusOf } from '../../test/payment-fixtures.js';
import { camt053, importStatement, orderWaitingForTransfer } from '../../test/statement-fixtures.js';

let ctx: TestContext;
let manager: string;
let investor: string;

before(async () => {
  ctx = await createTestContext();
  ctx.deps.notifier.useTransport(inProcess(ctx));
  manager = await ctx.login('manager@demo.test');
  investor = await ctx.login('investor@demo.test');
});
after(() => ctx.close());

const entries = (query = '') => ctx.request('GET', `${PFP}/manager/bank-statements/entries${query}`, { token: manager });
const decide = (id: string, body: Record<string, unknown>) => ctx.request('POST', `${PFP}/manager/bank-statements/entries/${id}/decision`, { token: manager, body });
const spaced = (reference: string) => `Pago inversion ${reference.toLowerCase().replace(/-/, ' - ').replace(/(.{6})/, '$1 ')}`;

describe('importing a camt.053 statement', () => {
  it('pays the order whose reference (any case, spaced) and total a credit carries, as a confirmed transfer: CHARGED once, the investor told, audited', async () => {
    const order = await orderWaitingForTransfer(ctx);
    const id = `STMT-${randomUUID()}`;
    const answer = await importStatement(ctx, manager, camt053(id, [{ amount: order.total, text: spaced(order.reference), reference: `R-${id}` }]));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.data.already_imported, false);
    assert.equal(answer.body.data.charged, 1);
    assert.equal(answer.body.data.statements[0].counts.matched, 1);
    assert.equal(answer.body.data.statements[0].account, 'ES9121000418450200051332');
    // Its contract was signed before paying: CHARGED, then SIGNED, as after a manager's confirmation.
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    const [charged, ...again] = await movesTo(ctx, order.id, 'CHARGED');
    assert.equal(again.length, 0);
    assert.equal(charged?.actorKind, 'manager');
    assert.match(charged?.reason ?? '', new RegExp(id));
    assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
    const [attempt] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, order.id));
    assert.equal(attempt?.status, 'succeeded');
    const [audit] = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'bank_statement.imported'));
    assert.ok(audit);

    const repeated = await importStatement(ctx, manager, camt053(id, [{ amount: order.total, text: spaced(order.reference), reference: `R-${id}` }]));
    assert.equal(repeated.status, 200);
    assert.equal(repeated.body.data.already_imported, true);
    assert.equal(repeated.body.data.charged, 0);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
    const rows = await ctx.deps.db.select().from(t.bankStatementEntries).where(eq(t.bankStatementEntries.identity, `ref:R-${id}`));
    assert.equal(rows.length, 1);
  });

  it('pays nothing twice when another statement repeats a movement', async () => {
    const order = await orderWaitingForTransfer(ctx);
    const movement = { amount: order.total, text: order.reference, reference: `R-${randomUUID()}` };
    assert.equal((await importStatement(ctx, manager, camt053(`DAY-${randomUUID()}`, [movement]))).body.data.charged, 1);
    const monthly = await importStatement(ctx, manager, camt053(`MONTH-${randomUUID()}`, [movement]));
    assert.equal(monthly.status, 201);
    assert.deepEqual([monthly.body.data.charged, monthly.body.data.repeated], [0, 1]);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
  });

  it('lists for a decision what pays nothing by itself, with the order it names; debits are kept, not matched', async () => {
    const short = await orderWaitingForTransfer(ctx);
    const over = await orderWaitingForTransfer(ctx);
    const paid = await orderWaitingForTransfer(ctx);
    const id = `STMT-${randomUUID()}`;
    await importStatement(ctx, manager, camt053(`PAY-${id}`, [{ amount: paid.total, text: paid.reference, reference: `P-${id}` }]));
    const answer = await importStatement(
      ctx,
      manager,
      camt053(id, [
        { amount: '1.00', text: short.reference, reference: `A-${id}` },
        { amount: addMoney(over.total, '5.00'), text: over.reference, reference: `B-${id}` },
        { amount: '75.00', text: 'ZZ-NOBODY-0000', reference: `C-${id}` },
        { amount: paid.total, text: paid.reference, reference: `D-${id}` },
        { amount: '12.00', text: 'Comision', reference: `E-${id}`, debit: true },
      ]),
    );
    assert.equal(answer.status, 201);
    assert.deepEqual(answer.body.data.statements[0].counts, { credits: 4, debits: 1, matched: 0, to_decide: 4, decided: 0 });
    const listed = await entries(`?statement=${answer.body.data.statements[0].id}&state=all`);
    assert.equal(listed.status, 200);
    type Listed = { id: string; bank_reference: string; outcome: string; order: { id: string } | null; actions: Record<string, boolean> };
    const rows = new Map((listed.body.data as Listed[]).map((entry) => [entry.bank_reference, entry]));
    const movement = (ref: string) => rows.get(`${ref}-${id}`) ?? assert.fail(ref);
    assert.deepEqual([movement('A').outcome, movement('A').order?.id, movement('A').actions.apply], ['partial', short.id, false]);
    assert.deepEqual([movement('B').outcome, movement('B').order?.id, movement('B').actions.apply], ['overpaid', over.id, true]);
    assert.deepEqual([movement('C').outcome, movement('C').order], ['unknown_reference', null]);
    assert.equal(movement('D').outcome, 'not_waiting');
    assert.deepEqual([movement('E').outcome, movement('E').actions], ['debit', { apply: false, refund: false, dismiss: false }]);
    assert.equal(await statusOf(ctx, short.id), 'IN_UPLOAD_PROOF_OF_PAYMENT');

    // Applying the over-payment pays its order; what it paid over is owed back.
    const applied = await decide(movement('B').id, { action: 'apply' });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.deepEqual([applied.body.data.decision, applied.body.data.refund_amount], ['applied', '5.00']);
    assert.equal((await movesTo(ctx, over.id, 'CHARGED')).length, 1);
    assert.equal((await mailsAbout(ctx, over.id, 'payment_received')).length, 1);
    assert.equal((await decide(movement('B').id, { action: 'dismiss', note: 'again' })).body.error, 'bank_statement_entry_decided');
    // A partial payment does not pay its order: it is owed back (or the manager waits for the rest).
    const shortApply = await decide(movement('A').id, { action: 'apply' });
    assert.deepEqual([shortApply.status, shortApply.body.error], [409, 'bank_statement_amount_short']);
    const refunded = await decide(movement('A').id, { action: 'refund', note: 'Devolver a origen' });
    assert.deepEqual([refunded.body.data.decision, refunded.body.data.refund_amount], ['refund_due', '1.00']);
    // A paid order takes no more money; an unknown reference is dismissed with a note.
    assert.equal((await decide(movement('D').id, { action: 'apply' })).body.error, 'investment_transition_not_allowed');
    const noNote = await decide(movement('C').id, { action: 'dismiss' });
    assert.deepEqual([noNote.status, Object.keys(noNote.body.fields)], [400, ['note']]);
    assert.equal((await decide(movement('C').id, { action: 'dismiss', note: 'Interest from the bank' })).body.data.decision, 'dismissed');
    assert.equal((await decide(movement('E').id, { action: 'refund' })).status, 409);

    const decisions = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'bank_statement.entry_decided'));
    assert.ok(decisions.length >= 3);
    const open = await entries(`?statement=${answer.body.data.statements[0].id}`);
    assert.deepEqual(
      open.body.data.map((entry: { bank_reference: string }) => entry.bank_reference),
      [`D-${id}`],
    );
  });

  it('applies a credit without a known reference to the order the manager names by its reference', async () => {
    const order = await orderWaitingForTransfer(ctx);
    const id = `STMT-${randomUUID()}`;
    const answer = await importStatement(ctx, manager, camt053(id, [{ amount: order.total, text: 'transferencia', reference: `X-${id}` }]));
    const [entry] = (await entries(`?statement=${answer.body.data.statements[0].id}`)).body.data;
    assert.equal((await decide(entry.id, { action: 'apply' })).status, 400);
    assert.equal((await decide(entry.id, { action: 'apply', reference: 'NOPE-0000000000' })).body.error, 'investment_not_found');
    const applied = await decide(entry.id, { action: 'apply', reference: ` ${order.reference.toLowerCase().replace('-', ' ')} ` });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(applied.body.data.order.id, order.id);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    const other = await orderWaitingForTransfer(ctx);
    const second = await importStatement(ctx, manager, camt053(`${id}-2`, [{ amount: other.total, text: 'transferencia', reference: `Y-${id}` }]));
    const [byId] = (await entries(`?statement=${second.body.data.statements[0].id}`)).body.data;
    assert.equal((await decide(byId.id, { action: 'apply', investment_id: other.id })).body.data.decision, 'applied');
  });
});

describe('refused files and callers', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../payments/statements/fixtures/${name}`, import.meta.url)));
  const count = async () => (await ctx.deps.db.select().from(t.bankStatements)).length;

  it('refuses a wrong file whole, with the key and where, importing nothing', async () => {
    const before = await count();
    const totals = await importStatement(ctx, manager, fixture('norma43-wrong-totals.n43'), 'extracto.n43');
    assert.deepEqual([totals.status, totals.body.error], [422, 'statement_totals_mismatch']);
    assert.match(totals.body.detail, /line 8/);
    assert.equal((await importStatement(ctx, manager, fixture('not-a-statement.csv'), 'x.csv')).body.error, 'statement_format_unknown');
    assert.equal((await importStatement(ctx, manager, fixture('camt053-cut-short.xml'))).body.error, 'statement_malformed');
    assert.equal(await count(), before);
  });

  it('imports a Norma 43 file: credits without a known reference to decide, the debit kept', async () => {
    const answer = await importStatement(ctx, manager, fixture('norma43-november.n43'), 'extracto.n43');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.data.statements[0].counts, { credits: 2, debits: 1, matched: 0, to_decide: 2, decided: 0 });
    assert.deepEqual([answer.body.data.statements[0].period_from, answer.body.data.statements[0].period_to], ['2026-11-01', '2026-11-30']);
  });

  it('is for managers only', async () => {
    assert.equal((await importStatement(ctx, investor, camt053('X', []))).status, 403);
    assert.equal((await ctx.request('GET', `${PFP}/manager/bank-statements`, { token: investor })).status, 403);
    const list = await ctx.request('GET', `${PFP}/manager/bank-statements`, { token: manager });
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length >= 1);
  });
});

describe('refunds due from a statement', () => {
  const refundsOf = (investmentId: string) => ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, investmentId));

  it("puts a credit decided as refund due that names a known order with the order's refunds, once; what an applied credit paid over too", async () => {
    const short = await orderWaitingForTransfer(ctx);
    const over = await orderWaitingForTransfer(ctx);
    const id = `STMT-${randomUUID()}`;
    const answer = await importStatement(
      ctx,
      manager,
      camt053(id, [
        { amount: '1.00', text: short.reference, reference: `A-${id}` },
        { amount: addMoney(over.total, '5.00'), text: over.reference, reference: `B-${id}` },
      ]),
    );
    const listed = (await entries(`?statement=${answer.body.data.statements[0].id}`)).body.data as { id: string; bank_reference: string }[];
    const entryOf = (ref: string) => listed.find((entry) => entry.bank_reference === `${ref}-${id}`) ?? assert.fail(ref);

    const decisions = await Promise.all([0, 1, 2].map(() => decide(entryOf('A').id, { action: 'refund', note: 'Devolver a origen' })));
    assert.deepEqual(decisions.map((decision) => decision.status).sort(), [200, 409, 409]);
    const [owed, ...more] = await refundsOf(short.id);
    assert.equal(more.length, 0);
    assert.deepEqual(
      [owed?.amount, owed?.investorId, owed?.reason, owed?.status, owed?.statementEntryId, owed?.paymentMethod],
      ['1.00', short.investor.id, 'statement_credit', 'pending', entryOf('A').id, 'bank_transfer'],
    );

    assert.equal((await decide(entryOf('B').id, { action: 'apply' })).status, 200);
    const overRefunds = await refundsOf(over.id);
    assert.deepEqual(overRefunds.map((refund) => [refund.amount, refund.reason, refund.statementEntryId]), [['5.00', 'statement_credit', entryOf('B').id]]);
  });

  it('keeps the refund of a credit that names no order on its statement entry', async () => {
    const id = `STMT-${randomUUID()}`;
    const before = (await ctx.deps.db.select().from(t.investmentRefunds)).length;
    const answer = await importStatement(ctx, manager, camt053(id, [{ amount: '42.00', text: 'ZZ-NOBODY-0000', reference: `C-${id}` }]));
    const [entry] = (await entries(`?statement=${answer.body.data.statements[0].id}`)).body.data;
    const refunded = await decide(entry.id, { action: 'refund', note: 'Unknown payer' });
    assert.deepEqual([refunded.status, refunded.body.data.decision, refunded.body.data.refund_amount], [200, 'refund_due', '42.00']);
    assert.equal((await ctx.deps.db.select().from(t.investmentRefunds)).length, before);
  });
});
