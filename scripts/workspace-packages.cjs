// The workspace's remotes and feature packages, read from pnpm-workspace.yaml and each folder's
// package.json, so the lint boundaries and the scripts cover a new remote or feature package the
// moment it is in the workspace, without a list to edit. The local port of a remote is its row in
// the host's development manifest (host/public/remotes.json), the page's own table of remotes.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** The `packages:` globs of pnpm-workspace.yaml: plain folders and `folder/*`, the two forms it uses. */
function workspaceGlobs(root) {
  const lines = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start < 0) throw new Error('pnpm-workspace.yaml has no packages list');
  const globs = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const item = /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line);
    if (item) globs.push(item[1]);
  }
  return globs;
}

function folders(root, glob) {
  if (glob.endsWith('/*') && !glob.slice(0, -2).includes('*')) {
    const parent = glob.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  }
  if (glob.includes('*')) throw new Error(`workspace glob ${glob}: only \`folder\` and \`folder/*\` are read here`);
  return [glob];
}

/** Every package of the workspace: its folder (relative, with `/`) and its package name. */
function workspacePackages(root = ROOT) {
  return workspaceGlobs(root)
    .flatMap((glob) => folders(root, glob))
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, name: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name }));
}

/** The remotes: packages named `remote-…`; each is the federated container `remote_…`. */
function remotePackages(root = ROOT) {
  return workspacePackages(root)
    .filter((pkg) => /^remote-[a-z0-9-]+$/.test(pkg.name))
    .map((pkg) => ({ ...pkg, container: pkg.name.replaceAll('-', '_') }));
}

/** The feature packages: stateful screens two remotes share, each a folder of `features/`. */
function featurePackages(root = ROOT) {
  return workspacePackages(root).filter((pkg) => pkg.dir.startsWith('features/'));
}

/** The development manifest's rows: container name → the port its entry is served on. */
function manifestPorts(root) {
  const { remotes } = JSON.parse(fs.readFileSync(path.join(root, 'host/public/remotes.json'), 'utf8'));
  return new Map(remotes.map((remote) => [remote.name, Number(new URL(remote.entry).port)]));
}

/** The remotes with the port each is served on locally (dev server, `npm start`, e2e). */
function localRemotes(root = ROOT) {
  const ports = manifestPorts(root);
  return remotePackages(root).map((remote) => {
    const port = ports.get(remote.container);
    if (!port) throw new Error(`${remote.dir} has no row in host/public/remotes.json: add { "name": "${remote.container}", "entry": … }`);
    return { ...remote, port };
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => `(${[...new Set(names)].map(escape).join('|')})`;

/**
 * The import specifiers of our own packages, as regex sources for the lint boundaries: a remote or
 * a feature package by its name (`remote_manager/routes`, `issuance-admin`) or by its folder
 * (`../../remote-manager/src/…`, `…/features/…`), anchored so a file such as `./remote-area` is
 * not caught; and the test entries (`issuance-admin/testing`) that a screen must not ship.
 */
function importPatterns(root = ROOT) {
  const remotes = remotePackages(root);
  const features = featurePackages(root);
  const featureParents = features.map((pkg) => pkg.dir.slice(0, pkg.dir.lastIndexOf('/')));
  return {
    remotes: `^${anyOf(remotes.flatMap((r) => [r.name, r.container]))}(/|$)|(^|/)${anyOf(remotes.map((r) => r.dir))}/`,
    features: `^${anyOf(features.map((f) => f.name))}(/|$)|(^|/)${anyOf(featureParents)}/`,
    testEntries: String.raw`^${anyOf(['shared', ...features.map((f) => f.name)])}/testing$|^shared/[\w-]+/([\w-]+-)?(testing|mock-api)$`,
  };
}

module.exports = { remotePackages, featurePackages, localRemotes, importPatterns };

// `node scripts/workspace-packages.cjs remotes` prints `folder port` per remote, for the shell scripts.
if (require.main === module) {
  if (process.argv[2] !== 'remotes') {
    console.error('usage: node scripts/workspace-packages.cjs remotes');
    process.exit(2);
  }
  for (const remote of localRemotes()) console.log(`${remote.dir} ${remote.port}`);
}
