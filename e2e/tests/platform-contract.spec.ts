import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AreaPage } from '../pages/area.page';
import { StatusPage } from '../pages/status.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';
import { REPO_ROOT } from '../support/suite';

// The host provides platform M.m (host/package.json); a remote's manifest states the range it was
// built for. Raising the host to a new major is, for the remotes already deployed, the same as
// their manifests stating the previous major: that is what these tests serve, from the real
// builds, instead of building a second host.
const hostVersion = (JSON.parse(readFileSync(join(REPO_ROOT, 'host/package.json'), 'utf8')) as { version: string }).version;
const major = Number(hostVersion.split('.')[0]);
const BUILT_FOR_PREVIOUS_MAJOR = `^${major - 1}.9.0`;
const BUILT_FOR_FIRST_MINOR = `^${major}.0.0`;

interface Manifest {
  metaData: { platform?: { range: string } };
  shared: { name: string; version: string }[];
}

/** Serves a remote's real federation manifest, edited as an older or other build would state it. */
async function stateManifest(page: Page, port: number, edit: (manifest: Manifest) => void): Promise<void> {
  await page.route(`http://localhost:${port}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    edit(manifest);
    await route.fulfill({ response, json: manifest });
  });
}

const builtFor = (range: string) => (manifest: Manifest) => {
  manifest.metaData.platform = { range };
};

test.describe('the versioned platform contract', () => {
  test('a remote built for the previous platform major shows the area panel instead of failing at first use', async ({ page }) => {
    await stateManifest(page, 3003, builtFor(BUILT_FOR_PREVIOUS_MAJOR));
    const area = new AreaPage(page);
    await loginAs(page, DEMO_USERS.manager);
    await area.open('/manager/');
    await expect(area.unavailablePanel).toBeVisible();
    await area.expectDashboardLayout('Manager area');
  });

  test('/status says which remotes the host refused and why; one built for an earlier minor runs', async ({ page }) => {
    await stateManifest(page, 3003, builtFor(BUILT_FOR_PREVIOUS_MAJOR));
    await stateManifest(page, 3002, builtFor(BUILT_FOR_FIRST_MINOR));
    await stateManifest(page, 3004, (manifest) => {
      for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '18.3.1';
    });
    const status = new StatusPage(page);
    await status.open();
    await status.checkEveryArea();

    await expect(status.state('remote_manager')).toHaveText('Refused');
    await expect(status.problems('remote_manager')).toHaveText(`Built for platform ${BUILT_FOR_PREVIOUS_MAJOR}; this host provides ${hostVersion}`);
    await expect(status.state('remote_entrepreneur')).toHaveText('Refused');
    await expect(status.problems('remote_entrepreneur')).toHaveText(/^Built with react 18\.3\.1; this host provides 19\./);
    // A minor raise keeps the remotes built before it working.
    await expect(status.state('remote_investor')).toHaveText('Loaded');
    await expect(status.platform('remote_investor')).toHaveText('Shared with the host');
    await expect(status.state('remote_invest')).toHaveText('Loaded');
  });
});

test('a chunk that fails once is fetched again, and the area shows without the panel', async ({ page }) => {
  const failed: string[] = [];
  await page.route('http://localhost:3003/*.js', (route) => {
    const url = new URL(route.request().url());
    if (failed.length === 0 && url.pathname !== '/remoteEntry.js') {
      failed.push(url.pathname);
      return route.abort('timedout');
    }
    return route.continue();
  });
  const area = new AreaPage(page);
  await loginAs(page, DEMO_USERS.manager);
  await area.open('/manager/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Issuances' })).toBeVisible();
  await expect(area.unavailablePanel).toHaveCount(0);
  expect(failed).toHaveLength(1);
});
