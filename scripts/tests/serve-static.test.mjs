// The static server of the host and the remotes, attacked as a visitor could: a request it
// cannot decode must not end the process, and no path may leave the served folder. The page's
// Content-Security-Policy lets it load exactly its remotes, API and analytics tags; the scripts
// and styles it loads come without one (it does nothing there) but never without nosniff.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('../serve-static.mjs', import.meta.url));

const REMOTES = {
  remotes: [
    { name: 'remote_invest', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'remote_manager', entry: 'https://cdn.tenant.test/remote-manager/mf-manifest.json' },
    { name: 'remote_investor', entry: '/remote-investor/mf-manifest.json' },
  ],
};

/** Starts the server on a free port; resolves with the child and its port. */
async function startServer(args) {
  const child = spawn(process.execPath, [serverScript, ...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += chunk;
    const match = /:(\d+)\s/.exec(output);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`the server printed no port: ${output}`);
}

/** The CSP's directives by name: `{ 'script-src': ["'self'", …] }`. */
function directives(csp) {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** A raw request: fetch would normalise the paths this test needs to send as they are. */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve-static', () => {
  let dir;
  let child;
  let port;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-other'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'dist', 'index.html.br'), 'brotli page');
    writeFileSync(join(dir, 'dist', 'main.abc123.css'), 'body { margin: 0 }');
    writeFileSync(join(dir, 'dist', 'inter.abc123.woff2'), 'font bytes');
    writeFileSync(join(dir, 'dist', 'main.abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'dist', 'main.abc123.js.br'), 'brotli bytes');
    writeFileSync(join(dir, 'dist', 'main.abc123.js.gz'), 'gzip bytes');
    writeFileSync(join(dir, 'dist', 'remotes.json'), JSON.stringify(REMOTES));
    writeFileSync(join(dir, 'dist-other', 'secret.txt'), 'not for you');
    ({ child, port } = await startServer([join(dir, 'dist'), '--spa', '--api', 'https://api.tenant.test', '--analytics', 'gtm,clarity']));
  });

  after(() => {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 400 to a path it cannot decode and keeps serving', async () => {
    assert.equal((await get(port, '/%ZZ')).status, 400);
    assert.equal((await get(port, '/%E0%A4%A')).status, 400);
    assert.equal(child.exitCode, null);
    assert.equal((await get(port, '/main.abc123.js')).status, 200);
  });

  it('refuses a NUL byte in the path', async () => {
    assert.equal((await get(port, '/index.html%00.js')).status, 400);
  });

  it('never reads a sibling folder whose name starts with the root folder', async () => {
    for (const path of ['/..%2Fdist-other/secret.txt', '/%2E%2E%2Fdist-other%2Fsecret.txt', '/../dist-other/secret.txt']) {
      const answer = await get(port, path);
      assert.doesNotMatch(answer.body, /not for you/, path);
    }
  });

  it('sends the page its Content-Security-Policy, at its address, a folder, a deep link or a precompressed copy', async () => {
    for (const [path, headers] of [['/', {}], ['/index.html', { 'Accept-Encoding': 'br' }], ['/user/issuances', {}], ['/index', {}], ['/index.html.br', {}]]) {
      const answer = await get(port, path, headers);
      assert.equal(answer.status, 200, path);
      assert.match(answer.headers['content-type'] ?? '', /^text\/html/, path);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(answer.headers['x-frame-options'], 'DENY', path);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      const csp = answer.headers['content-security-policy'] ?? '';
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /object-src 'none'/, path);
      assert.doesNotMatch(csp, /unsafe-eval/, path);
      assert.doesNotMatch(/script-src[^;]*/.exec(csp)?.[0] ?? '', /unsafe-inline/, path);
    }
  });

  it('sends scripts, styles, fonts, manifests and errors nosniff and without the page’s policy', async () => {
    const answers = [
      ['/main.abc123.js', {}, 200],
      ['/main.abc123.js', { 'Accept-Encoding': 'br' }, 200],
      ['/main.abc123.css', {}, 200],
      ['/inter.abc123.woff2', {}, 200],
      ['/remotes.json', {}, 200],
      ['/missing.js', {}, 404],
      ['/missing.html', {}, 404],
      ['/%ZZ', {}, 400],
    ];
    for (const [path, headers, status] of answers) {
      const answer = await get(port, path, headers);
      assert.equal(answer.status, status, path);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(answer.headers['content-security-policy'], undefined, path);
      assert.equal(answer.headers['x-frame-options'], undefined, path);
    }
    assert.match((await get(port, '/main.abc123.css')).headers['content-type'] ?? '', /^text\/css/);
  });

  it('lets the page load scripts, styles and manifests from exactly its remotes, and call exactly its API', async () => {
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    const remotes = ['http://localhost:3001', 'https://cdn.tenant.test'];
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']) {
      for (const origin of remotes) assert.ok(csp[directive].includes(origin), `${directive} lacks ${origin}`);
      // No scheme-wide source: any server on the web could serve script otherwise.
      for (const value of csp[directive]) assert.doesNotMatch(value, /^(https?:|\*)$/, directive);
    }
    assert.ok(csp['connect-src'].includes('https://api.tenant.test'));
    assert.ok(csp['img-src'].includes('https://api.tenant.test'));
    assert.ok(!csp['script-src'].includes('https://api.tenant.test'), 'the API serves no script');
    // A remote listed relative to the manifest is on the host's own origin.
    assert.deepEqual(csp['script-src'].filter((value) => !value.includes('clarity') && !value.includes('bing') && !value.includes('googletagmanager')), ["'self'", ...remotes]);
    assert.deepEqual(csp['default-src'], ["'self'"]);
  });

  it('allows the analytics tags the deployment permits, and no other', async () => {
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    assert.ok(csp['script-src'].includes('https://www.googletagmanager.com'));
    assert.ok(csp['script-src'].includes('https://*.clarity.ms'));
    assert.ok(csp['connect-src'].includes('https://*.google-analytics.com'));
    // The Meta pixel was not permitted (--analytics gtm,clarity).
    assert.ok(!csp['script-src'].includes('https://connect.facebook.net'));
    assert.ok(!csp['img-src'].includes('https://www.facebook.com'));
  });

  it('lets the customization CSS (an inline style element) apply, but no inline script', async () => {
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    assert.ok(csp['style-src'].includes("'unsafe-inline'"));
    assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
    assert.ok(!csp['script-src'].includes("'unsafe-eval'"));
  });

  it('names a remote moved in remotes.json on the next request, without a restart', async () => {
    const moved = { remotes: [{ name: 'remote_invest', entry: 'https://invest-v2.tenant.test/mf-manifest.json' }] };
    writeFileSync(join(dir, 'dist', 'remotes.json'), JSON.stringify(moved));
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    assert.ok(csp['script-src'].includes('https://invest-v2.tenant.test'));
    assert.ok(!csp['script-src'].includes('http://localhost:3001'), 'the remote moved away is no longer allowed');
    writeFileSync(join(dir, 'dist', 'remotes.json'), JSON.stringify(REMOTES));
  });

  it('keeps the last good policy while remotes.json is half written', async () => {
    assert.equal((await get(port, '/')).status, 200);
    writeFileSync(join(dir, 'dist', 'remotes.json'), '{"remotes": [');
    const answer = await get(port, '/user/issuances');
    assert.equal(answer.status, 200);
    assert.ok(directives(answer.headers['content-security-policy'])['script-src'].includes('https://cdn.tenant.test'));
    writeFileSync(join(dir, 'dist', 'remotes.json'), JSON.stringify(REMOTES));
  });

  it('still serves the single page for an app route', async () => {
    const answer = await get(port, '/user/issuances');
    assert.equal(answer.status, 200);
    assert.match(answer.body, /<title>app<\/title>/);
  });

  it('sends the precompressed copy the client accepts, brotli first, and the raw file otherwise', async () => {
    const brotli = await get(port, '/main.abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.body, 'brotli bytes');
    assert.match(brotli.headers['content-type'] ?? '', /javascript/);
    assert.match(brotli.headers.vary ?? '', /Accept-Encoding/);
    const gzip = await get(port, '/main.abc123.js', { 'Accept-Encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const raw = await get(port, '/main.abc123.js');
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(raw.body, 'console.log(1)');
  });

  it('caches hashed files for good and revalidates entry files and manifests', async () => {
    assert.equal((await get(port, '/main.abc123.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/index.html.br', '/remotes.json', '/user/issuances']) {
      assert.equal((await get(port, path)).headers['cache-control'], 'no-cache', path);
    }
    const { status } = await get(port, '/missing.abc123.js');
    assert.equal(status, 404);
  });

  it('serves a remotes.json replaced in place as it is now', async () => {
    writeFileSync(join(dir, 'dist', 'remotes.json'), '{"remotes":[{"name":"remote_manager"}]}');
    const answer = await get(port, '/remotes.json', { 'Accept-Encoding': 'br' });
    assert.match(answer.body, /remote_manager/);
  });

  it('is still running after all of the above', async () => {
    assert.equal(child.exitCode, null);
    assert.equal((await get(port, '/')).status, 200);
  });
});

describe('serve-static for a remote', () => {
  let dir;
  let child;
  let port;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-static-remote-'));
    writeFileSync(join(dir, 'remoteEntry.js'), 'var remote_manager;');
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    // A remote's build has no page; one built to run on its own would.
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>remote</title>');
    ({ child, port } = await startServer([dir, '--analytics', 'none']));
  });

  after(() => {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends its entry file nosniff and revalidated, without a page’s policy', async () => {
    const { headers, status } = await get(port, '/remoteEntry.js');
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'no-cache');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['content-security-policy'], undefined);
  });

  it('gives a page of its own no other script origin than its own when it has no remotes.json', async () => {
    const csp = directives((await get(port, '/')).headers['content-security-policy']);
    assert.deepEqual(csp['script-src'], ["'self'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    // The demo tenants' local APIs, the default when no --api is given.
    assert.ok(csp['connect-src'].includes('http://localhost:8031'));
  });

  it('is read cross-origin by the host page', async () => {
    assert.equal((await get(port, '/mf-manifest.json')).headers['access-control-allow-origin'], '*');
  });
});
