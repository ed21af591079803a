import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { FixtureApi } from '../support/fixture-api';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/** Owned by the demo entrepreneur, open for investment (its campaign not closed), with a smart contract to mint on. */
const SLUG = 'valencia-lofts';
const TITLE = 'Valencia Lofts';
/** A closed round of the demo company, where the demo investor's order waits to be minted. */
const CLOSED_ROUND = 'Bridge Notes 2027';
/** A project of another entrepreneur (the demo company). */
const OTHER_TITLE = 'Fleet Leasing Pool';

const PROOF = { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/** The investor's investments in one tab: the row of this project. */
async function investorRow(page: Page, tab: string) {
  await page.goto('/user/investments');
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('table', { name: 'Your investments' }).getByRole('row').filter({ hasText: TITLE });
}

/** The manager's investments list, searched by the investor's e-mail: their one order. */
async function managerRow(page: Page, email: string) {
  await page.goto(`/manager/investments?q=${encodeURIComponent(email)}`);
  const rows = page.getByRole('table', { name: /^Investments, page/ }).getByRole('row').filter({ hasText: TITLE });
  await expect(rows).toHaveCount(1);
  return rows;
}

/** The entrepreneur's issuance sheet of a project, opened from their list. */
async function openEntrepreneurIssuance(page: Page, title: string) {
  await page.goto('/entrepreneur/issuances');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('investments after the order (issue 11)', () => {
  test('a contract signed before its bank transfer, confirmed by the manager; the tokens wait for the reflection period, the closed campaign and a wallet (issue 34)', async ({ page }) => {
    test.setTimeout(240_000);
    const email = freshEmail('minted');
    const flow = new InvestFlowPage(page);

    await test.step('the investor orders by bank transfer, signs the contract and sends the proof', async () => {
      await flow.registerFromLanding(SLUG, email);
      await flow.onboard();
      await flow.chooseTokens(2);
      await flow.choosePaymentMethod('Bank transfer');
      await flow.sign('Lucía Martín');
      await page.getByLabel('Proof of payment file').setInputFiles(PROOF);
      await page.getByRole('button', { name: 'Send proof of payment' }).click();
      await expect(page.getByRole('heading', { name: 'Proof of payment received' })).toBeVisible();
      const row = await investorRow(page, 'Orders created');
      await expect(row).toContainText('Bank transfer');
      await expectNoA11yViolations(page, 'investor investments');
    });

    await test.step('the manager checks the proof and confirms the payment', async () => {
      await loginAs(page, DEMO_USERS.manager);
      const row = await managerRow(page, email);
      await row.getByRole('button', { name: /^Confirm the payment of/ }).click();
      const dialog = page.getByRole('dialog');
      // The proof is beside Confirm: an image inline, a PDF by name, type and size to open.
      await expect(dialog.getByRole('figure').getByRole('link', { name: /^(Open the PDF|Open full size) / })).toBeVisible();
      await expectNoA11yViolations(page, 'confirm payment dialog');
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page.getByText(/^The payment of .* was confirmed\.$/)).toBeVisible();
    });

    await test.step('the investor finds it paid and signed, with nothing left to sign', async () => {
      await loginAs(page, email);
      const row = await investorRow(page, 'Signed');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: `Sign the contract of ${TITLE}` })).toHaveCount(0);
    });

    await test.step('the manager finds Mint disabled, with why and from which day', async () => {
      await loginAs(page, DEMO_USERS.manager);
      const row = await managerRow(page, email);
      const mint = row.getByRole('button', { name: /^Mint the tokens of/ });
      await expect(mint).toBeDisabled();
      await expect(mint).toHaveAccessibleDescription(/^Reflection period: mint from \d{1,2} \w{3} \d{4}\. Mint once the campaign closes\. The investor has no wallet yet\.$/);
      await expect(row.getByRole('button', { name: /^Close the investment of/ })).toHaveCount(0);
      await expectNoA11yViolations(page, 'blocked mint');
    });

    await test.step('the investor may still revoke the signed order', async () => {
      await loginAs(page, email);
      const row = await investorRow(page, 'Signed');
      await expect(row.getByRole('button', { name: `Revoke the investment in ${TITLE}` })).toBeEnabled();
    });

    await test.step("the entrepreneur sees the investor among the project's investors, not a token holder yet and without a wallet", async () => {
      await loginAs(page, DEMO_USERS.entrepreneur);
      await openEntrepreneurIssuance(page, TITLE);
      await page.getByRole('link', { name: 'Investors and token holders' }).click();
      const investor = page.getByRole('row').filter({ hasText: email });
      await expect(investor).toContainText('No wallet yet');
      await expect(investor).not.toContainText('Token holder');
      await expectNoA11yViolations(page, 'issuance investors');
    });
  });

  test.describe('once the reflection period is over and the round closed', () => {
    /**
     * The spec's own API on the demo data, so the mint leaves the suite's API as seeded: the demo
     * investor's closed order in Bridge Notes 2027, a closed round, placed weeks ago; they have a wallet.
     */
    const api = new FixtureApi({ tenant: 'demo' });
    test.beforeAll(async () => {
      await api.start();
    });
    test.afterAll(async () => {
      await api.stop();
    });
    test.beforeEach(async ({ page }) => {
      await api.routeInto(page);
    });

    test("the manager mints the order to the investor's wallet, and the investor finds the tokens issued", async ({ page }) => {
      test.setTimeout(120_000);
      await test.step('the manager mints the tokens', async () => {
        await loginAs(page, DEMO_USERS.manager);
        await page.goto(`/manager/investments?q=${encodeURIComponent(DEMO_USERS.investor)}`);
        const row = page.getByRole('table', { name: /^Investments, page/ }).getByRole('row').filter({ hasText: CLOSED_ROUND });
        await expect(row).toHaveCount(1);
        await row.getByRole('button', { name: /^Mint the tokens of/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Mint tokens' }).click();
        await expect(page.getByText(/^The tokens of .* were minted\.$/)).toBeVisible();
        await expect(row).toContainText('Tokens issued');
      });

      await test.step('the investor finds the order in the tokens issued tab', async () => {
        await loginAs(page, DEMO_USERS.investor);
        await page.goto('/user/investments');
        await page.getByRole('tab', { name: /^Tokens issued/ }).click();
        await expect(page.getByRole('table', { name: 'Your investments' }).getByRole('row').filter({ hasText: CLOSED_ROUND })).toHaveCount(1);
      });
    });
  });

  test("an entrepreneur cannot open another entrepreneur's investors list", async ({ page }) => {
    await loginAs(page, DEMO_USERS.manager);
    await page.goto('/manager/issuances');
    await page.getByRole('link', { name: OTHER_TITLE }).first().click();
    await page.getByRole('link', { name: 'Investors and token holders' }).click();
    await expect(page).toHaveURL(/\/manager\/issuances\/[^/]+\/investors$/);
    const foreign = new URL(page.url()).pathname.replace('/manager/', '/entrepreneur/');

    await loginAs(page, DEMO_USERS.entrepreneur);
    await page.goto(foreign);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
