import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { REACT_ROUTER_CLIENT, sharedDependencies } = require('../webpack/shared-deps.cjs');

// A remote folder that installs none of the singletons (outside the workspace's node_modules).
const bare = mkdtempSync(join(tmpdir(), 'remote-'));

test('a remote takes from the host every singleton it does not install, never a copy of its own', () => {
  const shared = sharedDependencies({ appDir: bare, role: 'remote' });
  for (const pkg of ['react', 'react-final-form', 'final-form', '@tanstack/react-query']) {
    assert.deepEqual(shared[pkg], { import: false, singleton: true, requiredVersion: false }, pkg);
  }
});

test('the host offers every singleton at the version it installs', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  const { version, requiredVersion, singleton, import: imported } = shared['react-final-form'];
  assert.match(version, /^\d+\.\d+\.\d+/);
  assert.deepEqual({ requiredVersion, singleton, imported }, { requiredVersion: `^${version}`, singleton: true, imported: undefined });
});

test('libraries without state that crosses apps are not shared, so each app tree-shakes them', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  for (const pkg of ['shared', 'shared/', 'valibot', 'axios', 'rxjs']) assert.equal(shared[pkg], undefined, pkg);
});

// The shared router is `react-router-client.mjs`, which re-exports a list of names: one an app
// imports but the list lacks would be undefined in the browser, while every jest test passes.
test('the shared react-router offers every name the apps import from it', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  assert.equal(shared['react-router'].import, REACT_ROUTER_CLIENT);
  const offered = new Set(
    [...readFileSync(REACT_ROUTER_CLIENT, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) =>
      names.split(',').map((name) => name.trim()).filter(Boolean),
    ),
  );
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('api/') && !file.startsWith('e2e/'));
  const missing = new Set();
  for (const file of sources) {
    const source = readFileSync(join(root, file), 'utf8');
    assert.doesNotMatch(source, /from 'react-router\//, `${file} imports a react-router subpath, which is not shared`);
    for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
      if (typeOnly) continue;
      for (const name of names.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ') && !offered.has(name.split(/\s+as\s+/)[0])) missing.add(`${name} (${file})`);
      }
    }
  }
  assert.deepEqual([...missing], []);
});
