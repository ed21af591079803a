#!/usr/bin/env node
// Web figures of the built suite in Debian's Chromium under 4× CPU slowdown and a 10 Mbit/s,
// 40 ms network (CDP), cold (cache disabled): `/login` (script over the wire, FCP, LCP, total
// blocking time), a signed-in load of /user/issuances, the first entry into each area, and the
// journey login → issuances → project sheet → invest step, on the federated build and on the
// monolith build of the same code (`npm run build:monolith`). `--runs N` (default 5) runs of each;
// the median and the spread (min–max) are printed. A script that prints, never a test.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStack } from './lib/bench-stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, build: { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more');

// This bench's ports (the suite's usual ones stay free for `npm start` and e2e).
const API_PORT = 4390;
const FEDERATED = { name: 'federated', hostPort: 4300, dist: 'host/dist' };
const MONOLITH = { name: 'monolith', hostPort: 4310, dist: 'host/dist-monolith' };
const REMOTES = createRequire(import.meta.url)('./workspace-packages.cjs')
  .localRemotes()
  .map((remote) => ({ name: remote.container, dir: remote.dir, port: remote.port + 1300 }));
/** The host's tenant table sends the page on localhost to the API at localhost:8031; the browser
 * connects there to this bench's API instead (the page and its CSP still see :8031). */
const TENANT_API_PORT = 8031;
const PASSWORD = 'Demo1234!';
/** Each role's demo account and the heading of the area its sign-in lands on. */
const ROLES = {
  investor: { email: 'investor@demo.test', area: '/user', heading: 'Projects' },
  manager: { email: 'manager@demo.test', area: '/manager', heading: 'Issuances' },
  entrepreneur: { email: 'entrepreneur@demo.test', area: '/entrepreneur', heading: 'My issuances' },
};
/** The project of the journey: open, and the demo investor has no order in progress in it, so
 * "Invest" leads to the amount step (the seed keeps it so for the e2e invest flow too). */
const PROJECT = 'Madrid Retail Loan';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=MAP localhost:${TENANT_API_PORT} 127.0.0.1:${API_PORT}`,
];
const THROTTLING = { cpuRate: 4, latencyMs: 40, bytesPerSecond: (10 * 1000 * 1000) / 8 };

// --- builds -------------------------------------------------------------------------------------

const missing = [
  ...[FEDERATED.dist, ...REMOTES.map((remote) => `${remote.dir}/dist`)].filter((dist) => !existsSync(join(root, dist, 'index.html')) && !existsSync(join(root, dist, 'mf-manifest.json'))).map((dist) => ({ dist, command: 'npm run build' })),
  ...(existsSync(join(root, MONOLITH.dist, 'index.html')) ? [] : [{ dist: MONOLITH.dist, command: 'npm run build:monolith' }]),
];
if (missing.length > 0) {
  const commands = [...new Set(missing.map((item) => item.command))];
  if (!values.build) {
    console.error(`Not built: ${missing.map((item) => item.dist).join(', ')}. Run ${commands.join(' and ')} (or pass --build).`);
    process.exit(1);
  }
  for (const command of commands) execSync(command, { cwd: root, stdio: 'inherit' });
}

// --- measuring one page -------------------------------------------------------------------------

/** Records paint, largest contentful paint and long tasks from the first script of the page. */
function observePerformance() {
  const bench = { lcp: 0, longTasks: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function readVitals(page) {
  return page.evaluate(() => {
    const bench = window.__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    // The time each long task blocked input after the first paint: what it ran beyond 50 ms,
    // counting only its part after FCP.
    const tbt = bench.longTasks.reduce((sum, [start, duration]) => {
      const after = start + duration - Math.max(start, fcp);
      return sum + Math.max(0, after - 50);
    }, 0);
    return { fcp, lcp: bench.lcp, tbt };
  });
}

/**
 * A page of a context, throttled and cold: the HTTP cache is off (cookies and local storage are
 * the context's, so a signed-in person stays signed in). Counts the script that crosses the wire
 * as Chromium received it (`encodedDataLength`), the compressed bodies apart from the headers,
 * which every response has (the Content-Security-Policy only the page's).
 */
async function coldPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.bytesPerSecond,
    uploadThroughput: THROTTLING.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    // At this point the bytes received are the headers'.
    scripts.set(requestId, { url: response.url, encoding, headers: response.encodedDataLength, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength - script.headers;
  });
  const scriptBytes = () => {
    const list = [...scripts.values()];
    const sum = (pick) => list.reduce((total, script) => total + pick(script), 0);
    return { bytes: sum((script) => script.bytes), headers: sum((script) => script.headers), files: list.length, scripts: list };
  };
  return { page, scriptBytes };
}

async function newContext(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-GB' });
  await context.addInitScript(observePerformance);
  // The demo tenant's default language is Spanish; the bench reads the English labels.
  await context.addInitScript(() => localStorage.getItem('lang') || localStorage.setItem('lang', 'en'));
  return context;
}

const loginHeading = (page) => page.getByRole('heading', { name: 'Sign in', level: 1 });
const areaHeading = (page, role) => page.getByRole('main').getByRole('heading', { level: 1, name: ROLES[role].heading, exact: true });

async function submitLogin(page, role) {
  await page.getByLabel('E-mail').fill(ROLES[role].email);
  await page.getByLabel('Password', { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the form without throttling, to start a measure signed in. */
async function signIn(context, role) {
  const page = await context.newPage();
  await page.goto('/login');
  await loginHeading(page).waitFor();
  const apiAnswer = page.waitForResponse((response) => new URL(response.url()).port === String(TENANT_API_PORT));
  await submitLogin(page, role);
  // Another API on the usual port would answer too, with other data: make sure it is this one.
  const server = await (await apiAnswer).serverAddr();
  if (server?.port !== API_PORT) throw new Error(`the API answered from port ${server?.port}, not ${API_PORT}: --host-resolver-rules did not apply`);
  await areaHeading(page, role).waitFor();
  await page.close();
}

/** Lets late paints and long tasks land before reading them. Not `networkidle`: a signed-in page
 * keeps its notification stream open. */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
}

/** The time from `start` until `locator` is visible, in ms. */
async function timeUntil(start, locator) {
  const t0 = performance.now();
  await start();
  await locator.waitFor({ state: 'visible', timeout: 60_000 });
  return performance.now() - t0;
}

// --- the measures -------------------------------------------------------------------------------

async function coldLogin(browser, origin) {
  const context = await newContext(browser, origin);
  try {
    const { page, scriptBytes } = await coldPage(context);
    // Hands off until the page has painted: the page's load event comes before its first paint,
    // and a locator then would run Playwright's injected script on the page's throttled main
    // thread, in the paint's way (about 40 ms). The heading is checked once the paints are in.
    await page.goto('/login', { waitUntil: 'load' });
    await settle(page);
    await loginHeading(page).waitFor();
    return { ...(await readVitals(page)), ...scriptBytes() };
  } finally {
    await context.close();
  }
}

async function signedInIssuances(browser, origin) {
  const context = await newContext(browser, origin);
  try {
    await signIn(context, 'investor');
    const { page, scriptBytes } = await coldPage(context);
    const ready = await timeUntil(() => page.goto('/user/issuances'), page.getByRole('list', { name: 'Projects' }));
    await settle(page);
    return { ready, ...(await readVitals(page)), ...scriptBytes() };
  } finally {
    await context.close();
  }
}

/** From a cold /login, signing in lands on the role's area: the time from the click until the
 * area's heading is visible is the area's first entry (the host is in the page, the area not). */
async function areaEntry(browser, origin, role) {
  const context = await newContext(browser, origin);
  try {
    const { page } = await coldPage(context);
    await page.goto('/login');
    await loginHeading(page).waitFor();
    await settle(page);
    return await timeUntil(() => submitLogin(page, role), areaHeading(page, role));
  } finally {
    await context.close();
  }
}

/** Cold /login → sign in → issuances → the project's sheet → its invest step, with each step's
 * time; the step into /invest is that area's first entry. */
async function journey(browser, origin) {
  const context = await newContext(browser, origin);
  try {
    const { page } = await coldPage(context);
    const t0 = performance.now();
    const login = await timeUntil(() => page.goto('/login'), loginHeading(page));
    const projects = page.getByRole('list', { name: 'Projects' });
    const issuances = await timeUntil(() => submitLogin(page, 'investor'), projects.getByRole('article', { name: PROJECT }));
    const sheet = await timeUntil(
      () => projects.getByRole('article', { name: PROJECT }).getByRole('link', { name: PROJECT }).click(),
      page.getByRole('heading', { level: 1, name: PROJECT }),
    );
    const invest = await timeUntil(() => page.getByRole('link', { name: 'Invest', exact: true }).click(), page.getByRole('heading', { name: 'How many tokens?' }));
    return { login, issuances, sheet, invest, total: performance.now() - t0 };
  } finally {
    await context.close();
  }
}

// --- figures ------------------------------------------------------------------------------------

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (x) => `${Math.round(x)} ms`;
const kib = (x) => `${(x / 1024).toFixed(1)} KiB`;
const count = (x) => String(Math.round(x));
function stat(xs, format) {
  return `${format(median(xs)).padStart(10)}  (${format(Math.min(...xs))}–${format(Math.max(...xs))})`;
}
function table(title, rows, builds) {
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(34)}${builds.map((build) => build.name.padEnd(34)).join('')}`);
  for (const [label, pick, format] of rows) {
    console.log(`  ${label.padEnd(34)}${builds.map((build) => stat(build.samples.map(pick).filter((x) => x !== undefined), format).padEnd(34)).join('')}`);
  }
}

// --- run ----------------------------------------------------------------------------------------

const builds = [FEDERATED, MONOLITH].map((build) => ({ ...build, origin: `http://localhost:${build.hostPort}`, samples: [] }));
const stack = createStack(root, { apiPort: API_PORT, frontOrigins: builds.map((build) => build.origin) });
let browser;
const stop = async () => {
  await browser?.close().catch(() => undefined);
  await stack.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(130)));

try {
  console.log(`bench:web: ${RUNS} run(s) per build; CPU ×${THROTTLING.cpuRate}, 10 Mbit/s, ${THROTTLING.latencyMs} ms, cache disabled; servers in ${stack.work}`);
  await stack.startApi();
  for (const remote of REMOTES) await stack.serveRemote(remote.name, join(root, remote.dir, 'dist'), remote.port);
  await stack.serveHost('federated', join(root, FEDERATED.dist), FEDERATED.hostPort, REMOTES.map((remote) => ({ name: remote.name, entry: `http://localhost:${remote.port}/mf-manifest.json` })));
  // Every area is in the monolith's own build: it registers no remote.
  await stack.serveHost('monolith', join(root, MONOLITH.dist), MONOLITH.hostPort, []);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

  // The runs alternate between the builds, so a busy moment of the machine falls on both.
  for (let run = 1; run <= RUNS; run++) {
    for (const build of builds) {
      const sample = {
        login: await coldLogin(browser, build.origin),
        issuances: await signedInIssuances(browser, build.origin),
        investor: await areaEntry(browser, build.origin, 'investor'),
        manager: await areaEntry(browser, build.origin, 'manager'),
        entrepreneur: await areaEntry(browser, build.origin, 'entrepreneur'),
        journey: await journey(browser, build.origin),
      };
      build.samples.push(sample);
      console.log(`  run ${run}/${RUNS} ${build.name}: journey ${ms(sample.journey.total)}, /login LCP ${ms(sample.login.lcp)}, ${kib(sample.login.bytes)} of script`);
    }
  }

  console.log(`\nMedian (min–max) of ${RUNS} run(s). Script bytes: the bodies as Chromium received them (encodedDataLength, compressed), headers apart.`);
  // The figures of one cold page load, `load` naming it in a sample.
  const pageLoadRows = (load) => [
    ['script over the wire', (s) => s[load].bytes, kib],
    ['  + their response headers', (s) => s[load].headers, kib],
    ['script files', (s) => s[load].files, count],
    ['FCP', (s) => s[load].fcp, ms],
    ['LCP', (s) => s[load].lcp, ms],
    ['total blocking time (from FCP)', (s) => s[load].tbt, ms],
  ];
  table('Cold /login', pageLoadRows('login'), builds);
  table('Signed-in cold load of /user/issuances (investor)', [['projects listed', (s) => s.issuances.ready, ms], ...pageLoadRows('issuances')], builds);
  table('First entry into each area (click until its heading shows)', [
    ['/user (sign in → issuances)', (s) => s.investor, ms],
    ['/manager (sign in → issuances)', (s) => s.manager, ms],
    ['/entrepreneur (sign in → issuances)', (s) => s.entrepreneur, ms],
    ['/invest (sheet → invest step)', (s) => s.journey.invest, ms],
  ], builds);
  table('Journey: login → issuances → project sheet → invest step', [
    ['cold /login until the form', (s) => s.journey.login, ms],
    ['sign in until the projects', (s) => s.journey.issuances, ms],
    ['project sheet', (s) => s.journey.sheet, ms],
    ['invest step', (s) => s.journey.invest, ms],
    ['total', (s) => s.journey.total, ms],
  ], builds);
  for (const build of builds) {
    const { scripts } = build.samples.at(-1).login;
    console.log(`\nScript of a cold /login, ${build.name} (last run), by origin and encoding:`);
    const groups = new Map();
    for (const script of scripts) {
      const key = `${new URL(script.url).host} ${script.encoding}`;
      const group = groups.get(key) ?? { files: 0, bytes: 0 };
      groups.set(key, { files: group.files + 1, bytes: group.bytes + script.bytes });
    }
    for (const [key, { files, bytes }] of groups) console.log(`  ${key.padEnd(32)} ${String(files).padStart(3)} files ${kib(bytes).padStart(11)}`);
  }
  const [federated, monolith] = builds.map((build) => median(build.samples.map((s) => s.journey.total)));
  console.log(`\nJourney federated / monolith: ${(federated / monolith).toFixed(2)} (medians ${ms(federated)} / ${ms(monolith)}; target ≤ 1.10)`);
} finally {
  await stop();
}
