import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, loginAs, mailboxFor } from '../support/session';
import { PORTS } from '../support/suite';

const SLUG = 'valencia-lofts';
const API = `http://localhost:${PORTS.api}`;

/** A camt.053.001.02 statement of the tenant's account with one credit, as the bank would send it. */
function camt053(id: string, credit: { amount: string; text: string; reference: string }): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <FrToDt><FrDtTm>2026-11-03T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-03T23:59:59+01:00</ToDtTm></FrToDt>
      <Acct><Id><IBAN>ES9121000418450200051332</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="EUR">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt>
        <ValDt><Dt>2026-11-03</Dt></ValDt>
        <AcctSvcrRef>${credit.reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Nora Statement</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${credit.text}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`);
}

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Statement file').setInputFiles({ name, mimeType: 'application/xml', buffer });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

/** The order's status as its investor's API answers it. */
async function statusOf(page: Page, email: string, investmentId: string): Promise<string> {
  const login = await page.request.post(`${API}/v2/user/login`, { data: { email, password: DEMO_PASSWORD } });
  const headers = { 'X-USER-ACCESS-TOKEN': ((await login.json()) as { data: { accessToken: string } }).data.accessToken };
  const state = await page.request.get(`${API}/api/v2/pfp/investments/${investmentId}/payment`, { headers });
  return ((await state.json()) as { data: { status: string } }).data.status;
}

test.describe('bank transfers reconciled from a bank statement (issue 36)', () => {
  test('a camt.053 with the order’s reference and total pays it once; the same file again changes nothing; an unknown reference waits for a decision', async ({ page }) => {
    test.setTimeout(240_000);
    const email = freshEmail('statement');
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, email);
    await flow.onboard();
    await flow.chooseTokens(2);
    await flow.choosePaymentMethod('Bank transfer');
    const started = page.waitForResponse((response) => response.request().method() === 'POST' && /\/investments\/[^/]+\/payments$/.test(response.url()));
    await flow.sign('Nora Statement');
    const start = (await (await started).json()) as { data: { instructions: { reference: string; amount: string }; investment: { id: string } } };
    const { reference, amount } = start.data.instructions;
    await expect(flow.heading('Pay by bank transfer')).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();

    await loginAs(page, DEMO_USERS.manager);
    await page.goto('/manager/bank-statements');
    await expect(page.getByRole('heading', { name: 'Bank statements', level: 1 })).toBeVisible();
    const id = `E2E-${Date.now()}`;
    // The payer wrote the reference in lower case with a space, as people do.
    const statement = camt053(id, { amount, text: `Inversion ${reference.toLowerCase().replace('-', ' ')}`, reference: `${id}-1` });
    await importFile(page, 'camt053-paid.xml', statement);
    await expect(page.getByText('Statement imported: 1 orders paid, 0 credits to decide.')).toBeVisible();
    // Paid: CHARGED, then SIGNED straight away, as its contract was signed before paying.
    await expect.poll(() => statusOf(page, email, start.data.investment.id)).toBe('SIGNED');
    await expect.poll(async () => (await mailboxFor(page, email)).filter((mail) => mail.meta.purpose === 'payment_received').length).toBe(1);

    await importFile(page, 'camt053-paid-again.xml', statement);
    await expect(page.getByText('This statement was already imported: nothing changed.')).toBeVisible();
    expect((await mailboxFor(page, email)).filter((mail) => mail.meta.purpose === 'payment_received')).toHaveLength(1);

    const unknown = `E2E-UNKNOWN-${Date.now()}`;
    await importFile(page, 'camt053-unknown.xml', camt053(unknown, { amount: '75.00', text: 'Transferencia sin referencia', reference: `${unknown}-1` }));
    await expect(page.getByText('Statement imported: 0 orders paid, 1 credits to decide.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Transferencia sin referencia' });
    await expect(row).toContainText('Unknown reference');
    await expect(row.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expectNoA11yViolations(page, 'bank statements to decide');

    await page.getByRole('tab', { name: /Imports/ }).click();
    await expect(page.getByRole('row').filter({ hasText: 'camt053-paid.xml' })).toContainText('1 / 1');
  });
});
