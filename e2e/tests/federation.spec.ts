import type { Page } from '@playwright/test';
import { AreaPage } from '../pages/area.page';
import { StatusPage } from '../pages/status.page';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, loginAs } from '../support/session';
import type { RemoteName } from '../support/suite';

// The role areas are guarded: each is visited by a demo user of its role (/invest/ is public).
const AREAS: { path: string; remote: RemoteName; port: number; user?: string }[] = [
  { path: '/user/', remote: 'remote_investor', port: 3002, user: DEMO_USERS.investor },
  { path: '/manager/', remote: 'remote_manager', port: 3003, user: DEMO_USERS.manager },
  { path: '/entrepreneur/', remote: 'remote_entrepreneur', port: 3004, user: DEMO_USERS.entrepreneur },
  { path: '/invest/', remote: 'remote_invest', port: 3001 },
];

test.describe('areas are remotes loaded by route', () => {
  for (const area of AREAS) {
    test(`${area.path} loads ${area.remote} from its own server, and only that remote`, async ({ page }) => {
      if (area.user) await loginAs(page, area.user);
      // What the route itself loads: the idle warm-up of the user's other areas is tested below.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.port !== '3000' && url.pathname.endsWith('mf-manifest.json')) requested.push(url.port);
      });
      await page.goto(area.path);
      // The remote answered: its routes rendered inside the host layout (a 404 is the host's,
      // shown for addresses the remote does not serve yet).
      await expect(page.getByRole('main')).toBeVisible();
      await expect(new AreaPage(page).unavailablePanel).toHaveCount(0);
      // Which servers were asked, not how often: a manifest fetched again (a retry on a slow,
      // loaded machine) is still this remote's.
      expect([...new Set(requested)]).toEqual([String(area.port)]);
    });
  }

  test('the public pages load no remote at all', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port !== '3000') remoteRequests.push(request.url());
    });
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    expect(remoteRequests.filter((url) => url.includes('mf-manifest'))).toEqual([]);
  });
});

// index.html names the scripts of the first screen so they download beside main.js; a hint for a
// file the page then does not run would cost bytes for nothing. The messages of the page's
// language are a chunk of their own, which the entry asks for as it starts.
async function loginRequests(page: Page, heading: string): Promise<{ fetched: string[]; firstScreen: string[]; fonts: string[] }> {
  const fetched = new Set<string>();
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '3000' && request.resourceType() === 'script') fetched.add(url.pathname);
    if (request.resourceType() === 'font') fonts.push(url.pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(preloaded.length).toBeGreaterThan(0);
  const entry = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
  return { fetched: [...fetched].sort(), firstScreen: [...entry, ...preloaded].sort(), fonts };
}

for (const { language, heading } of [
  { language: 'es', heading: 'Iniciar sesión' },
  { language: 'en', heading: 'Sign in' },
]) {
  test(`/login in ${language} runs exactly the scripts its page preloads and its language's messages`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const { fetched, firstScreen } = await loginRequests(page, heading);
    expect(firstScreen.filter((path) => !fetched.includes(path))).toEqual([]);
    expect(fetched.filter((path) => !firstScreen.includes(path))).toEqual([expect.stringMatching(new RegExp(`^/messages-${language}\\.\\w+\\.js$`))]);
  });
}

// A package that ships both module formats is bundled twice when one importer requires it and
// another imports it: the federation runtime was, once through a runtime plugin's CommonJS file.
test('/login runs one copy of each federation runtime package, in one module format', async ({ page, request }) => {
  const { fetched } = await loginRequests(page, 'Sign in');
  const sources: string[] = [];
  for (const script of fetched) {
    const map = await request.get(`${script}.map`);
    expect(map.ok(), script).toBe(true);
    sources.push(...((await map.json()) as { sources: string[] }).sources);
  }
  const runtime = sources.filter((source) => source.includes('/@module-federation/'));
  expect(runtime.length).toBeGreaterThan(0);
  expect(runtime.filter((source) => source.endsWith('.cjs'))).toEqual([]);
});

// The entry asks for the face of the page's text as it starts to run, not index.html beside
// main.js: the face must still be in before the first screen renders, and fetched once.
test('/login sets its text in the font face the entry asked for, fetched once', async ({ page }) => {
  const { fonts } = await loginRequests(page, 'Sign in');
  expect(fonts).toHaveLength(1);
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
  const heading = page.getByRole('heading', { name: 'Sign in', level: 1 });
  expect(await heading.evaluate((element) => document.fonts.check(`1em ${getComputedStyle(element).fontFamily}`))).toBe(true);
});

// /login sends no request through the platform's HTTP client until the form is submitted: axios
// comes with that first request, not with the page.
test('/login carries no axios until it sends a request', async ({ page, request }) => {
  const { fetched } = await loginRequests(page, 'Sign in');
  const sources: string[] = [];
  for (const script of fetched) sources.push(...((await (await request.get(`${script}.map`)).json()) as { sources: string[] }).sources);
  expect(sources.filter((source) => source.includes('/axios/'))).toEqual([]);
});

// Chromium compiles a script's functions while it streams in when its first line asks for it:
// /login's own scripts call most of theirs before the first paint; a lazy screen's wait for it.
test("/login's scripts ask for their functions compiled as they arrive; a lazy screen's do not", async ({ page, request }) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const startsWithHint = async (path: string) => (await (await request.get(path)).text()).startsWith(hint);
  const { fetched, firstScreen } = await loginRequests(page, 'Sign in');
  for (const script of firstScreen) expect(await startsWithHint(script), script).toBe(true);

  const later: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' && !fetched.includes(url.pathname)) later.push(url.pathname);
  });
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(later.length).toBeGreaterThan(0);
  for (const script of later) expect(await startsWithHint(script), script).toBe(false);
});

// The first screen's stylesheet is applied by index.html; webpack's CSS loader takes that one
// (by its data-href) instead of inserting and parsing a second copy in the middle of the boot.
test('/login applies the stylesheets its page names, once each', async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  const named = [...html.matchAll(/<link [^>]*rel="?stylesheet"?[^>]*>/g)].map(([tag]) => /href="?([^"\s>]+)/.exec(tag)?.[1]);
  expect(named.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(linked.sort()).toEqual([...named].sort());
  expect(requested.sort()).toEqual([...named].sort());
});

test('an unknown address shows Page not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(new AreaPage(page).notFoundHeading).toBeVisible();
});

test('the host and every remote share one React and one platform instance', async ({ page }) => {
  const status = new StatusPage(page);
  await status.open();
  await status.checkEveryArea();
  for (const { remote } of AREAS) {
    await expect(status.state(remote)).toHaveText('Loaded');
    // The remote emitted remote.ready on the bus and the host received it with its own platform id.
    await expect(status.platform(remote)).toHaveText('Shared with the host');
  }

  // Every shared package, across every federation instance in the page: one version, and the
  // host's copy is the one loaded; react and the platform are used by the remotes too.
  const share = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string; useIn: string[] };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__.__SHARE__;
    const summary: Record<string, { versions: string[]; loadedFrom: string[]; usedBy: string[] }> = {};
    for (const instance of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
        const item = (summary[pkg] ??= { versions: [], loadedFrom: [], usedBy: [] });
        for (const [version, entry] of Object.entries(versions)) {
          if (!item.versions.includes(version)) item.versions.push(version);
          if (entry.loaded && !item.loadedFrom.includes(entry.from)) item.loadedFrom.push(entry.from);
          for (const user of entry.useIn) if (!item.usedBy.includes(user)) item.usedBy.push(user);
        }
      }
    }
    return summary;
  });
  for (const [pkg, { versions, loadedFrom }] of Object.entries(share)) {
    expect(versions, pkg).toHaveLength(1);
    if (loadedFrom.length > 0) expect(loadedFrom, pkg).toEqual(['host']);
  }
  for (const pkg of ['react', 'host/platform']) {
    expect(share[pkg]?.usedBy.sort(), pkg).toEqual(['host', ...AREAS.map((a) => a.remote)].sort());
  }
});

// Issue 6 asks for the figure, printed by the e2e run rather than asserted: a timed assertion
// would flake on a shared 2-core machine.
test('prints the first navigation time to each role area', async ({ page }) => {
  const figures: string[] = [];
  for (const area of AREAS.filter((a) => a.user)) {
    await loginAs(page, area.user as string);
    // A fresh page with the session but without the area's remote, as after signing in elsewhere.
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    // Timed inside the page, frame by frame: Playwright's own polling would add its interval.
    const elapsed = await page.evaluate(
      (path) =>
        new Promise<number>((resolve, reject) => {
          const before = document.querySelector('main h1');
          const started = performance.now();
          history.pushState({}, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
          const check = () => {
            const heading = document.querySelector('main h1');
            if (heading && heading !== before) resolve(performance.now() - started);
            else if (performance.now() - started > 30_000) reject(new Error(`no screen at ${path}`));
            else requestAnimationFrame(check);
          };
          check();
        }),
      `${area.path}issuances`,
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    figures.push(`${area.remote}: ${elapsed.toFixed(0)} ms`);
  }
  const summary = `First navigation to each area (remote load and first screen, loopback): ${figures.join(', ')}`;
  console.log(summary);
  test.info().annotations.push({ type: 'first-navigation', description: summary });
  expect(figures).toHaveLength(3);
});

test.describe('an area is fetched before its first entry', () => {
  test('/login fetches no remote: its budget is its own', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port !== '3000' && request.resourceType() !== 'fetch') remoteRequests.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    // Long enough for an idle warm-up to have started, had there been one.
    await page.waitForTimeout(2500);
    expect(remoteRequests.filter((url) => /mf-manifest|remoteEntry/.test(url))).toEqual([]);
  });

  test("hovering a link into /manager fetches the manager's remote before the click", async ({ page, context }) => {
    await loginAs(page, DEMO_USERS.manager);
    // A fresh page of the same session, whose idle warm-up never comes: only the hover can fetch.
    const status = await context.newPage();
    await status.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const managerRequests: string[] = [];
    status.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === '3003') managerRequests.push(url.pathname);
    });
    await status.goto('/status');
    await expect(status.getByRole('heading', { name: 'System status' })).toBeVisible();
    expect(managerRequests).toEqual([]);
    await status.getByRole('banner').getByRole('link').first().hover();
    await expect.poll(() => managerRequests.some((path) => path.endsWith('remoteEntry.js'))).toBe(true);
    await status.getByRole('banner').getByRole('link').first().click();
    await expect(status).toHaveURL(/\/manager\/issuances$/);
    await expect(new AreaPage(status).unavailablePanel).toHaveCount(0);
  });
});
