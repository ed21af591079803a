import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage, SANDBOX_CARDS } from '../pages/invest-flow.page';
import { apiHeadersOf, SUITE_API as API } from '../support/api-session';
import { camt053 } from '../support/bank-statement';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/** The first order, paid by card and revoked: its refund is the investor's balance. */
const FIRST_SLUG = 'fleet-leasing-pool';
/** The order paid partly from that balance, the rest by bank transfer. */
const SLUG = 'valencia-lofts';
/** The demo tenant's fee per transfer, and the one the manager sets for a while. */
const TENANT_TRANSFER_FEE = '1.50';
const CHANGED_TRANSFER_FEE = '2.75';

/** The investor's balance and moves as the API answers them. */
async function balanceOf(page: Page, email: string): Promise<{ balance: string; data: { amount: string; kind: string; investment_id: string | null }[] }> {
  const response = await page.request.get(`${API}/api/v2/pfp/users/me/balance`, { headers: await apiHeadersOf(page.request, email) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { balance: string; data: { amount: string; kind: string; investment_id: string | null }[] };
}

async function statusOf(page: Page, email: string, investmentId: string): Promise<string> {
  const state = await page.request.get(`${API}/api/v2/pfp/investments/${investmentId}/payment`, { headers: await apiHeadersOf(page.request, email) });
  return ((await state.json()) as { data: { status: string } }).data.status;
}

/** Sets the tenant's fee per transfer on /manager/payment-settings, as a manager does. */
async function setTransferFee(page: Page, fee: string): Promise<void> {
  await loginAs(page, DEMO_USERS.manager);
  await page.goto('/manager/payment-settings');
  await expect(page.getByRole('heading', { name: 'Payment settings', level: 1 })).toBeVisible();
  const field = page.getByLabel(/^Fee per bank transfer/);
  await expect(field).not.toHaveValue('');
  await field.fill(fee);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Fee per bank transfer/)).toHaveValue(fee);
}

/** Whatever happened, the tenant's fee is its own again for the specs after this one. */
test.afterAll(async ({ request }) => {
  const headers = await apiHeadersOf(request, DEMO_USERS.manager);
  const current = (await (await request.get(`${API}/api/v2/pfp/manager/payment-settings`, { headers })).json()) as { data: { settings: Record<string, unknown> } };
  if (current.data.settings.bank_transfer_fee === TENANT_TRANSFER_FEE) return;
  const { iban, bic, beneficiary, card_fee_percent, method_providers } = current.data.settings;
  await request.put(`${API}/api/v2/pfp/manager/payment-settings`, {
    headers,
    data: { iban, bic: bic ?? '', beneficiary, bank_transfer_fee: TENANT_TRANSFER_FEE, card_fee_percent: card_fee_percent ?? '', method_providers },
  });
});

test.describe('paying an order partly from the balance (issue 36)', () => {
  test('a refund becomes the balance; the next order uses it first and the rest, with the fee the manager set, is paid by a transfer reconciled from a camt.053', async ({ page }) => {
    test.setTimeout(300_000);
    const email = freshEmail('balance');
    const flow = new InvestFlowPage(page);

    // A real way to a balance: an order paid by card and revoked in its reflection period is refunded to it.
    await flow.registerFromLanding(FIRST_SLUG, email);
    await flow.onboard();
    await flow.chooseTokens(1);
    await flow.choosePaymentMethod('Card');
    await flow.sign('Lucía Martín');
    await flow.payByCard(SANDBOX_CARDS.pays);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Revoke my investment' }).click();
    await page.getByRole('dialog', { name: 'Revoke this investment?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('main').getByText('Your investment was revoked.', { exact: false })).toBeVisible();
    // 20.00 and its 1.5 % card fee, all returned.
    await expect.poll(async () => (await balanceOf(page, email)).balance).toBe('20.30');

    await page.goto('/user/account');
    const panel = page.getByRole('region', { name: 'Available balance' });
    await expect(panel.getByTestId('available-balance')).toHaveText('20.30 €');
    await expect(panel.getByRole('row').filter({ hasText: 'Refund of a cancelled order' })).toContainText('+20.30 €');

    // The manager changes the fee per transfer; the investor's breakdown shows it.
    await setTransferFee(page, CHANGED_TRANSFER_FEE);

    await loginAs(page, email);
    await page.goto(`/invest/${SLUG}/invest`);
    await expect(page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();
    await page.getByLabel(/^Number of tokens/).fill('1');
    await page.getByRole('checkbox', { name: /may lose all or part/ }).check();
    await page.getByRole('checkbox', { name: /may not be able to sell/ }).check();
    await page.getByRole('checkbox', { name: /Pay with my available balance first/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(flow.heading('Contribution breakdown')).toBeVisible();
    const summary = page.locator('dl').filter({ hasText: 'Paid from your balance' });
    await expect(summary).toContainText('Paid from your balance20.30 €');
    await expect(summary).toContainText('Left to pay79.70 €');
    const transferRow = page.getByRole('row').filter({ hasText: /^Bank transfer/ });
    // 100.00 − 20.30 from the balance + the manager's 2.75 per transfer.
    await expect(transferRow).toContainText('2.75 €');
    await expect(transferRow).toContainText('82.45 €');
    await page.getByRole('link', { name: 'Choose how to pay' }).click();
    await flow.choosePaymentMethod('Bank transfer');
    const started = page.waitForResponse((response) => response.request().method() === 'POST' && /\/investments\/[^/]+\/payments$/.test(response.url()));
    await flow.sign('Lucía Martín');
    const start = (await (await started).json()) as { data: { instructions: { reference: string; amount: string }; investment: { id: string } } };
    const { reference, amount } = start.data.instructions;
    expect(amount).toBe('82.45');
    await expect(flow.heading('Pay by bank transfer')).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText('82.45 €', { exact: true })).toBeVisible();
    // The balance is held by the order from the moment it is placed.
    expect((await balanceOf(page, email)).balance).toBe('0.00');

    // The manager restores the fee, then imports the bank's statement with the transfer.
    await setTransferFee(page, TENANT_TRANSFER_FEE);
    await page.goto('/manager/bank-statements');
    await expect(page.getByRole('heading', { name: 'Bank statements', level: 1 })).toBeVisible();
    const id = `E2E-BALANCE-${Date.now()}`;
    await page.getByLabel('Statement file').setInputFiles({ name: 'camt053-balance.xml', mimeType: 'application/xml', buffer: camt053(id, { amount, text: `Inversion ${reference}` }) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Statement imported: 1 orders paid, 0 credits to decide.')).toBeVisible();
    // Paid: CHARGED, then SIGNED straight away, as its contract was signed before paying.
    await expect.poll(() => statusOf(page, email, start.data.investment.id)).toBe('SIGNED');

    // The balance went down by exactly the part the order used, once, and the history says so.
    const after = await balanceOf(page, email);
    expect(after.balance).toBe('0.00');
    expect(after.data.filter((move) => move.investment_id === start.data.investment.id)).toEqual([expect.objectContaining({ amount: '-20.30', kind: 'order_payment' })]);
    await loginAs(page, email);
    await page.goto('/user/portfolio');
    const portfolioPanel = page.getByRole('region', { name: 'Available balance' });
    await expect(portfolioPanel.getByTestId('available-balance')).toHaveText('0.00 €');
    const rows = portfolioPanel.getByRole('table', { name: 'Balance moves' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Paid towards an order');
    await expect(rows.nth(1)).toContainText('-20.30 €');
    await expect(rows.nth(1)).toContainText('0.00 €');
    await expect(rows.nth(2)).toContainText('Refund of a cancelled order');
  });
});
