import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AreaPage } from '../pages/area.page';
import { StatusPage } from '../pages/status.page';
import { expect, overrideRemoteManifest, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';
import { StaticServer } from '../support/static-server';
import { REPO_ROOT } from '../support/suite';

// The remotes move to ports of their own in the browser only, which the host server's CSP (from
// its remotes.json on disk) does not name; serve-static's tests check that a replaced file does.
test.use({ bypassCSP: true });

test.describe('a remote that is down', () => {
  // A copy of the manager remote this spec may stop and start, on its own port.
  const manager = new StaticServer('remote-manager/dist', 3013);
  test.beforeAll(() => manager.start());
  test.afterAll(() => manager.stop());

  test('breaks only its own area, and retry recovers once it is back', async ({ page }) => {
    await overrideRemoteManifest(page, { remote_manager: manager.url });
    const area = new AreaPage(page);
    await loginAs(page, DEMO_USERS.manager);

    await manager.stop();
    await area.open('/manager/');
    await expect(area.unavailablePanel).toBeVisible();
    await area.expectDashboardLayout('Manager area');
    // The sidebar still offers the area's entry point from the host's registry.
    const sidebar = page.getByRole('navigation', { name: 'Manager navigation' });
    await expect(sidebar.getByRole('link')).toHaveText(['Issuances']);

    // Another area keeps working meanwhile.
    await loginAs(page, DEMO_USERS.entrepreneur);
    await page.goto('/entrepreneur/');
    await expect(area.unavailablePanel).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();

    await loginAs(page, DEMO_USERS.manager);
    await page.goto('/manager/');
    await expect(area.unavailablePanel).toBeVisible();
    await manager.start();
    await area.retryButton.click();
    await expect(area.unavailablePanel).toHaveCount(0);
    // The remote's own screen, not the panel: the area index leads to its issuances list.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Issuances' })).toBeVisible();
    await expect(page).toHaveURL(/\/manager\/issuances$/);
    // The rest of the sidebar comes with the remote.
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/manager/users');
  });

  test('a manifest that answers 404 shows the same panel', async ({ page }) => {
    await overrideRemoteManifest(page, { remote_manager: `${manager.url}/missing-release` });
    const area = new AreaPage(page);
    await loginAs(page, DEMO_USERS.manager);
    await area.open('/manager/');
    await expect(area.unavailablePanel).toBeVisible();
  });
});

test.describe('a remote redeployed at a new URL', () => {
  const redeployed = new StaticServer('remote-manager/dist-redeploy', 3023);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A rebuild with a visible change (its version) into a new folder, the host left untouched.
    execFileSync(
      'node',
      [
        join(REPO_ROOT, 'remote-manager/node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--env',
        'buildVersion=2.0.0-redeploy',
        '--env',
        'outputPath=dist-redeploy',
      ],
      { cwd: join(REPO_ROOT, 'remote-manager'), stdio: 'inherit' },
    );
    await redeployed.start();
  });
  test.afterAll(() => redeployed.stop());

  test('is picked up by the unchanged host build through remotes.json', async ({ page }) => {
    const hostFilesBefore = readdirSync(join(REPO_ROOT, 'host/dist')).sort();
    const status = new StatusPage(page);

    await status.open();
    await status.checkEveryArea();
    await expect(status.version('remote_manager')).toHaveText('0.1.0');

    await overrideRemoteManifest(page, { remote_manager: redeployed.url });
    await status.open();
    await status.checkEveryArea();
    await expect(status.version('remote_manager')).toHaveText('2.0.0-redeploy');
    await expect(status.row('remote_manager')).toContainText(`${redeployed.url}/mf-manifest.json`);
    await expect(status.platform('remote_manager')).toHaveText('Shared with the host');

    expect(readdirSync(join(REPO_ROOT, 'host/dist')).sort()).toEqual(hostFilesBefore);
  });
});
