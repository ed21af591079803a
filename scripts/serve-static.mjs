#!/usr/bin/env node
// A small production-like static server for one built app: `node serve-static.mjs <dir> --port N
// [--spa] [--api <origin>]… [--analytics gtm,meta,clarity|all|none] [--remotes <file>]`. Hashed
// assets are cached for good; the federation entry files and manifests never, so a redeployed
// remote is picked up on the next page load. Any origin may read (the host page fetches the
// remotes' manifests cross-origin). A request it cannot read answers 400; nothing a client sends
// may end the process. The pages carry the Content-Security-Policy, which names the remotes of
// `remotes.json`, the API and the analytics tags; every answer carries nosniff
// (scripts/lib/static-policy.mjs); nginx sends the same (scripts/nginx-conf.mjs).
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { LOCAL_API_ORIGINS, cacheControlOf, contentSecurityPolicy, isDocument, originOf, parseAnalytics, readRemoteOrigins, securityHeaders } from './lib/static-policy.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    api: { type: 'string', multiple: true },
    analytics: { type: 'string' },
    remotes: { type: 'string' },
  },
});
const root = resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 8080);
/** The tenants' APIs; unset: the demo tenants' local ones. `API_ORIGINS` is comma separated. */
const apiOrigins = (values.api ?? process.env.API_ORIGINS?.split(',').map((url) => url.trim()).filter(Boolean) ?? LOCAL_API_ORIGINS).map(originOf);
const analytics = parseAnalytics(values.analytics ?? process.env.ANALYTICS ?? 'all');
/** The host's runtime manifest, which lists the remotes; a remote's own build has none. */
const remotesFile = resolve(values.remotes ?? join(root, 'remotes.json'));

/**
 * The policy for the remotes.json as it is now: it is replaced in place when a remote is
 * redeployed (the host is not rebuilt), so its identity is checked on each page served (one stat)
 * and the policy computed again when it changed. A manifest that does not parse (caught
 * mid-write) keeps the last good policy.
 */
let current = { stamp: '', csp: '' };
function cspNow() {
  let stamp = 'none';
  try {
    const info = statSync(remotesFile);
    stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (stamp === current.stamp) return current.csp;
  try {
    current = { stamp, csp: contentSecurityPolicy({ remotes: readRemoteOrigins(remotesFile), apiOrigins, analytics }) };
  } catch (error) {
    if (current.stamp === '') throw error;
    console.error(`${remotesFile} could not be read; keeping the previous Content-Security-Policy:`, error.message);
  }
  return current.csp;
}

const setHeaders = (res, headers) => Object.entries(headers).forEach(([name, value]) => res.setHeader(name, value));
const ANY_ANSWER = securityHeaders({ document: false });
const PAGE_ONLY = Object.keys(securityHeaders({ document: true, csp: '' })).filter((name) => !(name in ANY_ANSWER));

/**
 * The file an answer serves, whose kind decides its headers: a folder's is its index.html, and a
 * precompressed sibling asked for by name is the file it encodes (sirv sends it with that file's
 * type and a Content-Encoding, so `/index.html.br` is the page).
 */
const servedFile = (path) => (path.endsWith('/') ? `${path}index.html` : path.replace(/\.(br|gz)$/, ''));

/** The caching rule of the file served and, when it is a page, the page's headers. */
function serveAs(res, file) {
  res.setHeader('Cache-Control', cacheControlOf(file));
  if (isDocument(file)) setHeaders(res, securityHeaders({ document: true, csp: cspNow() }));
}

class BadRequest extends Error {}

/** The path decoded, or BadRequest for an undecodable one (`/%ZZ`) or one with a NUL byte. */
function decodePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new BadRequest();
  }
  if (decoded.includes('\0')) throw new BadRequest();
  return decoded;
}

/** Inside the root only: a sibling folder whose name starts with the root's is outside too. */
function isInsideRoot(path) {
  const fromRoot = relative(root, path);
  return fromRoot === '' || (!fromRoot.startsWith('..') && !isAbsolute(fromRoot));
}

/**
 * Files come from sirv: precompressed `.br` / `.gz` siblings (written by scripts/precompress.mjs
 * after the build) by Accept-Encoding, ETag revalidation, ranges. It looks each file up per
 * request (`dev`), so a replaced `remotes.json` or a redeployed remote is read as it is now. It
 * guesses no extension (`/index` is not index.html): the file it sends is the one `servedFile`
 * names, so the answer has that file's headers.
 */
const files = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });

function handle(req, res) {
  // sirv pipes a read stream without an error handler: a file removed between its lookup and
  // its read (a redeploy) would otherwise end the process instead of this one answer.
  res.once('pipe', (source) => source.once('error', () => res.destroy()));
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  setHeaders(res, ANY_ANSWER);
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Lets the host page's Resource Timing see the remotes' sizes and durations.
  res.setHeader('Timing-Allow-Origin', '*');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  const path = decodePath(urlPath);
  if (!isInsideRoot(resolve(root, `.${path}`))) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const file = servedFile(path);
  // A folder is answered with its index.html.
  if (path.endsWith('/')) req.url = `${urlPath}index.html`;
  serveAs(res, file);
  files(req, res, () => {
    // An app route (no file extension) is the single page; a missing asset stays a 404.
    if (values.spa && extname(path) === '') {
      serveAs(res, '/index.html');
      req.url = '/index.html';
      files(req, res, () => notFound(res));
      return;
    }
    notFound(res);
  });
}

function notFound(res) {
  // The answer is plain text, not the file the headers were set for.
  for (const name of ['Cache-Control', ...PAGE_ONLY]) res.removeHeader(name);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = error instanceof BadRequest ? 400 : 500;
    if (status === 500) console.error(error);
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'Bad request' : 'Server error');
  }
});

// A remotes.json that does not parse at start is a deployment mistake: say so and stop.
const csp = cspNow();
server.listen(port, () => console.log(`Serving ${root} on http://localhost:${server.address().port} \n  Content-Security-Policy (pages): ${csp}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
