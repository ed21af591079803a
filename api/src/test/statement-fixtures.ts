import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { TestContext } from './harness.js';
import { chooseMethod, orderToPay, PFP, startPayment } from './payment-fixtures.js';

/** A credit or debit of a test statement: the payer's text, the amount, the bank's reference. */
export interface TestMovement {
  amount: string;
  text: string;
  reference: string;
  debit?: boolean;
  debtor?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A camt.053.001.02 statement of the tenant's account with these movements, as a bank writes it. */
export function camt053(id: string, movements: readonly TestMovement[]): string {
  const entries = movements
    .map(
      (movement) => `
      <Ntry>
        <Amt Ccy="EUR">${movement.amount}</Amt>
        <CdtDbtInd>${movement.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt>
        <ValDt><Dt>2026-11-03</Dt></ValDt>
        <AcctSvcrRef>${escape(movement.reference)}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${escape(movement.debtor ?? 'Nora Nueva')}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${escape(movement.text)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${escape(id)}</MsgId><CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${escape(id)}</Id>
      <CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-03T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-03T23:59:59+01:00</ToDtTm></FrToDt>
      <Acct><Id><IBAN>ES9121000418450200051332</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

export function statementForm(content: string | Uint8Array, name = 'statement.xml'): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/xml' }), name);
  return form;
}

export function importStatement(ctx: TestContext, token: string, content: string | Uint8Array, name?: string) {
  return ctx.request('POST', `${PFP}/manager/bank-statements`, { token, form: statementForm(content, name) });
}

/** An order paid by bank transfer, its instructions given (IN_UPLOAD_PROOF_OF_PAYMENT): its id, reference and total. */
export async function orderWaitingForTransfer(ctx: TestContext, tokens = 2) {
  const order = await orderToPay(ctx, { tokens });
  assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
  const started = await startPayment(ctx, order.investor.token, order.id, 'bank_transfer');
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const [row] = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, order.id));
  assert.ok(row?.paymentReference);
  return { ...order, reference: row.paymentReference, total: started.body.data.instructions.amount as string };
}
