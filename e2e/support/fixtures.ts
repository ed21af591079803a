import { test as base, type Page } from '@playwright/test';
import { PORTS, type RemoteName } from './suite';

/** The directives through which a page loads a remote (its manifest, scripts, styles, images, fonts). */
const REMOTE_DIRECTIVES = ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'];

/** Serves the page a runtime manifest that points remotes elsewhere, as a deployment would by
 * replacing `remotes.json` beside the unchanged host build. The static server then names the new
 * remotes in the page's Content-Security-Policy, so the host page's policy names them here too. */
export async function overrideRemoteManifest(page: Page, overrides: Partial<Record<RemoteName, string>>): Promise<void> {
  const remotes = (Object.keys(PORTS) as (keyof typeof PORTS)[])
    .filter((name): name is RemoteName => name.startsWith('remote_'))
    .map((name) => ({ name, entry: `${overrides[name] ?? `http://localhost:${PORTS[name]}`}/mf-manifest.json` }));
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { remotes } }));
  const added = Object.values(overrides).map((url) => new URL(url).origin);
  await page.route(
    (url) => url.port === String(PORTS.host),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const csp = response.headers()['content-security-policy'] ?? '';
      const widened = csp
        .split(';')
        .map((directive) => (REMOTE_DIRECTIVES.includes(directive.trim().split(' ')[0] ?? '') ? `${directive} ${added.join(' ')}` : directive))
        .join(';');
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': widened } });
    },
  );
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
