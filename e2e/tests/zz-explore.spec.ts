import { writeFileSync } from 'node:fs';
import { test } from '../support/fixtures';
import { loginAs } from '../support/session';

test('explore', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'legal@demo.test');
  await page.goto('/user/account');
  await page.waitForTimeout(3000);
  writeFileSync('/tmp/e2e12/legal-account.yml', await page.locator('body').ariaSnapshot());
  await loginAs(page, 'manager@demo.test');
  await page.goto('/manager/users');
  await page.waitForTimeout(3000);
  writeFileSync('/tmp/e2e12/users.yml', await page.locator('body').ariaSnapshot());
  await page.getByRole('link', { name: /Iván|investor2/ }).first().click();
  await page.waitForTimeout(3000);
  writeFileSync('/tmp/e2e12/detail.yml', page.url() + '\n' + (await page.locator('body').ariaSnapshot()));
});
