import type { Page } from '@playwright/test';
import { StatusPage } from '../pages/status.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';
import { StaticServer } from '../support/static-server';
import { REMOTES } from '../support/suite';

// The canary build is on a port the host server's CSP (from its remotes.json on disk) does not name.
test.use({ bypassCSP: true });

/** The same built manager remote under a second URL: the canary a deployment would list. */
const canary = new StaticServer('remote-manager/dist', 3043);
const stable = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** Serves a remotes.json whose manager row has a canary for `share` percent of the users. */
async function serveManifest(page: Page, share: number): Promise<void> {
  const remotes = REMOTES.map(({ container, port }) =>
    container === 'remote_manager'
      ? { name: container, entry: stable(port), canary: { entry: `${canary.url}/mf-manifest.json`, share } }
      : { name: container, entry: stable(port) },
  );
  await page.unroute('**/remotes.json');
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { remotes } }));
}

/** Whether the page fetched any of the manager's code from the canary's URL. */
function servedFromCanary(page: Page): () => boolean {
  let seen = false;
  page.on('request', (request) => {
    if (request.url().startsWith(`${canary.url}/`)) seen = true;
  });
  return () => seen;
}

test.describe('a canary build of a remote', () => {
  test.beforeAll(() => canary.start());
  test.afterAll(() => canary.stop());

  test('is served to the users its share draws, everyone else keeps the default build, and QA forces either', async ({ page }) => {
    const status = new StatusPage(page);
    const fromCanary = servedFromCanary(page);

    // All of the users: the manager signs in and runs the canary in their area.
    await serveManifest(page, 100);
    await loginAs(page, DEMO_USERS.manager);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Issuances' })).toBeVisible();
    expect(fromCanary()).toBe(true);
    // A new page of the same session keeps the draw.
    await status.open();
    await expect(status.entry('remote_manager')).toHaveText(`${canary.url}/mf-manifest.json`);
    await expect(status.build('remote_manager')).toHaveText('Canary build');

    // None of the users: another user who signs in gets everyone's build of the same remote.
    await serveManifest(page, 0);
    await loginAs(page, DEMO_USERS.entrepreneur);
    await status.open();
    await status.checkEveryArea();
    const managerPort = REMOTES.find(({ container }) => container === 'remote_manager')?.port ?? 0;
    await expect(status.state('remote_manager')).toHaveText('Loaded');
    await expect(status.entry('remote_manager')).toHaveText(stable(managerPort));
    await expect(status.build('remote_manager')).toHaveText("Everyone's build");

    // QA's flag overrides the share either way, and stays while they move around the app.
    await page.goto('/status?remote-canary=manager');
    await expect(status.build('remote_manager')).toHaveText('Canary build');
    await page.goto('/status?remote-canary=off');
    await serveManifest(page, 100);
    await page.reload();
    await expect(status.build('remote_manager')).toHaveText("Everyone's build");
  });
});
