// The one shared-dependency contract of the federation. Every webpack config (host and each
// remote) builds its `shared` option here, so a dependency is either a singleton everywhere or
// nowhere, and the version each app offers is the one the workspace catalog installed.
const path = require('node:path');

/** Packages with module-level state (React's dispatcher, the router context, the i18n instance,
 * the query cache, the toast store, the bus): a second copy in the page would split that state. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'rxjs',
  'i18next',
  'react-i18next',
  'axios',
  '@tanstack/react-query',
  'final-form',
  'react-final-form',
  'react-hot-toast',
  'valibot',
  'shared',
];

/** Packages imported through subpaths (`react/jsx-runtime`, `react-dom/client`,
 * `react-router/dom`, `shared/ui`): without a trailing-slash entry each subpath is bundled again. */
const WITH_SUBPATHS = ['react', 'react-dom', 'react-router', 'shared'];

// Read from the folder node would load, not through `exports` (valibot does not export its
// package.json).
function installedVersion(appDir, pkg) {
  const fs = require('node:fs');
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (dir === path.dirname(dir)) return null;
  }
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
    const rule = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = rule;
    if (WITH_SUBPATHS.includes(pkg)) shared[`${pkg}/`] = { ...rule };
  }
  const hostDir = path.resolve(__dirname, '../../host');
  const hostVersion = require(path.join(hostDir, 'package.json')).version;
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

module.exports = { sharedDependencies };
