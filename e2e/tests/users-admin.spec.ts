import type { Page } from '@playwright/test';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { ProjectSheetPage } from '../pages/issuances.page';
import { UsersAdminPage } from '../pages/users-admin.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, forgetSession, loginAs } from '../support/session';

/** Each test registers the users it changes: they share nothing. */
test.describe.configure({ mode: 'parallel' });

const SLUG = 'valencia-lofts';

/** A new investor, registered from a project's landing page, then signed out. */
async function registerInvestor(page: Page, label: string): Promise<string> {
  const email = freshEmail(label);
  const flow = new InvestFlowPage(page);
  await flow.registerFromLanding(SLUG, email);
  await expect(flow.heading('Verify your identity')).toBeVisible();
  await forgetSession(page);
  return email;
}

/** The manager opens one user's sheet from the users list. */
async function managerOpens(page: Page, email: string): Promise<UsersAdminPage> {
  await loginAs(page, DEMO_USERS.manager);
  const users = new UsersAdminPage(page);
  await users.open();
  await users.openUser(email);
  return users;
}

test.describe("the manager's users (issue 12)", () => {
  test('a manager validates a user whose identification awaits review, who can then invest', async ({ page }) => {
    test.setTimeout(180_000);
    const email = freshEmail('validate');
    const flow = new InvestFlowPage(page);
    await flow.registerFromLanding(SLUG, email);
    // The sandbox provider sends a file named "manual…" to a manual review.
    await expect(flow.heading('Verify your identity')).toBeVisible();
    await page.getByLabel('Proof of identity').setInputFiles({
      name: 'manual-review.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
    });
    await page.getByRole('button', { name: 'Send for verification' }).click();
    await expect(page.getByText('Your documents need a manual review that did not pass.', { exact: false })).toBeVisible();
    // Until a manager decides, the flow keeps them on the identification step.
    await page.goto(`/invest/${SLUG}/invest`);
    await expect(flow.heading('Verify your identity')).toBeVisible();

    const users = await managerOpens(page, email);
    await users.decision.getByRole('button', { name: 'Validate' }).click();
    await users.dialog(`Validate ${email}?`).getByRole('button', { name: 'Validate user' }).click();
    await expect(page.getByText(`${email} is validated`)).toBeVisible();

    await loginAs(page, email);
    await page.goto(`/invest/${SLUG}/identification`);
    await expect(page.getByText('Your identity is verified.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await flow.chooseInvestorType();
    await flow.fillAccountInformation();
    await flow.fillAdditionalInformation();
    await flow.answerKnowledgeTest(true);
    await page.goto(`/invest/${SLUG}/invest`);
    await expect(page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();
  });

  test('a manager denegates a user with a flag and a message, and the user reads why', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await registerInvestor(page, 'denegate');
    const message = 'Your ID card photo is blurred: upload a sharper one.';
    const users = await managerOpens(page, email);
    await users.decision.getByRole('button', { name: 'Reject' }).click();
    const dialog = users.dialog(`Reject ${email}`);
    await dialog.getByRole('checkbox', { name: 'Identification not approved' }).check();
    await dialog.getByLabel('Message to the user').fill(message);
    await dialog.getByRole('button', { name: 'Reject user' }).click();
    await expect(page.getByText(`${email} is rejected`)).toBeVisible();

    await loginAs(page, email);
    await page.goto(`/invest/${SLUG}/invest`);
    await expect(page.getByRole('main')).toContainText(message);
  });

  test('a manager acts as an investor, follows a project as them, and goes back to the same list', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await registerInvestor(page, 'simulate');
    await loginAs(page, DEMO_USERS.manager);
    const users = new UsersAdminPage(page);
    await users.open();
    await users.search(email);
    const listUrl = page.url();
    await users.table.getByRole('row').nth(1).getByRole('link').first().click();
    await users.actions.getByRole('button', { name: 'Act as investor' }).click();
    await expect(page.getByRole('button', { name: 'Back to manager' })).toBeVisible();
    await page.goto('/user/issuances');
    await page.getByRole('article', { name: 'Valencia Lofts' }).getByRole('link', { name: 'Valencia Lofts' }).click();
    const sheet = new ProjectSheetPage(page);
    await sheet.followButton('Valencia Lofts').click();
    await expect(sheet.followButton('Valencia Lofts')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Back to manager' }).click();
    await expect(users.table).toBeVisible();
    expect(page.url()).toBe(listUrl);
  });

  test("a manager gives an investor the entrepreneur role, and the investor's areas change at their next login", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await registerInvestor(page, 'roles');
    const users = await managerOpens(page, email);
    await users.actions.getByRole('button', { name: 'Manage roles' }).click();
    const dialog = users.dialog(`Roles of ${email}`);
    await dialog.getByLabel('Secondary role').selectOption({ label: 'Entrepreneur' });
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText(`The roles of ${email} are saved`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Roles' })).toContainText('Entrepreneur');

    await loginAs(page, email);
    await page.goto('/entrepreneur/issuances');
    await expect(page).toHaveURL(/\/entrepreneur\/issuances$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
