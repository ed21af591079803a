import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { type DistributionDetail } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { importStatement } from '../../test/statement-fixtures.js';
import { paidHolding } from '../../test/payout-fixtures.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
let project = '';
const tokens = { manager: '', entrepreneur: '' };

/** A debit as the bank books it: the batch's MsgId / PmtInfId, or one transaction per transfer with its EndToEndId. */
type Debit = { amount: string; date: string; batch?: { msgId: string; pmtInfId: string; transactions: number } } | { date: string; transfers: { amount: string; endToEndId: string }[] };

/** A camt.053.001.02 statement of the tenant's account with these debits, as a Spanish bank sends it. */
function camt053Debits(id: string, debits: readonly Debit[]): string {
  const entries = debits.map((debit, index) => {
    const reference = `${id}-${index + 1}`;
    if ('transfers' in debit) {
      const total = debit.transfers.reduce((sum, transfer) => sum + Math.round(Number(transfer.amount) * 100), 0);
      const details = debit.transfers
        .map(
          (transfer, part) => `
          <TxDtls>
            <Refs><AcctSvcrRef>${reference}/${part + 1}</AcctSvcrRef><EndToEndId>${transfer.endToEndId.toUpperCase()}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${transfer.amount}</Amt></TxAmt></AmtDtls>
            <RmtInf><Ustrd>TRANSFERENCIA SEPA EMITIDA</Ustrd></RmtInf>
          </TxDtls>`,
        )
        .join('');
      return `
      <Ntry>
        <Amt Ccy="EUR">${(total / 100).toFixed(2)}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>${debit.date}</Dt></BookgDt><ValDt><Dt>${debit.date}</Dt></ValDt>
        <AcctSvcrRef>${reference}</AcctSvcrRef>
        <NtryDtls>${details}
        </NtryDtls>
      </Ntry>`;
    }
    const batch = debit.batch ? `<Btch><MsgId>${debit.batch.msgId}</MsgId><PmtInfId>${debit.batch.pmtInfId}</PmtInfId><NbOfTxs>${debit.batch.transactions}</NbOfTxs></Btch>` : '';
    return `
      <Ntry>
        <Amt Ccy="EUR">${debit.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>${debit.date}</Dt></BookgDt><ValDt><Dt>${debit.date}</Dt></ValDt>
        <AcctSvcrRef>${reference}</AcctSvcrRef>
        <NtryDtls>${batch}<TxDtls><RmtInf><Ustrd>REMESA TRANSFERENCIAS SEPA</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>ES7921000813610123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

const holding = (investorId: string, tokenAmount: number, chargedAt: string) => paidHolding(ctx, { tenantId, issuanceId: project, investorId, tokenAmount, chargedAt });

/** A distribution paid to everyone with SEPA payouts, its batch asked for on 2026-11-02. */
async function paidBatch(profitDate: string, gross: string) {
  const created = await ctx.request<{ data: DistributionDetail }>('POST', `${PFP}/issuances/${project}/benefits`, {
    token: tokens.entrepreneur,
    body: { type: 'dividend', profit_date: profitDate, gross_amount: gross, withholding_percentage: 19 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const paid = await ctx.request('POST', `${PFP}/issuances/${project}/benefits/${created.body.data.id}/pay`, { token: tokens.entrepreneur });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const [batch] = await ctx.deps.db.update(t.payoutBatches).set({ executionDate: '2026-11-02' }).where(eq(t.payoutBatches.distributionId, created.body.data.id)).returning();
  assert.ok(batch);
  const items = await ctx.deps.db.select().from(t.payoutItems).where(eq(t.payoutItems.batchId, batch.id));
  return { batch, items: items.filter((item) => item.leftOutReason === null) };
}

const batchRow = async (id: string) => (await ctx.deps.db.select().from(t.payoutBatches).where(eq(t.payoutBatches.id, id)))[0];
const deliveredDates = async (earningIds: string[]) => (await ctx.deps.db.select().from(t.earnings).where(inArray(t.earnings.id, earningIds))).map((row) => row.deliveredDate);

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  project = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
  const holders = await Promise.all([0, 1, 2].map(() => newInvestor(ctx, { onboarded: true })));
  for (const [index, holder] of holders.entries()) await holding(holder.id, 3 + index * 4, `2019-12-0${index + 1}T10:00:00.000Z`);
  const [row] = await ctx.deps.db.select({ customization: t.tenants.customization }).from(t.tenants).where(eq(t.tenants.id, tenantId));
  const stored = (row?.customization ?? {}) as { modules?: Record<string, unknown> };
  await ctx.deps.db
    .update(t.tenants)
    .set({ customization: { ...stored, modules: { ...stored.modules, payment_profit: 'sepa' } } })
    .where(eq(t.tenants.id, tenantId));
  ctx.deps.tenants.invalidate();
});
after(() => ctx.close());

describe("a statement's debit settles the payout batch it shows", () => {
  it('settles a batch whose MsgId / PmtInfId and total a debit carries, as "mark settled" does, once however often the statement is imported', async () => {
    const { batch, items } = await paidBatch('2019-12-31', '1000.01');
    const other = await paidBatch('2020-01-31', '50.00');
    const id = `STMT-${randomUUID()}`;
    const statement = camt053Debits(id, [
      { amount: batch.total, date: '2026-11-03', batch: { msgId: batch.messageId, pmtInfId: batch.messageId, transactions: items.length } },
      // The other batch's MsgId for another amount is not that batch: it stays to settle by hand.
      { amount: '1.00', date: '2026-11-03', batch: { msgId: other.batch.messageId, pmtInfId: other.batch.messageId, transactions: 1 } },
    ]);
    const imported = await importStatement(ctx, tokens.manager, statement);
    assert.equal(imported.status, 201, JSON.stringify(imported.body));
    const settled = await batchRow(batch.id);
    assert.deepEqual([settled?.status, settled?.settledDate], ['settled', '2026-11-03']);
    assert.deepEqual(await deliveredDates(items.map((item) => item.earningId)), items.map(() => '2026-11-03'));
    assert.equal((await batchRow(other.batch.id))?.status, 'generated');
    const [debit] = await ctx.deps.db.select().from(t.bankStatementEntries).where(eq(t.bankStatementEntries.payoutBatchId, batch.id));
    assert.equal(debit?.amount, batch.total);
    const [audit] = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'bank_statement.imported'));
    assert.deepEqual(audit?.details.payouts_settled, [batch.id]);
    // The manager's "mark settled" finds it settled; the statement again changes nothing.
    const manual = await ctx.request<{ error?: string }>('POST', `${PFP}/payouts/${batch.id}/settle`, { token: tokens.manager });
    assert.deepEqual([manual.status, manual.body.error], [409, 'payout_batch_already_settled']);
    const again = await importStatement(ctx, tokens.manager, statement);
    assert.deepEqual([again.status, again.body.data.already_imported], [200, true]);
    assert.deepEqual(await batchRow(batch.id), settled);
  });

  it("settles a batch once the statements show each of its transfers (its EndToEndId, its amount), not before", async () => {
    const { batch, items } = await paidBatch('2020-02-29', '300.00');
    assert.ok(items.length >= 2);
    const [first, ...rest] = items as [(typeof items)[number], ...typeof items];
    const day = camt053Debits(`DAY-${randomUUID()}`, [{ date: '2026-11-03', transfers: [{ amount: first.amount, endToEndId: first.endToEndId }] }]);
    assert.equal((await importStatement(ctx, tokens.manager, day)).status, 201);
    assert.equal((await batchRow(batch.id))?.status, 'generated');
    assert.deepEqual(await deliveredDates(items.map((item) => item.earningId)), items.map(() => null));
    const next = camt053Debits(`NEXT-${randomUUID()}`, [{ date: '2026-11-04', transfers: rest.map((item) => ({ amount: item.amount, endToEndId: item.endToEndId })) }]);
    assert.equal((await importStatement(ctx, tokens.manager, next)).status, 201);
    const settled = await batchRow(batch.id);
    assert.deepEqual([settled?.status, settled?.settledDate], ['settled', '2026-11-04']);
    assert.deepEqual(await deliveredDates(items.map((item) => item.earningId)), items.map(() => '2026-11-04'));
  });

  it('never delivers before the day the batch asked the bank to execute it', async () => {
    const { batch } = await paidBatch('2020-03-31', '20.00');
    const early = camt053Debits(`EARLY-${randomUUID()}`, [{ amount: batch.total, date: '2026-10-30', batch: { msgId: batch.messageId, pmtInfId: batch.messageId, transactions: 1 } }]);
    assert.equal((await importStatement(ctx, tokens.manager, early)).status, 201);
    assert.equal((await batchRow(batch.id))?.settledDate, '2026-11-02');
  });
});
