import { IssuancesListPage, ManagerIssuancesPage } from '../pages/manager-issuances.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

/** What the API seeds for entrepreneur@demo.test: their own projects, a draft among them. */
const OWN = ['Madrid Retail Loan', 'Valencia Lofts', 'Medical Equipment Lease', 'Indie Album Royalties', 'Summer Festival 2027', 'Sorolla Study'];
/** Projects of the other entrepreneur (company@demo.test). */
const OTHERS = ['Bridge Notes 2027', 'Sevilla Offices', 'Solar Park Almería', 'Olive Oil Cooperative'];

test.describe('the entrepreneur follows their own issuances', () => {
  test('sees only their own issuances, drafts included, with their figures', async ({ page }) => {
    await loginAs(page, DEMO_USERS.entrepreneur);
    const issuances = new IssuancesListPage(page, 'entrepreneur');
    await issuances.open('?per_page=48');

    const titles = await issuances.titles();
    expect(titles.length).toBe(await issuances.total());
    // Projects other specs author for this entrepreneur ("Huerto …", authoring.spec) are theirs too.
    expect(titles.filter((title) => !OWN.includes(title) && !title.startsWith('Huerto '))).toEqual([]);
    for (const own of OWN) expect(titles).toContain(own);
    for (const other of OTHERS) expect(titles).not.toContain(other);
    const draft = issuances.row('Summer Festival 2027');
    await expect(draft).toContainText('Draft');

    const madrid = issuances.row('Madrid Retail Loan');
    await expect(madrid.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /% of the soft cap$/);
    await expect(madrid).toContainText(/days left|Campaign ended/);

    await issuances.titleLink('Madrid Retail Loan').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Madrid Retail Loan' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Status of the issuance' }).locator('[aria-current="step"]')).toContainText('Campaign');
    await page.getByRole('link', { name: 'My issuances' }).click();
    await expect(page).toHaveURL(/\/entrepreneur\/issuances\?per_page=48$/);
  });

  test('opening another entrepreneur’s issuance shows the 404 page naming its address', async ({ page }) => {
    // The id of a project of the company's, as the manager's list links it.
    await loginAs(page, DEMO_USERS.manager);
    const managerList = new ManagerIssuancesPage(page);
    await managerList.open();
    await managerList.search('Bridge Notes');
    const href = await managerList.titleLink('Bridge Notes 2027').getAttribute('href');
    const id = href?.split('/').pop();
    expect(id).toBeTruthy();

    await loginAs(page, DEMO_USERS.entrepreneur);
    await page.goto(`/entrepreneur/issuances/${id}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Bridge Notes 2027')).toHaveCount(0);
  });

  test('sees their issuances in Spanish', async ({ page }) => {
    await loginAs(page, DEMO_USERS.entrepreneur);
    const issuances = new IssuancesListPage(page, 'entrepreneur');
    await issuances.open('?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis emisiones' })).toBeVisible();
    await expect(issuances.table.getByRole('columnheader', { name: 'Recaudado / objetivo mínimo' })).toBeVisible();
    await expect(issuances.row('Summer Festival 2027')).toContainText('Borrador');
  });
});
