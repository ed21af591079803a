import { ManagerIssuancesPage, csvRows } from '../pages/manager-issuances.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';

test.describe('the manager runs the issuances', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO_USERS.manager);
  });

  test('exports the list as CSV with one row per issuance, as many as the list counts, filters kept', async ({ page }) => {
    const issuances = new ManagerIssuancesPage(page);
    await issuances.open();
    const total = await issuances.total();
    expect(total).toBeGreaterThan(0);

    const all = await issuances.export('Export CSV');
    expect(all.download.suggestedFilename()).toBe('issuances.csv');
    const rows = csvRows(all.text);
    // The header, then one row per issuance of every page, not only the one shown.
    expect(rows.length - 1).toBe(total);
    expect(rows[0]).toContain('title');

    await issuances.filterByStatus('Campaign', 'CAMPAIGN');
    const campaign = await issuances.total();
    expect(campaign).toBeLessThan(total);
    const filtered = csvRows((await issuances.export('Export CSV')).text);
    expect(filtered.length - 1).toBe(campaign);
    const status = filtered[0]?.indexOf('status') ?? -1;
    expect(status).toBeGreaterThanOrEqual(0);
    expect(new Set(filtered.slice(1).map((row) => row[status]))).toEqual(new Set(['CAMPAIGN']));

    const excel = await issuances.export('Export Excel');
    expect(excel.download.suggestedFilename()).toBe('issuances.xlsx');
  });

  test('deletes an issuance without investments after confirming it', async ({ page }) => {
    const issuances = new ManagerIssuancesPage(page);
    await issuances.open('?per_page=48');
    const titles = await issuances.titles();
    // Seeded without any investment and counted on by no other spec; the first one still there
    // is taken, so a run against a reused API (local runs) finds one to delete.
    const title = ['Coworking Franchise', 'Sevilla Offices', 'Sorolla Study', 'Medical Equipment Lease'].find((candidate) =>
      titles.includes(candidate),
    );
    if (!title) throw new Error('Every issuance seeded without investments is already deleted: restart the API for fresh data.');
    const before = await issuances.total();
    const href = await issuances.titleLink(title).getAttribute('href');

    let dialog = await issuances.askToDelete(title);
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(issuances.row(title)).toBeVisible();

    dialog = await issuances.askToDelete(title);
    await dialog.getByRole('button', { name: 'Delete issuance' }).click();
    await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
    await expect(issuances.row(title)).toHaveCount(0);
    await expect.poll(() => issuances.total()).toBe(before - 1);

    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('cannot delete an issuance that has investments, nothing is lost, and its sheet opens with its hidden documents', async ({ page }) => {
    const issuances = new ManagerIssuancesPage(page);
    const title = 'Madrid Retail Loan';
    await issuances.open();
    await issuances.search('Madrid');

    const dialog = await issuances.askToDelete(title);
    await dialog.getByRole('button', { name: 'Delete issuance' }).click();
    await expect(page.getByRole('dialog', { name: `“${title}” cannot be deleted` })).toContainText('It already has investments');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(issuances.row(title)).toBeVisible();

    await issuances.titleLink(title).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Status of the issuance' }).locator('[aria-current="step"]')).toContainText('Campaign');

    // A document hidden from investors: the manager gets it, with the token a plain link lacks.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Financial projections' }).click();
    expect((await downloading).suggestedFilename()).toBe('Financial projections.pdf');
  });

  test('follows an issuance and finds it among the ones followed, then unfollows it', async ({ page }) => {
    const issuances = new ManagerIssuancesPage(page);
    const title = 'Olive Oil Cooperative';
    await issuances.open();
    await issuances.search('Olive');
    const follow = page.getByRole('button', { name: new RegExp(`^(Follow|Stop following) ${title}$`) });
    if ((await follow.getAttribute('aria-pressed')) === 'true') await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');

    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // The box reflects the address, which changes just after the click.
    const followedOnly = page.getByRole('checkbox', { name: 'Only projects I follow' });
    await followedOnly.click();
    await expect(followedOnly).toBeChecked();
    await expect(page).toHaveURL(/followed=true/);
    await expect(issuances.row(title)).toBeVisible();

    await follow.click();
    await expect(issuances.row(title)).toHaveCount(0);
  });

  test('sees the list and its sheet in Spanish', async ({ page }) => {
    const issuances = new ManagerIssuancesPage(page);
    await issuances.open('?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Emisiones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await expect(issuances.table.getByRole('columnheader', { name: 'Inversores' })).toBeVisible();
    await expect(issuances.count).toHaveText(/emisiones$/);

    await issuances.search('Madrid');
    await issuances.titleLink('Madrid Retail Loan').click();
    await expect(page.getByRole('navigation', { name: 'Estado de la emisión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Todas las emisiones' })).toBeVisible();
  });
});

test.describe('the EXEU tenant', () => {
  test.use({ baseURL: 'http://exeu.localhost:3000' });

  test('calls investors members and speaks of admission to trading', async ({ page }) => {
    await loginAs(page, 'manager@exeu.test');
    const issuances = new ManagerIssuancesPage(page);
    await issuances.open();
    await expect(issuances.table.getByRole('columnheader', { name: 'Members' })).toBeVisible();
    await expect(issuances.table.getByRole('columnheader', { name: 'Investors' })).toHaveCount(0);

    await issuances.search('Madrid');
    await issuances.titleLink('Madrid Retail Loan').click();
    await expect(page.getByRole('heading', { name: 'Admission to trading' })).toBeVisible();
  });
});
