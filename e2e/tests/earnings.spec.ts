import type { Page } from '@playwright/test';
import { AccountPage } from '../pages/account.page';
import { expectNoA11yViolations } from '../support/a11y';
import { FixtureApi } from '../support/fixture-api';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/session';

/**
 * A project of the demo company. Its holders of paid tokens: the two claiming investors (200 and
 * 300 tokens) and the demo investor (10 tokens of a closed order), whose bank account the spec's
 * API takes away; no project of the demo data has exactly two. The company has no bank account yet.
 */
const TITLE = 'Bridge Notes 2027';
const ISSUER = 'company@demo.test';
const HOLDERS = {
  premium: { email: 'premium@demo.test', net: '324.00' },
  legal: { email: 'legal@demo.test', net: '486.00' },
} as const;
const WITHOUT_BANK_ACCOUNT = { email: DEMO_USERS.investor, net: '16.20' } as const;
/** 1,020.00 split 200:300:10, 19 % withheld: 400.00, 600.00 and 20.00 gross; 324.00, 486.00 and 16.20 net. */
const GROSS = '1020.00';
const WITHHOLDING = '19';

/**
 * The spec's own API on the demo data, so the distribution it pays and the claims it makes leave
 * the suite's API as seeded; the demo investor's bank account is taken away there.
 */
const api = new FixtureApi({ tenant: 'demo', users: { [DEMO_USERS.investor]: { bankAccount: false } } });

/** Today in the demo tenant's time zone, as a date field takes it: the holders' payments are older. */
function todayInMadrid(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/** The investor's earnings table: the row of this project's dividend. */
async function investorDividendRow(page: Page) {
  await page.goto('/user/earnings');
  const table = page.getByRole('table', { name: 'Your earnings', exact: true });
  await expect(table).toBeVisible();
  return table.getByRole('row').filter({ hasText: TITLE }).filter({ hasText: 'Dividends' });
}

/** Calls the spec's API as one investor, as a second tab or a replayed request would. */
async function asInvestor(page: Page, email: string) {
  const login = await page.request.post(`${api.url}/v2/user/login`, { data: { email, password: DEMO_PASSWORD } });
  const headers = { 'X-USER-ACCESS-TOKEN': ((await login.json()) as { data: { accessToken: string } }).data.accessToken };
  return {
    /** The id of their earning of this project's dividend. */
    async dividendId(): Promise<string> {
      const list = await page.request.get(`${api.url}/api/v2/pfp/users/me/earnings`, { headers });
      const body = (await list.json()) as { data: { id: string; type: string; project: { title: string } }[] };
      return body.data.find((earning) => earning.type === 'dividend' && earning.project.title === TITLE)?.id ?? '';
    },
    async claim(earningId: string): Promise<number> {
      return (await page.request.post(`${api.url}/api/v2/pfp/users/me/earnings/${earningId}/claim`, { headers })).status();
    },
  };
}

test.describe('earnings end to end (issue 14)', () => {
  test.beforeAll(async () => {
    await api.start();
  });
  test.afterAll(async () => {
    await api.stop();
  });
  test.beforeEach(async ({ page }) => {
    await api.routeInto(page);
  });

  test('a dividend is created, paid to every holder, claimed or claimed all once, and broken down for the manager', async ({ page }) => {
    test.setTimeout(180_000);
    let benefitUrl = '';

    await test.step('the entrepreneur creates a dividend on the benefits page', async () => {
      await loginAs(page, ISSUER);
      await page.goto('/entrepreneur/issuances');
      await page.getByRole('link', { name: TITLE }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await page.getByRole('link', { name: 'Benefits' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Benefits of ${TITLE}` })).toBeVisible();
      await expect(page.getByText(/shared pro rata to the paid tokens/)).toBeVisible();
      await expectNoA11yViolations(page, 'benefits');

      await page.getByLabel('Type').selectOption({ label: 'Dividends' });
      await page.getByLabel('Profit date').fill(todayInMadrid());
      await page.getByLabel('Gross amount to share').fill(GROSS);
      await page.getByLabel('Withholding percentage').fill(WITHHOLDING);
      await page.getByRole('button', { name: 'Create distribution' }).click();
      await expect(page.getByText('Distribution created')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /^Dividends of / })).toBeVisible();
      benefitUrl = page.url();
      expect(benefitUrl).toMatch(/\/entrepreneur\/issuances\/[^/]+\/benefits\/[^/]+$/);
    });

    await test.step('the breakdown gives each holder their share, pending', async () => {
      for (const holder of [...Object.values(HOLDERS), WITHOUT_BANK_ACCOUNT]) {
        const row = page.getByRole('row').filter({ hasText: holder.email });
        await expect(row).toContainText(holder.net);
        await expect(row).toContainText('Pending');
      }
      await expectNoA11yViolations(page, 'benefit breakdown');
    });

    await test.step('paying without a bank account leads to the account page, where the entrepreneur adds one', async () => {
      await page.getByRole('button', { name: 'Pay everyone' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Pay everyone' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'To pay a distribution, add a bank account to your profile first.' });
      await expect(notice).toBeVisible();
      await notice.getByRole('link', { name: 'Add a bank account' }).click();
      await expect(page).toHaveURL(/\/entrepreneur\/account#account-banking$/);

      const account = new AccountPage(page);
      const banking = account.form('Banking information');
      await expect(banking).toBeVisible();
      await banking.getByLabel('Account holder').fill('Solaria Proyectos S.L.');
      await banking.getByLabel(/^IBAN/).fill('ES9121000418450200051332');
      await account.save('Banking information');
    });

    await test.step('the entrepreneur pays everyone, after confirming', async () => {
      await page.goto(benefitUrl);
      await page.getByRole('button', { name: 'Pay everyone' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('3 investors will be paid');
      await expect(dialog).toContainText('826.20');
      await dialog.getByRole('button', { name: 'Pay everyone' }).click();
      await expect(page.getByText('Earnings paid to 3 investors')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay everyone' })).toHaveCount(0);
      await expect(page.getByText(/^Paid on /)).toBeVisible();
      for (const holder of Object.values(HOLDERS)) {
        await expect(page.getByRole('row').filter({ hasText: holder.email })).toContainText('Paid');
      }
    });

    await test.step('one holder sees their net amount and claims it, after confirming', async () => {
      await loginAs(page, HOLDERS.legal.email);
      const row = await investorDividendRow(page);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(HOLDERS.legal.net);
      await expect(row).toContainText('Paid');
      await expectNoA11yViolations(page, 'investor earnings');

      const direct = await asInvestor(page, HOLDERS.legal.email);
      const earningId = await direct.dividendId();
      expect(earningId).not.toBe('');

      await row.getByRole('button', { name: new RegExp(`^Claim .*${HOLDERS.legal.net.replace('.', '\\.')}.* of ${TITLE}$`) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Claiming is irreversible');
      await dialog.getByRole('button', { name: 'Claim' }).click();
      await expect(page.getByText(new RegExp(`^Earning claimed: .*${HOLDERS.legal.net.replace('.', '\\.')}.* of ${TITLE}$`))).toBeVisible();
      await expect(row).toContainText('Claimed');
      await expect(row.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

      // A second claim of the same earning is refused, whichever way it comes.
      expect(await direct.claim(earningId)).toBe(409);
      await page.reload();
      await expect(await investorDividendRow(page)).toContainText('Claimed');
    });

    await test.step('the other holder sees their net amount and claims all, after confirming', async () => {
      await loginAs(page, HOLDERS.premium.email);
      const row = await investorDividendRow(page);
      await expect(row).toContainText(HOLDERS.premium.net);
      await expect(row).toContainText('Paid');
      await page.getByRole('button', { name: 'Claim all' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(HOLDERS.premium.net);
      await expect(dialog).toContainText('Claiming is irreversible');
      await dialog.getByRole('button', { name: 'Claim all' }).click();
      await expect(page.getByText(/^Earning claimed: 1 earning, /)).toBeVisible();
      await expect(row).toContainText('Claimed');
      await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    });

    await test.step('a holder without a bank account sees their net amount and is sent to add one before claiming', async () => {
      await loginAs(page, WITHOUT_BANK_ACCOUNT.email);
      const row = await investorDividendRow(page);
      await expect(row).toContainText(WITHOUT_BANK_ACCOUNT.net);
      await row.getByRole('button', { name: new RegExp(`^Claim .* of ${TITLE}$`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a bank account first' });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Claim this earning?' })).toHaveCount(0);
      await dialog.getByRole('link', { name: 'Go to banking information' }).click();
      await expect(page).toHaveURL(/\/user\/account#account-banking$/);
      await expect(new AccountPage(page).form('Banking information')).toBeVisible();
      await expect(await investorDividendRow(page)).toContainText('Paid');
    });

    await test.step("the manager's earnings show the distribution and its breakdowns", async () => {
      await loginAs(page, DEMO_USERS.manager);
      await page.goto('/manager/earnings');
      const row = page.getByRole('table', { name: /^Distributions, page/ }).getByRole('row').filter({ hasText: TITLE }).filter({ hasText: 'Dividends' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('2 of 3 claimed');

      await row.getByRole('link', { name: new RegExp(`^${TITLE}, .*: by token$`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${TITLE} by token` })).toBeVisible();
      await expect(page.getByRole('table').first()).toContainText('510');

      await page.goto('/manager/earnings');
      await row.getByRole('link', { name: new RegExp(`^${TITLE}, .*: by investor$`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${TITLE} by investor` })).toBeVisible();
      for (const holder of Object.values(HOLDERS)) {
        const investor = page.getByRole('row').filter({ hasText: holder.email });
        await expect(investor).toContainText(holder.net);
        await expect(investor).toContainText('Claimed');
      }
      await expect(page.getByRole('row').filter({ hasText: WITHOUT_BANK_ACCOUNT.email })).toContainText('Paid');
    });
  });
});
