import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage, SANDBOX_CARDS } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

const SLUG = 'valencia-lofts';
/** The one open project where the seeded investors (demo and EXEU) hold only an interest, no order in progress. */
const NO_ORDER_SLUG = 'madrid-retail-loan';

/** Each test registers its own investor and places its own order: they share nothing. */
test.describe.configure({ mode: 'parallel' });

/** The investor's row of this project in the investments list (/user/investments) on screen. */
function investmentRow(page: Page) {
  return page.getByRole('table', { name: 'Your investments' }).getByRole('row').filter({ hasText: 'Valencia Lofts' });
}

test.describe('investing in a project (issue 10)', () => {
  test('a new user registers from the landing page, onboards, reads and signs the contract, pays by card and sees the investment', async ({ page }) => {
    test.setTimeout(180_000);
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, freshEmail('card'));

    await expectNoA11yViolations(page, 'identification');
    await flow.identify();
    await expectNoA11yViolations(page, 'type of investor');
    await flow.chooseInvestorType();
    await expectNoA11yViolations(page, 'account information');
    await flow.fillAccountInformation();
    await expectNoA11yViolations(page, 'additional information');
    await flow.fillAdditionalInformation();
    await expectNoA11yViolations(page, 'knowledge test');
    await flow.answerKnowledgeTest(false);
    await expect(page.getByRole('status').filter({ hasText: 'You got 0 right answers; 5 are needed to pass.' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await flow.answerKnowledgeTest(true);
    await expect(page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();

    await expectNoA11yViolations(page, 'amount');
    await flow.chooseTokens(1);
    await expectNoA11yViolations(page, 'payment method');
    await flow.choosePaymentMethod('Card');

    // Invest, sign, pay: the contract, with the method chosen, is read in the page before paying.
    await expect(flow.heading('Sign your contract')).toBeVisible();
    await expect(flow.contract()).toContainText('Medio de pago / Payment method: Tarjeta / Card');
    await expect(flow.contract()).toContainText('Capital loss: you may lose all or part of the money invested.');
    await expect(page.getByRole('link', { name: 'Download the contract (PDF)' })).toBeVisible();
    await expectNoA11yViolations(page, 'sign');
    await flow.sign('Lucía Martín');

    await expectNoA11yViolations(page, 'card payment');
    await flow.payByCard(SANDBOX_CARDS.pays);

    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your investment is complete.')).toBeVisible();
    await expectNoA11yViolations(page, 'payment success');
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(flow.heading('Congratulations on your investment')).toBeVisible();
    await expect(page.getByText(/^1 \S+ tokens of Valencia Lofts, for 100\.00/)).toBeVisible();
    await expectNoA11yViolations(page, 'congratulations');
    await page.getByRole('link', { name: 'See my investments' }).click();
    await expect(investmentRow(page)).toHaveCount(1);
    await expect(investmentRow(page)).toContainText('Signed');
  });

  test('a declined card shows the payment error; trying again with a good card pays', async ({ page }) => {
    test.setTimeout(180_000);
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, freshEmail('declined'));
    await flow.onboard();
    await flow.chooseTokens(2);
    await flow.choosePaymentMethod('Card');
    await flow.sign('Lucía Martín');
    await flow.payByCard(SANDBOX_CARDS.declined);

    await expect(flow.heading('Payment error')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The payment provider refused the payment.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, 'payment error');
    await page.getByRole('link', { name: 'Try again' }).click();
    await flow.choosePaymentMethod('Card');
    // The same method is the same contract, signed already: on to the payment.
    await expect(page.getByRole('heading', { name: 'You have signed this contract' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await flow.payByCard(SANDBOX_CARDS.pays);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  });

  test('an order inside its reflection period is revoked from the congratulations page', async ({ page }) => {
    test.setTimeout(180_000);
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, freshEmail('revoke'));
    await flow.onboard();
    await flow.chooseTokens(1);
    await flow.choosePaymentMethod('Card');
    await flow.sign('Lucía Martín');
    await flow.payByCard(SANDBOX_CARDS.pays);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Reflection period' })).toBeVisible();
    await page.getByRole('button', { name: 'Revoke my investment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this investment?' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'revoke dialog');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('main').getByText('Your investment was revoked.', { exact: false })).toBeVisible();
    await page.goto('/user/investments?tab=canceled');
    await expect(investmentRow(page)).toHaveCount(1);
    await expect(investmentRow(page)).toContainText('Cancelled');
  });

  test('the demo investor pays by bank transfer and uploads the proof', async ({ page }) => {
    const flow = new InvestFlowPage(page);
    await loginAs(page, DEMO_USERS.investor);
    await page.goto(`/invest/${NO_ORDER_SLUG}/invest`);
    await flow.chooseTokens(4);
    await flow.choosePaymentMethod('Bank transfer');
    await flow.sign('Demo Investor');
    await expect(flow.heading('Pay by bank transfer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transfer details' })).toBeVisible();
    await expectNoA11yViolations(page, 'bank transfer');
    await page.getByLabel('Proof of payment file').setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await page.getByRole('button', { name: 'Send proof of payment' }).click();
    await expect(page.getByRole('heading', { name: 'Proof of payment received' })).toBeVisible();
    await expectNoA11yViolations(page, 'proof of payment received');
  });

  test('a step reads in Spanish with ?lang=es', async ({ page }) => {
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, freshEmail('es'));
    await expect(flow.heading('Verify your identity')).toBeVisible();
    await page.goto(`/invest/${SLUG}/identification?lang=es`);
    await expect(flow.heading('Verifica tu identidad')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar para verificar' })).toBeVisible();
  });

  test('the EXEU tenant speaks of participation on the amount step', async ({ page }) => {
    await page.goto('http://exeu.localhost:3000/login');
    await page.getByLabel(/^E-mail/).fill('investor@exeu.test');
    await page.locator('input[type=password]').fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\//);
    await page.goto(`http://exeu.localhost:3000/invest/${NO_ORDER_SLUG}/invest`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your participation' })).toBeVisible();
  });
});
