// What every static server of the suite sends, whichever serves it (scripts/serve-static.mjs in
// development and the e2e, nginx from scripts/nginx-conf.mjs in production): the caching rule and
// the security headers, whose Content-Security-Policy, sent with the pages only, names exactly the
// origins the page needs.
import { readFileSync } from 'node:fs';

/**
 * The pages: the only answers a CSP or a framing rule acts on (and workers, which the apps do not
 * have). The host's is its index.html, which also answers its app routes.
 */
export const DOCUMENT_PATTERN = '\\.html$';
const DOCUMENT = new RegExp(DOCUMENT_PATTERN);
export const isDocument = (path) => DOCUMENT.test(path);

/**
 * Revalidated on every load: the pages, whose address is what is visited and so has no hash, and
 * the federation's entry files and manifests; everything else has a hash in its name.
 */
export const NEVER_CACHED_FILES = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json'];
const NEVER_CACHED = new RegExp(`(^|/)(${NEVER_CACHED_FILES.map((name) => name.replace(/\./g, '\\.')).join('|')})$`);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const cacheControlOf = (path) => (isDocument(path) || NEVER_CACHED.test(path) ? 'no-cache' : IMMUTABLE);

/**
 * The origins each analytics tag the host may load (host/src/customization/apply-customization.ts)
 * needs, from the vendors' CSP guides: its script, and where it sends its beacons and pixels. A
 * tenant turns them on at run time in its customization, so a deployment allows those it permits.
 */
const ANALYTICS = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  meta: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  clarity: {
    script: ['https://*.clarity.ms', 'https://c.bing.com'],
    connect: ['https://*.clarity.ms', 'https://c.bing.com'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
};

/** The API of each demo tenant in development and the e2e (host/src/config/tenants.ts, `local` and `test`). */
export const LOCAL_API_ORIGINS = ['http://localhost:8031', 'http://127.0.0.1:8031', 'http://exeu.localhost:8031'];

/** Issuance videos are embedded from these players. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** A CSP source for an origin: the browser compares scheme, host and port. */
export function originOf(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not a web origin: ${url}`);
  return parsed.origin;
}

/**
 * The other origins of the remotes a runtime manifest lists (every build of each). An entry relative to the manifest
 * (`/remote-manager/mf-manifest.json`) is served by the host's own origin, which 'self' covers.
 */
export function remoteOrigins(manifest) {
  const remotes = Array.isArray(manifest?.remotes) ? manifest.remotes : [];
  const origins = new Set();
  // A tenant's own build and the canary are served to some pages: their origins are the remotes' too.
  const entriesOf = (remote) => [remote?.entry, ...Object.values(remote?.tenants ?? {}), remote?.canary?.entry];
  for (const entry of remotes.flatMap(entriesOf)) {
    if (typeof entry !== 'string' || !/^[a-z][a-z0-9+.-]*:/i.test(entry)) continue;
    origins.add(originOf(entry));
  }
  return [...origins].sort();
}

/** The remotes' origins from a remotes.json file; none when there is no such file (a remote's own build). */
export function readRemoteOrigins(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return remoteOrigins(JSON.parse(text));
}

/** `gtm,meta,clarity`, `all` or `none`: the analytics tags a deployment lets its tenants turn on. */
export function parseAnalytics(value = 'all') {
  if (value === 'all') return Object.keys(ANALYTICS);
  if (value === 'none' || value === '') return [];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) if (!(name in ANALYTICS)) throw new Error(`unknown analytics "${name}": use ${Object.keys(ANALYTICS).join(', ')}, all or none`);
  return names;
}

const sources = (...lists) => [...new Set(lists.flat(2))].join(' ');

/**
 * No inline script and no eval, so injected markup cannot run; no framing; scripts only from this
 * origin, the remotes and the analytics tags; requests only to those and the API. Styles allow
 * inline ones: the tenant's customization CSS is an inline style element, and the toast library
 * writes its own; a style cannot run script. Images and files may come from the API (logos,
 * issuance pictures, documents).
 */
export function contentSecurityPolicy({ remotes = [], apiOrigins = [], analytics = [] }) {
  const tags = analytics.map((name) => ANALYTICS[name]);
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", remotes, tags.map((tag) => tag.script))}`,
    `connect-src ${sources("'self'", remotes, apiOrigins, tags.map((tag) => tag.connect))}`,
    `style-src ${sources("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${sources("'self'", 'data:', 'blob:', remotes, apiOrigins, tags.map((tag) => tag.img))}`,
    `font-src ${sources("'self'", 'data:', remotes)}`,
    `frame-src ${sources(VIDEO_FRAMES)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of an answer: a page's (`document`, with the deployment's `csp`) or
 * anything else's (scripts, styles, fonts, images, manifests, errors). At about 1.8 KiB the CSP
 * would be most of the headers of every script a page loads, where it does nothing.
 */
export function securityHeaders({ document, csp }) {
  const headers = {
    // Every answer: a script or a stylesheet runs only when its Content-Type says it is one, never sniffed from its bytes.
    'X-Content-Type-Options': 'nosniff',
    // Every answer: a stylesheet's own answer sets the policy of the requests it makes (its fonts and images).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (!document) return headers;
  return {
    ...headers,
    // Pages only: the browser enforces the policy of the document it came with; on a script or a stylesheet it is ignored.
    'Content-Security-Policy': csp,
    // Pages only: framing is decided on the framed document's answer (frame-ancestors for browsers without CSP 2).
    'X-Frame-Options': 'DENY',
  };
}
