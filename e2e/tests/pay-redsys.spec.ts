import { request as apiRequest, type Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { setTenantModule } from '../support/api-session';
import { expect, test } from '../support/fixtures';
import { REDSYS_TEST } from '../support/redsys-standin';

const SLUG = 'valencia-lofts';
let previous: string | null = null;

// The demo tenant pays the card terminal and Bizum through Redsys (the stand-in) for this spec only.
test.beforeAll(async () => {
  const context = await apiRequest.newContext();
  previous = await setTenantModule(context, 'payment', 'redsys');
  await context.dispose();
});

test.afterAll(async () => {
  const context = await apiRequest.newContext();
  await setTenantModule(context, 'payment', previous);
  await context.dispose();
});

/** The investor's row of this project in the investments list (/user/investments). */
function investmentRow(page: Page) {
  return page.getByRole('table', { name: 'Your investments' }).getByRole('row').filter({ hasText: 'Valencia Lofts' });
}

/** A new investor up to the payment step of one token, paying by `method` (the contract signed first). */
async function toPayment(page: Page, method: RegExp, label: string): Promise<void> {
  const flow = new InvestFlowPage(page);
  await flow.registerFromLanding(SLUG, freshEmail(label));
  await flow.onboard();
  await flow.chooseTokens(1);
  await expect(flow.heading('Payment method')).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue to the contract' }).click();
  await flow.sign('Lucía Martín');
  await expect(flow.heading('Pay on the secure payment page')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the payment page' }).click();
  // The API's page posts the signed form on its own; the browser lands on the (stand-in's) Redsys page.
  await expect(page.getByRole('heading', { name: 'Redsys test payment (local stand-in)' })).toBeVisible({ timeout: 20_000 });
}

/** After Redsys: the notification charged the order before the browser came back; the investment is listed once. */
async function expectPaidOnce(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'See my investments' }).click();
  await expect(investmentRow(page)).toHaveCount(1);
  // Signed before paying, so CHARGED is followed at once by SIGNED.
  await expect(investmentRow(page)).toContainText('Signed');
}

test.describe('paying through Redsys (issue 36)', () => {
  test('an investor pays by card on the Redsys card terminal', async ({ page }) => {
    test.setTimeout(180_000);
    await toPayment(page, /^Card \(payment terminal\)/, 'redsys-card');
    await page.getByLabel('Card number').fill(REDSYS_TEST.card);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectPaidOnce(page);
  });

  test('an investor pays by Bizum through Redsys', async ({ page }) => {
    test.setTimeout(180_000);
    await toPayment(page, /^Bizum/, 'redsys-bizum');
    await page.getByLabel('Bizum phone number').fill(REDSYS_TEST.bizumPhone);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectPaidOnce(page);
  });
});
