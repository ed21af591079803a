// The dashboard's frame at the widths people use: the sidebar beside the content on a laptop and
// a desktop, a drawer behind the menu button on a tablet and a phone.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Investor navigation' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });

test.describe('the dashboard sidebar', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_USERS.investor);
  });

  for (const width of [1024, 1280, 1500]) {
    test(`is shown beside the content at ${width} px, with no menu button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user/issuances');
      await expect(sidebar(page).getByRole('link', { name: 'Portfolio' })).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      const nav = await sidebar(page).boundingBox();
      const main = await page.getByRole('main').boundingBox();
      expect(nav && main && nav.x + nav.width <= main.x).toBe(true);
    });
  }

  for (const width of [390, 800]) {
    test(`is a drawer at ${width} px: out of sight and of the tab order until the menu opens it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user/issuances');
      await expect(menuButton(page)).toBeVisible();
      await expect(sidebar(page)).toBeHidden();
      await menuButton(page).click();
      await sidebar(page).getByRole('link', { name: 'Portfolio' }).click();
      await expect(page).toHaveURL(/\/user\/portfolio$/);
      await expect(sidebar(page)).toBeHidden();
    });
  }
});
