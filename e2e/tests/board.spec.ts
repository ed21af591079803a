import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/**
 * Issue 15 end to end: an ad for minted tokens is reviewed and published, another investor
 * contacts its author, the author transfers the tokens, both see the transfer and their new
 * holdings, and notifications reach open pages without a reload (the API's review job runs every
 * second in the suite, see playwright.config.ts).
 */

/** A legal-person demo investor holding minted tokens of the project. */
const SELLER = 'legal@demo.test';
const BUYER = DEMO_USERS.investor;
const PROJECT = 'Wind Repowering';
const TOKENS = 5;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await loginAs(page, email);
  return page;
}

/** The unread count the dashboard header's bell states ("Notifications, 3 unread"). */
async function unreadOf(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Notifications, / }).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** The new-ad form's investment of the project (its option names the tokens still available). */
async function chooseInvestment(dialog: Locator): Promise<void> {
  const option = dialog.getByLabel('Investment').locator('option', { hasText: PROJECT });
  await expect(option).toHaveCount(1);
  await dialog.getByLabel('Investment').selectOption((await option.getAttribute('value')) ?? '');
}

async function tokensHeld(page: Page): Promise<number> {
  await page.goto('/user/portfolio');
  const holding = page.getByRole('table', { name: 'Holdings' }).getByRole('row').filter({ hasText: PROJECT });
  await expect(holding).toHaveCount(1);
  return Number.parseInt((await holding.getByRole('cell').nth(1).innerText()).replace(/\D/g, ''), 10);
}

test.describe('the bulletin board, transfers and notifications (issue 15)', () => {
  test('an ad is published after review, contacted, settled by a transfer, and both parties are told live', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const marker = `Board e2e ${Date.now()}`;
    const seller = page;
    await loginAs(seller, SELLER);
    const sellerTokensBefore = await tokensHeld(seller);
    const buyer = await signedInPage(browser, BUYER);
    const buyerTokensBefore = await tokensHeld(buyer);

    await test.step('an ad with a script tag is refused with the reason, and nothing is posted', async () => {
      await seller.goto('/user/transfers?tab=mine');
      await seller.getByRole('button', { name: 'New ad' }).click();
      const dialog = seller.getByRole('dialog', { name: 'New ad' });
      await chooseInvestment(dialog);
      await dialog.getByLabel('Number of tokens').fill(String(TOKENS));
      await dialog.getByLabel('Unit price').fill('12.50');
      await dialog.getByLabel('Description').fill('<script>alert(1)</script>');
      await dialog.getByRole('button', { name: 'Publish ad' }).click();
      await expect(dialog.getByText('This text contains code that is not allowed (scripts, event handlers or SQL)')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    let reference = '';
    await test.step('the holder posts a sell ad; the review publishes it within seconds', async () => {
      await seller.getByRole('button', { name: 'New ad' }).click();
      const dialog = seller.getByRole('dialog', { name: 'New ad' });
      await chooseInvestment(dialog);
      await dialog.getByLabel('Number of tokens').fill(String(TOKENS));
      await dialog.getByLabel('Unit price').fill('12,50');
      await expect(dialog.getByText(/Amount: 62[.,]50/)).toBeVisible();
      await dialog.getByLabel('Description').fill(`${marker}: five tokens of the wind farm.`);
      await dialog.getByRole('button', { name: 'Publish ad' }).click();
      await expect(seller.getByText('Your ad is being checked and will be on the board within a minute.')).toBeVisible();
      const card = seller.getByRole('article').filter({ hasText: marker });
      // The review runs every second here: the card may already have moved on to Published.
      await expect(card).toContainText(/In review|Published/);
      reference = ((await card.locator('dd', { hasText: /^AD-/ }).innerText()) ?? '').trim();
      expect(reference).toMatch(/^AD-\d{4}-\d+$/);
      await expect(async () => {
        await seller.reload();
        await expect(seller.getByRole('article').filter({ hasText: marker })).toContainText('Published', { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expectNoA11yViolations(seller, 'my ads');
    });

    await test.step('another investor finds it on the board and contacts the author, who is told without reloading', async () => {
      await seller.goto('/user/transfers?tab=mine');
      await expect(seller.getByRole('article').filter({ hasText: marker })).toBeVisible();
      const unreadBefore = await unreadOf(seller);

      await buyer.goto('/user/transfers');
      await expect(buyer.getByRole('heading', { name: 'A notice board, not an exchange' })).toBeVisible();
      const ad = buyer.getByRole('article').filter({ hasText: reference });
      await expect(ad).toContainText(PROJECT);
      await expect(ad).not.toContainText(SELLER);
      await expectNoA11yViolations(buyer, 'bulletin board');
      await ad.getByRole('button', { name: `Contact the author of ${reference}` }).click();
      const dialog = buyer.getByRole('dialog');
      await dialog.getByLabel('Follow-up').selectOption('request_information');
      await dialog.getByLabel('Message').fill('I would buy the five tokens at your price. Can you send them?');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(buyer.getByText(/ has your message\.$/)).toBeVisible();

      await expect.poll(() => unreadOf(seller), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);
    });

    await test.step('the author reads the contact in its thread and replies; the buyer reads the reply on the ad (issue 34)', async () => {
      const buyerThread = buyer.getByRole('dialog', { name: /^Conversation with / });
      await expect(buyerThread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([/You.*I would buy the five tokens/]);
      await buyerThread.getByRole('button', { name: 'Close the conversation' }).click();

      await seller.reload();
      const card = seller.getByRole('article').filter({ hasText: marker });
      await card.getByRole('button', { name: `Messages (1 new) about ${reference}` }).click();
      const threads = card.getByRole('list', { name: `Conversations about ${reference}` }).getByRole('listitem');
      await expect(threads).toHaveCount(1);
      await expect(threads.first()).toContainText('I would buy the five tokens');
      await expect(threads.first()).not.toContainText(BUYER);
      await threads.first().getByRole('button', { name: /^Open the conversation with / }).click();
      const sellerThread = seller.getByRole('dialog', { name: /^Conversation with / });
      await expect(sellerThread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
      await expectNoA11yViolations(seller, 'reply thread');
      await sellerThread.getByLabel('Your reply').fill('Deal: I am sending them now.');
      await sellerThread.getByRole('button', { name: 'Send reply' }).click();
      await expect(sellerThread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
      await expect(sellerThread.getByText('Message sent.')).toBeAttached();
      await sellerThread.getByRole('button', { name: 'Close the conversation' }).click();

      await buyer.reload();
      const ad = buyer.getByRole('article').filter({ hasText: reference });
      await expect(ad).toContainText('1 new');
      await ad.getByRole('button', { name: new RegExp(`^Open your conversation with .* about ${reference}$`) }).click();
      const reread = buyer.getByRole('dialog', { name: /^Conversation with / });
      await expect(reread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([/You.*I would buy the five tokens/, /Deal: I am sending them now\./]);
      await reread.getByRole('button', { name: 'Close the conversation' }).click();
    });

    await test.step('the author transfers the tokens from the ad to the buyer by e-mail', async () => {
      const card = seller.getByRole('article').filter({ hasText: marker });
      await card.getByRole('button', { name: `Transfer tokens of ${reference}` }).click();
      const dialog = seller.getByRole('dialog');
      await dialog.getByLabel('Destination wallet or e-mail').fill(BUYER);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByText(/^Send 5\s\S+ of .* to .*\?$/)).toBeVisible();
      await expectNoA11yViolations(seller, 'transfer confirmation');
      const buyerUnread = await unreadOf(buyer);
      await dialog.getByRole('button', { name: 'Send tokens' }).click();
      await expect(dialog.getByRole('heading', { name: 'Transfer done' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => unreadOf(buyer), { timeout: 20_000 }).toBeGreaterThan(buyerUnread);
    });

    await test.step('both see the transfer and their new holdings', async () => {
      for (const [who, direction] of [
        [seller, 'Sent'],
        [buyer, 'Received'],
      ] as const) {
        await who.goto('/user/transfers?tab=transfers');
        const row = who.getByRole('table', { name: 'Your transfers' }).getByRole('row').filter({ hasText: PROJECT }).filter({ hasText: direction });
        await expect(row.first()).toBeVisible();
      }
      await expectNoA11yViolations(buyer, 'transfers');
      expect(await tokensHeld(seller)).toBe(sellerTokensBefore - TOKENS);
      expect(await tokensHeld(buyer)).toBe(buyerTokensBefore + TOKENS);
    });

    await test.step('the buyer reads the transfer in the notifications and marks everything read', async () => {
      await buyer.goto('/user/notifications');
      await expect(buyer.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(buyer.getByRole('list', { name: 'Notifications' })).toContainText(PROJECT);
      await expectNoA11yViolations(buyer, 'notifications');
      await buyer.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => unreadOf(buyer)).toBe(0);
    });
    await buyer.context().close();
  });

  test("a manager's notification to a project's investors reaches them live", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const investor = await signedInPage(browser, SELLER);
    await investor.goto('/user/notifications');
    const unreadBefore = await unreadOf(investor);
    const title = `General meeting ${Date.now()}`;

    await loginAs(page, DEMO_USERS.manager);
    await page.goto('/manager/notifications');
    await page.getByRole('radio', { name: 'Investors of a project' }).check();
    const project = page.getByLabel('Project', { exact: true });
    await expect(project.locator('option', { hasText: PROJECT })).toHaveCount(1);
    await project.selectOption({ label: PROJECT });
    await page.getByLabel('Title (Spanish)').fill(`Junta ${title}`);
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Message (Spanish)').fill('La junta general es el 12 de diciembre.');
    await page.getByLabel('Message (English)').fill('The general meeting is on 12 December.');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this notification?' });
    await expect(confirm).toContainText(`the investors of ${PROJECT}`);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The notification was sent.')).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNoA11yViolations(page, 'manager notifications');

    await expect.poll(() => unreadOf(investor), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);
    await expect(investor.getByText(title)).toBeVisible({ timeout: 20_000 });
    await investor.context().close();
  });
});
