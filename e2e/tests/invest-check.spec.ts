import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

test.describe('the invest check', () => {
  test('an investor whose identity is still being checked is told why and for how long', async ({ page }) => {
    await loginAs(page, 'pending@demo.test');
    await page.goto('/invest/valencia-lofts/invest');
    await expect(page).toHaveURL(/\/invest\/valencia-lofts\/blocked$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your identity is being checked' })).toBeVisible();
    await expect(page.getByText('The check takes up to 24 hours.', { exact: false })).toBeVisible();
  });

  test('a refused investor is told what to fix and may open that step', async ({ page }) => {
    await loginAs(page, 'investor2@demo.test');
    await page.goto('/invest/valencia-lofts/sign');
    await expect(page).toHaveURL(/\/invest\/valencia-lofts\/blocked$/);
    await page.getByRole('link', { name: 'Go to Identification' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  });

  test('a visitor declaring interest is asked for an account and comes back to confirm the amount', async ({ page }) => {
    await page.goto('/invest/valencia-lofts/declare-interest');
    await page.getByLabel(/^Amount you are interested in/).fill('500');
    await page.getByRole('button', { name: 'Declare interest' }).click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel(/^E-mail/).fill('investor@demo.test');
    await page.locator('input[type=password]').fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/invest\/valencia-lofts\/declare-interest\?amount=500\.00$/);
    await page.getByRole('button', { name: 'Confirm my interest' }).click();
    await expect(page.getByText('Interest declared')).toBeVisible();
  });
});
