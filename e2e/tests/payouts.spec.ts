import { readFile } from 'node:fs/promises';
import { setTenantModule } from '../support/api-session';
import { FixtureApi } from '../support/fixture-api';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/** Valencia Lofts (the demo entrepreneur's, who has a bank account): its holder has an IBAN, so the file holds every earning. */
const TITLE = 'Valencia Lofts';
const GROSS = '1234.57';
const WITHHOLDING = '19';

/** The spec's own API on the demo data, so its payout batch and customization stay out of the suite's. */
const api = new FixtureApi({ tenant: 'demo' });

function todayInMadrid(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

test.describe('payouts as SEPA credit transfers (issue 36)', () => {
  let previous: string | null = null;
  test.beforeAll(async ({ playwright }) => {
    await api.start();
    const request = await playwright.request.newContext();
    previous = await setTenantModule(request, 'payment_profit', 'sepa', api.url);
    await request.dispose();
  });
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await setTenantModule(request, 'payment_profit', previous, api.url);
    await request.dispose();
    await api.stop();
  });
  test.beforeEach(async ({ page }) => {
    await api.routeInto(page);
  });

  test('paying everyone makes a pain.001 whose CtrlSum is the net total; settling it dates the earnings', async ({ page }) => {
    test.setTimeout(180_000);
    let benefitUrl = '';
    let netTotal = '';

    await test.step('the manager creates a dividend and pays everyone, after confirming', async () => {
      await loginAs(page, DEMO_USERS.manager);
      await page.goto('/manager/issuances');
      await page.getByRole('link', { name: TITLE }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await page.getByRole('link', { name: 'Benefits' }).click();
      await page.getByLabel('Type').selectOption({ label: 'Dividends' });
      await page.getByLabel('Profit date').fill(todayInMadrid());
      await page.getByLabel('Gross amount to share').fill(GROSS);
      await page.getByLabel('Withholding percentage').fill(WITHHOLDING);
      await page.getByRole('button', { name: 'Create distribution' }).click();
      await expect(page.getByText('Distribution created')).toBeVisible();
      benefitUrl = page.url();
      // 1,234.57 gross, 19 % withheld (234.57, rounded to the cent): 1,000.00 net.
      netTotal = '1,000.00';
      await page.getByRole('button', { name: 'Pay everyone' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(netTotal);
      await dialog.getByRole('button', { name: 'Pay everyone' }).click();
      await expect(page.getByText(/^Earnings? paid to /)).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Paid' }).first();
      await expect(row).toBeVisible();
    });

    await test.step('the payouts page lists the batch; its pain.001 sums to the net total shown', async () => {
      await page.goto('/manager/payouts');
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
      const batch = page.getByRole('row').filter({ hasText: TITLE });
      await expect(batch).toHaveCount(1);
      await expect(batch).toContainText(netTotal);
      await expect(batch).toContainText('Generated');
      const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: /^Download the pain\.001 file/ }).click()]);
      const xml = await readFile((await download.path()) ?? '', 'utf8');
      expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
      const sums = [...xml.matchAll(/<CtrlSum>([^<]*)<\/CtrlSum>/g)].map((match) => match[1]);
      expect(sums).toEqual([netTotal.replace(',', ''), netTotal.replace(',', '')]);
      expect(xml).toMatch(/<NbOfTxs>1<\/NbOfTxs>/);
    });

    await test.step('the manager marks the batch settled, after confirming', async () => {
      const batch = page.getByRole('row').filter({ hasText: TITLE });
      await batch.getByRole('button', { name: 'Mark settled' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Mark settled' }).click();
      await expect(page.getByText('Batch marked settled')).toBeVisible();
      await expect(batch).toContainText('Settled');
      await expect(batch.getByRole('button', { name: 'Mark settled' })).toHaveCount(0);
    });

    await test.step('the earning shows its executed and delivered dates', async () => {
      await page.goto(benefitUrl);
      const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(new Date());
      const table = page.getByRole('table').filter({ hasText: 'Executed' });
      await expect(table.getByRole('columnheader', { name: 'Delivered' })).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: 'Paid' }).first();
      await expect(row.getByRole('cell', { name: today })).toHaveCount(2);
    });
  });
});
