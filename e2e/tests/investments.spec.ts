import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/** Owned by the demo entrepreneur, open for investment, with a smart contract to mint on. */
const SLUG = 'valencia-lofts';
const TITLE = 'Valencia Lofts';
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
  test('a contract signed before its bank transfer, confirmed by the manager, minted, and shown in the portfolio and the investors list', async ({ page }) => {
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
      await expect(dialog.getByRole('button', { name: 'Download the proof' })).toBeVisible();
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

    await test.step('the manager mints the tokens', async () => {
      await loginAs(page, DEMO_USERS.manager);
      const row = await managerRow(page, email);
      await row.getByRole('button', { name: /^Mint the tokens of/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mint tokens' }).click();
      await expect(page.getByText(/^The tokens of .* were minted\.$/)).toBeVisible();
      await expect(row).toContainText('Tokens issued');
    });

    await test.step('the investor sees the minted tokens in the portfolio', async () => {
      await loginAs(page, email);
      await expect(await investorRow(page, 'Tokens issued')).toHaveCount(1);
      await page.goto('/user/portfolio');
      const holding = page.getByRole('table', { name: 'Holdings' }).getByRole('row').filter({ hasText: TITLE });
      await expect(holding.getByRole('cell').nth(1)).toHaveText(/^2/);
      await expect(holding.getByRole('cell').nth(2)).toHaveText(/^2/);
      await expectNoA11yViolations(page, 'portfolio');
    });

    await test.step("the entrepreneur sees the investor among the project's token holders", async () => {
      await loginAs(page, DEMO_USERS.entrepreneur);
      await openEntrepreneurIssuance(page, TITLE);
      await page.getByRole('link', { name: 'Investors and token holders' }).click();
      const investor = page.getByRole('row').filter({ hasText: email });
      await expect(investor).toContainText('Token holder');
      await expectNoA11yViolations(page, 'issuance investors');
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
