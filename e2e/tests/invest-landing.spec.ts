import { ProjectSheetPage } from '../pages/issuances.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

test.describe('the public landing page of a project', () => {
  test('an anonymous visitor sees the project and is invited to register or declare interest', async ({ page }) => {
    await page.goto('/invest/valencia-lofts');
    const sheet = new ProjectSheetPage(page);
    await expect(sheet.title).toHaveText('Valencia Lofts');
    await expect(page.getByRole('heading', { name: 'Token data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account to invest' })).toHaveAttribute('href', '/invest/valencia-lofts/register');
    await expect(page.getByRole('link', { name: 'Declare interest' })).toHaveAttribute('href', '/invest/valencia-lofts/declare-interest');
    await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Create an account to invest' }).click();
    await expect(page).toHaveURL(/\/invest\/valencia-lofts\/register$/);
    await expect(page.getByText('Create your account to invest in Valencia Lofts.', { exact: false })).toBeVisible();
  });

  test('reads in Spanish', async ({ page }) => {
    await page.goto('/invest/valencia-lofts?lang=es');
    await expect(page.getByRole('link', { name: 'Crea una cuenta para invertir' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Datos del token' })).toBeVisible();
  });

  test('an unknown project shows the 404 page', async ({ page }) => {
    await page.goto('/invest/no-such-project');
    await expect(page.getByRole('heading', { name: /Page not found/i })).toBeVisible();
  });

  test('a signed-in investor is sent on to the invest step of the same project', async ({ page }) => {
    await loginAs(page, DEMO_USERS.investor);
    await page.goto('/invest/valencia-lofts');
    await expect(page).toHaveURL(/\/invest\/valencia-lofts\/invest$/);
  });

  test('the EXEU tenant speaks of taking part', async ({ page }) => {
    await page.goto('http://exeu.localhost:3000/invest/valencia-lofts');
    await expect(page.getByRole('link', { name: 'Create an account to take part' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admission to trading' })).toBeVisible();
  });
});
