#!/usr/bin/env node
// A small production-like static server for one built app: `node serve-static.mjs <dir> --port N
// [--spa]`. Hashed assets are cached for good; the federation entry files and manifests never,
// so a redeployed remote is picked up on the next page load. Any origin may read (the host page
// fetches the remotes' manifests cross-origin).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, spa: { type: 'boolean', default: false } },
});
const root = resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 8080);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;

function fileAt(urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (!path.startsWith(root)) return null;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory()) return fileAt(join(urlPath, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

const server = createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  res.setHeader('Access-Control-Allow-Origin', '*');
  // Lets the host page's Resource Timing see the remotes' sizes and durations.
  res.setHeader('Timing-Allow-Origin', '*');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  let file = fileAt(urlPath);
  // An app route (no file extension) is the single page; a missing asset stays a 404.
  if (!file && values.spa && extname(urlPath) === '') file = fileAt('/index.html');
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const relative = file.slice(root.length);
  res.writeHead(200, {
    'Content-Length': statSync(file).size,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': NEVER_CACHED.test(relative) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

server.listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
