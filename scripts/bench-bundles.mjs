#!/usr/bin/env node
// Bundle figures of the built suite (run `npm run build` first). Prints, per app, the raw and
// gzip size of every emitted JS asset; the JS the browser fetches for /login; and each remote's
// first-load cost (what its origin sends when the area is first needed, and how long it takes on
// loopback). A script that prints figures, not a test: nothing here passes or fails on a number.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

const { localRemotes } = createRequire(import.meta.url)('./workspace-packages.cjs');
// This bench's ports: the suite's usual ones moved by 1100, so `npm start` and e2e stay free.
const APPS = [
  { dir: 'host', port: 4100, spa: true },
  ...localRemotes().map((remote) => ({ dir: remote.dir, name: remote.container, port: remote.port + 1100 })),
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const pad = (text, width) => String(text).padEnd(width);

function assetSizes(dir) {
  const dist = join(root, dir, 'dist');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(dist, file));
      return { file, raw: statSync(join(dist, file)).size, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.raw - a.raw);
}

console.log('Emitted JS assets (raw / gzip)');
for (const app of APPS) {
  const assets = assetSizes(app.dir);
  const total = assets.reduce((sum, a) => ({ raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip }), { raw: 0, gzip: 0 });
  console.log(`\n${app.dir}: ${assets.length} files, ${kb(total.raw)} / ${kb(total.gzip)}`);
  for (const a of assets) console.log(`  ${pad(a.file, 48)} ${pad(kb(a.raw), 10)} ${kb(a.gzip)}`);
}

const servers = APPS.map((app) =>
  spawn('node', [join(root, 'scripts/serve-static.mjs'), join(root, app.dir, 'dist'), '--port', String(app.port), ...(app.spa ? ['--spa'] : [])], {
    stdio: 'ignore',
  }),
);
const stopServers = () => servers.forEach((server) => server.kill('SIGTERM'));

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

try {
  for (const app of APPS) await waitFor(`http://localhost:${app.port}/${app.spa ? 'remotes.json' : 'mf-manifest.json'}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const remotes = APPS.filter((app) => app.name).map((app) => ({ name: app.name, entry: `http://localhost:${app.port}/mf-manifest.json` }));
  await page.route('**/remotes.json', (route) => route.fulfill({ json: { remotes } }));

  const bytesByPort = new Map();
  const hostFilesFetched = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css|json)$/.test(url.pathname)) return;
    const length = Number(response.headers()['content-length'] ?? 0);
    if (url.port === '4100' && url.pathname.endsWith('.js')) hostFilesFetched.add(url.pathname.slice(1));
    const entry = bytesByPort.get(url.port) ?? { js: 0, other: 0, files: 0 };
    if (url.pathname.endsWith('.js')) entry.js += length;
    else entry.other += length;
    entry.files += 1;
    bytesByPort.set(url.port, entry);
  });

  await page.goto(`http://localhost:4100/login`, { waitUntil: 'networkidle' });
  const hostAssets = new Map(assetSizes('host').map((a) => [a.file, a]));
  const loginAssets = [...hostFilesFetched].map((file) => hostAssets.get(file)).filter(Boolean);
  const loginRaw = loginAssets.reduce((sum, a) => sum + a.raw, 0);
  const loginGzip = loginAssets.reduce((sum, a) => sum + a.gzip, 0);
  console.log(`\nInitial JS of /login: ${kb(loginRaw)} raw / ${kb(loginGzip)} gzip in ${loginAssets.length} files (host only; no remote is fetched)`);

  console.log('\nFirst load of each remote (what its origin sends, and the time loadRemote takes on loopback)');
  for (const app of APPS.filter((a) => a.name)) {
    bytesByPort.delete(String(app.port));
    const started = Date.now();
    // The status page loads one remote on demand, exactly as a first visit to its area does.
    await page.goto(`http://localhost:4100/status`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(async (port) => {
      const host = globalThis.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'host');
      const t0 = performance.now();
      await host.loadRemote(`${port.name}/routes`);
      const t1 = performance.now();
      const own = performance.getEntriesByType('resource').filter((e) => new URL(e.name).port === String(port.port));
      return { loadMs: t1 - t0, requests: own.length };
    }, { name: app.name, port: app.port });
    await page.waitForLoadState('networkidle');
    const sent = bytesByPort.get(String(app.port)) ?? { js: 0, other: 0 };
    console.log(
      `  ${pad(app.name, 22)} JS ${pad(kb(sent.js), 10)} manifest/CSS ${pad(kb(sent.other), 9)} ${timing.requests} requests, ` +
        `${timing.loadMs.toFixed(0)} ms to load (with the page: ${Date.now() - started} ms)`,
    );
  }
  await browser.close();
} finally {
  stopServers();
}
