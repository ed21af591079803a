// The one shared-dependency contract of the federation. Every webpack config (host and each
// remote) builds its `shared` option here, so a dependency is either a singleton everywhere or
// nowhere, and the version each app offers is the one the workspace catalog installed.
const path = require('node:path');

/** Packages with module-level state that crosses the app boundary (React's dispatcher, the
 * router context, the i18n instance, the query cache, the form and toast stores): a second copy
 * in the page would split that state.
 *
 * Everything else is deliberately NOT shared, because a shared package is bundled whole (no app can
 * know which exports another will call) and the host must ship it before the first screen:
 * - `shared` and `valibot` are pure functions, schemas and stateless components (no React
 *   context, no module-level store, no global valibot config): each app bundles, tree-shaken, the
 *   part it uses. Sharing them put every area's schemas on `/login`.
 * - `rxjs` is imported by the host's bus alone: the remotes subscribe to the observables the
 *   platform hands them, so the host keeps the three operators it uses instead of all of rxjs.
 * - `axios` is used by the host's HTTP client only; the remotes reach the API through the
 *   platform, never through an axios of their own. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'final-form',
  'react-final-form',
  'react-hot-toast',
];

/** The singletons the host's first screen does not run: they come with a signed-in area and the
 * first toast. Every other one the host offers eagerly, in its entry file: /login runs them all
 * anyway, and an async copy costs a chunk each, whose loading and share negotiation the first
 * paint waited for (`bench:web`: 17 script files on /login, 6 with eager copies, and an earlier
 * paint). A remote still takes the host's copy, at its version. */
const NOT_ON_FIRST_SCREEN = ['@tanstack/react-query', 'react-hot-toast'];

/** Packages imported through subpaths (`react/jsx-runtime`, `react-dom/client`): without a
 * trailing-slash entry each subpath is bundled again. */
const WITH_SUBPATHS = ['react', 'react-dom'];

/** The router's one copy in the page is its client API only (`react-router-client.mjs`), built
 * from its production files: the package's main entry also carries the server runtime (request
 * handlers, cookies, sessions, RSC) and development warnings, about 190 kB a shared module could
 * not tree-shake. */
const REACT_ROUTER_CLIENT = path.join(__dirname, 'react-router-client.mjs');

/** The packages whose shared copy is a module of this folder naming only what the apps import
 * (see each module for why), and the aliases those modules import the package's own files by:
 * aliases, not the package name, so the federation does not consume them again. */
const CLIENT_MODULES = {
  'react-router': { module: REACT_ROUTER_CLIENT, aliases: { 'react-router-production$': 'dist/production/index.mjs' } },
  'react-i18next': { module: path.join(__dirname, 'react-i18next-client.mjs'), aliases: { 'react-i18next-modules': 'dist/es' } },
};

// Read from the folder node would load, not through `exports` (valibot does not export its
// package.json).
function installedPackageDir(appDir, pkg) {
  const fs = require('node:fs');
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const packageDir = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(packageDir, 'package.json'))) return packageDir;
    if (dir === path.dirname(dir)) return null;
  }
}

function installedVersion(appDir, pkg) {
  const packageDir = installedPackageDir(appDir, pkg);
  if (packageDir === null) return null;
  return JSON.parse(require('node:fs').readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

/** The aliases of `CLIENT_MODULES`, into the copy of each package the app installs. */
function clientModuleAliases(appDir) {
  const aliases = {};
  for (const [pkg, client] of Object.entries(CLIENT_MODULES)) {
    const packageDir = installedPackageDir(appDir, pkg);
    if (packageDir === null) continue;
    for (const [alias, file] of Object.entries(client.aliases)) aliases[alias] = path.join(packageDir, file);
  }
  return aliases;
}

/**
 * @param {{ appDir: string, role: 'host' | 'remote' | 'standalone' }} options
 *   host: offers every singleton and the platform; remote: offers the libraries as fallbacks but
 *   never the platform, which only the host may create; standalone: a remote served alone for
 *   its team, so it bundles the host's platform itself.
 */
function sharedDependencies({ appDir, role }) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(appDir, pkg);
    // An app offers only what it depends on; the host depends on every singleton. A remote that
    // omits one may still import it through a workspace package it bundles (a feature's form
    // importing react-final-form): it takes the host's copy, never a second one of its own.
    if (version === null) {
      if (role === 'remote') shared[pkg] = { import: false, singleton: true, requiredVersion: false };
      continue;
    }
    const eager = role === 'host' && !NOT_ON_FIRST_SCREEN.includes(pkg);
    // The page's consumer registers its eager singletons as loaded before anything else runs, so
    // the copy it takes of each is its own: a range check could only compare its version with
    // itself, and the federation's semver parser compiles a dozen regular expressions for each
    // one, on /login (about 20 ms at 4x CPU throttling). A lazy one may come from a remote that
    // registered a higher version first, and a remote may meet another version: they keep the range.
    const requiredVersion = role === 'remote' || !eager ? `^${version}` : false;
    const rule = { singleton: true, requiredVersion, version, ...(eager ? { eager: true } : {}) };
    shared[pkg] = pkg in CLIENT_MODULES ? { ...rule, import: CLIENT_MODULES[pkg].module } : rule;
    if (WITH_SUBPATHS.includes(pkg)) shared[`${pkg}/`] = { ...rule };
  }
  const hostDir = HOST_DIR;
  const hostVersion = platformVersion();
  shared['host/platform'] =
    role === 'remote'
      ? { import: false, singleton: true, requiredVersion: false }
      : {
          import: path.join(hostDir, 'src/exposes/platform.ts'),
          singleton: true,
          requiredVersion: false,
          version: hostVersion,
        };
  return shared;
}

const HOST_DIR = path.resolve(__dirname, '../../host');

/** The platform contract's version: the `host` package's, which remotes depend on. A change to
 * `host/platform`'s surface must raise it (host/platform.api.md and its test). */
function platformVersion() {
  return require(path.join(HOST_DIR, 'package.json')).version;
}

/** What the host's page provides to remotes, which its runtime compares with each remote's
 * manifest: the platform version and the version of every singleton it offers. */
function providedVersions(appDir) {
  const singletons = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(appDir, pkg);
    if (version !== null) singletons[pkg] = version;
  }
  return { platform: platformVersion(), singletons };
}

/** The platform range a remote was built for, from its dependency on `host`: a workspace link
 * means "this version or a later minor" (pnpm publishes `workspace:*` and `workspace:^` as a
 * caret range), any other specifier is the range itself. */
function platformRange(appDir) {
  const { dependencies = {}, devDependencies = {} } = require(path.join(appDir, 'package.json'));
  const spec = dependencies.host ?? devDependencies.host;
  if (spec === undefined) return null;
  const version = platformVersion();
  const range = spec.replace(/^workspace:/, '');
  if (range === '*' || range === '^') return `^${version}`;
  if (range === '~') return `~${version}`;
  return range;
}

module.exports = { sharedDependencies, clientModuleAliases, CLIENT_MODULES, providedVersions, platformRange, platformVersion };
