import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { apiHeadersOf, SUITE_API as API } from '../support/api-session';
import { camt053 } from '../support/bank-statement';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs, mailboxFor } from '../support/session';

const SLUG = 'valencia-lofts';

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Statement file').setInputFiles({ name, mimeType: 'application/xml', buffer });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

/** The order's status as its investor's API answers it. */
async function statusOf(page: Page, email: string, investmentId: string): Promise<string> {
  const headers = await apiHeadersOf(page.request, email);
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
    const statement = camt053(id, { amount, text: `Inversion ${reference.toLowerCase().replace('-', ' ')}`, debtor: 'Nora Statement' });
    await importFile(page, 'camt053-paid.xml', statement);
    await expect(page.getByText('Statement imported: 1 orders paid, 0 credits to decide.')).toBeVisible();
    // Paid: CHARGED, then SIGNED straight away, as its contract was signed before paying.
    await expect.poll(() => statusOf(page, email, start.data.investment.id)).toBe('SIGNED');
    await expect.poll(async () => (await mailboxFor(page, email)).filter((mail) => mail.meta.purpose === 'payment_received').length).toBe(1);

    await importFile(page, 'camt053-paid-again.xml', statement);
    await expect(page.getByText('This statement was already imported: nothing changed.')).toBeVisible();
    expect((await mailboxFor(page, email)).filter((mail) => mail.meta.purpose === 'payment_received')).toHaveLength(1);

    const unknown = `E2E-UNKNOWN-${Date.now()}`;
    await importFile(page, 'camt053-unknown.xml', camt053(unknown, { amount: '75.00', text: 'Transferencia sin referencia', debtor: 'Nora Statement' }));
    await expect(page.getByText('Statement imported: 0 orders paid, 1 credits to decide.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Transferencia sin referencia' });
    await expect(row).toContainText('Unknown reference');
    await expect(row.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expectNoA11yViolations(page, 'bank statements to decide');

    await page.getByRole('tab', { name: /Imports/ }).click();
    await expect(page.getByRole('row').filter({ hasText: 'camt053-paid.xml' })).toContainText('1 / 1');
  });
});
