import { IssuancesPage } from '../pages/issuances.page';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/login.page';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/session';

test.describe('the investor browses issuances', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_USERS.investor);
  });

  test('browses, filters, opens a project, follows and unfollows it, and finds it followed after a reload', async ({ page }) => {
    const issuances = new IssuancesPage(page);
    await expect(issuances.results).toBeVisible();
    // Investors see published projects only: a draft never appears.
    await expect(issuances.project('Madrid Retail Loan')).toBeVisible();
    await expect(issuances.project('Summer Festival 2027')).toHaveCount(0);

    await issuances.filterByStatus('Campaign');
    await expect(page).toHaveURL(/status=CAMPAIGN/);
    await expect(issuances.project('Bridge Notes 2027')).toHaveCount(0);
    await expect(issuances.project('Valencia Lofts')).toBeVisible();

    await issuances.filterByProductType('Real estate');
    await issuances.search('lofts');
    await expect(page).toHaveURL(/q=lofts/);
    await expect.poll(() => issuances.titles()).toEqual(['Valencia Lofts']);

    await issuances.showAs('List');
    await expect(page).toHaveURL(/view=list/);
    // The address holds the whole view: a reload shows the same filtered list.
    await page.reload();
    await expect.poll(() => issuances.titles()).toEqual(['Valencia Lofts']);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    const sheet = await issuances.openProject('Valencia Lofts');
    await expect(page.getByRole('link', { name: 'Invest', exact: true })).toHaveAttribute('href', '/invest/valencia-lofts/invest');
    await expect(page.getByRole('link', { name: 'Book tokens' })).toHaveAttribute('href', '/invest/valencia-lofts/invest?mode=book');
    await expect(page.getByTitle('Video: Valencia Lofts').or(page.getByRole('img', { name: 'Valencia Lofts, image 1' }))).toBeVisible();

    await sheet.ensureNotFollowing('Valencia Lofts');
    await sheet.toggleFollow('Valencia Lofts', true);
    await page.reload();
    await expect(sheet.followButton('Valencia Lofts')).toHaveAttribute('aria-pressed', 'true');

    // The followed filter of the list finds it too.
    await page.goto('/user/issuances?followed=true');
    await expect(issuances.project('Valencia Lofts').getByRole('button', { name: 'Follow Valencia Lofts' })).toHaveAttribute('aria-pressed', 'true');

    await issuances.openProject('Valencia Lofts');
    await sheet.toggleFollow('Valencia Lofts', false);
    await page.reload();
    await expect(sheet.followButton('Valencia Lofts')).toHaveAttribute('aria-pressed', 'false');
  });

  test('goes back through the filters with the browser', async ({ page }) => {
    const issuances = new IssuancesPage(page);
    await expect(issuances.results).toBeVisible();
    await issuances.filterByStatus('Closed');
    await expect(issuances.project('Bridge Notes 2027')).toBeVisible();
    await expect(issuances.project('Valencia Lofts')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/user\/issuances$/);
    await expect(issuances.project('Valencia Lofts')).toBeVisible();
  });

  test('reads the page in Spanish', async ({ page }) => {
    await page.goto('/user/issuances?lang=es');
    const issuances = new IssuancesPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Emisiones' })).toBeVisible();
    await expect(issuances.results).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tipo de producto' })).toBeVisible();
    await expect(issuances.project('Valencia Lofts').getByText(/inversor(es)?$/)).toBeVisible();
  });
});

test('the EXEU tenant calls its investors members', async ({ page }) => {
  // The API tells tenants apart by host: the EXEU tenant answers on exeu.localhost.
  await page.goto('http://exeu.localhost:3000/login');
  await new LoginPage(page).signIn('investor@exeu.test', DEMO_PASSWORD);
  await page.waitForURL(/\/user\/issuances$/);
  const issuances = new IssuancesPage(page);
  await expect(page.getByText('Projects open to members.', { exact: false })).toBeVisible();
  await expect(issuances.project('Valencia Lofts').getByText(/members?$/)).toBeVisible();
  const sheet = await issuances.openProject('Valencia Lofts');
  await expect(page.getByRole('heading', { name: 'Admission to trading' })).toBeVisible();
  await expect(sheet.title).toHaveText('Valencia Lofts');
});
