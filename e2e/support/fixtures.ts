import { test as base, type Page } from '@playwright/test';
import { REMOTES, type RemoteName } from './suite';

/** Serves the page a runtime manifest that points remotes elsewhere, as a deployment would by
 * replacing `remotes.json` beside the unchanged host build. The host server's CSP names the
 * remotes of its own remotes.json (a replaced file is re-read, scripts/tests/serve-static.test.mjs),
 * so a spec that moves a remote to another origin this way runs with `bypassCSP`. */
export async function overrideRemoteManifest(page: Page, overrides: Partial<Record<RemoteName, string>>): Promise<void> {
  const remotes = REMOTES.map(({ container, port }) => ({
    name: container,
    entry: `${overrides[container] ?? `http://localhost:${port}`}/mf-manifest.json`,
  }));
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { remotes } }));
}

/** Every spec starts in English with empty storage; language specs switch explicitly. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-initialised')) {
        localStorage.clear();
        localStorage.setItem('lang', 'en');
        sessionStorage.setItem('e2e-initialised', '1');
      }
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
