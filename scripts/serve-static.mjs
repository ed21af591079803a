#!/usr/bin/env node
// A small production-like static server for one built app: `node serve-static.mjs <dir> --port N
// [--spa]`. Hashed assets are cached for good; the federation entry files and manifests never,
// so a redeployed remote is picked up on the next page load. Any origin may read (the host page
// fetches the remotes' manifests cross-origin). A request it cannot read answers 400; nothing a
// client sends may end the process.
import { createServer } from 'node:http';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, spa: { type: 'boolean', default: false } },
});
const root = resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 8080);

/** Entry files and manifests are revalidated on every load; everything else has a hash in its name. */
const NEVER_CACHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;

/**
 * No inline script and no eval, so injected markup cannot run; no framing. Remote scripts, the
 * tenant's API and its analytics come from other origins that differ per deployment, hence the
 * schemes; the customization CSS is an inline style element.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' http: https:",
    "connect-src 'self' http: https:",
    "style-src 'self' 'unsafe-inline' http: https:",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data: http: https:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

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
 * request (`dev`), so a replaced `remotes.json` or a redeployed remote is read as it is now.
 */
const files = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: ['html'] });

function handle(req, res) {
  // sirv pipes a read stream without an error handler: a file removed between its lookup and
  // its read (a redeploy) would otherwise end the process instead of this one answer.
  res.once('pipe', (source) => source.once('error', () => res.destroy()));
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
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
  const cacheControl = (servedPath) => (NEVER_CACHED.test(servedPath) ? 'no-cache' : 'public, max-age=31536000, immutable');
  // A folder is answered with its index.html.
  res.setHeader('Cache-Control', cacheControl(path.endsWith('/') ? `${path}index.html` : path));
  files(req, res, () => {
    // An app route (no file extension) is the single page; a missing asset stays a 404.
    if (values.spa && extname(path) === '') {
      res.setHeader('Cache-Control', cacheControl('/index.html'));
      req.url = '/index.html';
      files(req, res, () => notFound(res));
      return;
    }
    notFound(res);
  });
}

function notFound(res) {
  res.removeHeader('Cache-Control');
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

server.listen(port, () => console.log(`Serving ${root} on http://localhost:${server.address().port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
