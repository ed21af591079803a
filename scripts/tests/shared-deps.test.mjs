import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { CLIENT_MODULES, sharedDependencies } = require('../webpack/shared-deps.cjs');

// A remote folder that installs none of the singletons (outside the workspace's node_modules).
const bare = mkdtempSync(join(tmpdir(), 'remote-'));

test('a remote takes from the host every singleton it does not install, never a copy of its own', () => {
  const shared = sharedDependencies({ appDir: bare, role: 'remote' });
  for (const pkg of ['react', 'react-final-form', 'final-form', '@tanstack/react-query']) {
    assert.deepEqual(shared[pkg], { import: false, singleton: true, requiredVersion: false }, pkg);
  }
});

test('the host offers every singleton at the version it installs, and takes its own eager copy without a range to check', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  const { version, requiredVersion, singleton, import: imported } = shared['react-final-form'];
  assert.match(version, /^\d+\.\d+\.\d+/);
  assert.deepEqual({ requiredVersion, singleton, imported }, { requiredVersion: false, singleton: true, imported: undefined });
});

test("the host keeps a range for the singletons it loads later, which a remote's higher version may serve", () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  for (const pkg of ['@tanstack/react-query', 'react-hot-toast']) assert.equal(shared[pkg].requiredVersion, `^${shared[pkg].version}`, pkg);
});

test('a remote that installs a singleton asks for a version of its major', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../remote-investor', import.meta.url)), role: 'remote' });
  const { version, requiredVersion } = shared.react;
  assert.match(version, /^\d+\.\d+\.\d+/);
  assert.equal(requiredVersion, `^${version}`);
});

test("the host's entry carries the singletons of its first screen; the signed-in areas' come with them", () => {
  const host = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  for (const pkg of ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'i18next', 'react-i18next', 'final-form', 'react-final-form']) {
    assert.equal(host[pkg].eager, true, pkg);
  }
  for (const pkg of ['@tanstack/react-query', 'react-hot-toast']) assert.equal(host[pkg].eager, undefined, pkg);
  const remote = sharedDependencies({ appDir: fileURLToPath(new URL('../../remote-investor', import.meta.url)), role: 'remote' });
  for (const [pkg, rule] of Object.entries(remote)) assert.equal(rule.eager, undefined, pkg);
});

test('libraries without state that crosses apps are not shared, so each app tree-shakes them', () => {
  const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
  for (const pkg of ['shared', 'shared/', 'valibot', 'axios', 'rxjs']) assert.equal(shared[pkg], undefined, pkg);
});

// A shared package whose copy is a client module (`react-router-client.mjs`…) offers the names
// that module re-exports: one an app imports but the list lacks would be undefined in the
// browser, while every jest test passes.
for (const [pkg, client] of Object.entries(CLIENT_MODULES)) {
  test(`the shared ${pkg} offers every name the apps import from it`, () => {
    const shared = sharedDependencies({ appDir: fileURLToPath(new URL('../../host', import.meta.url)), role: 'host' });
    assert.equal(shared[pkg].import, client.module);
    const offered = new Set(
      [...readFileSync(client.module, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) =>
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
      assert.ok(!source.includes(`from '${pkg}/`), `${file} imports a ${pkg} subpath, which is not shared`);
      for (const [, typeOnly, names] of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g'))) {
        if (typeOnly) continue;
        for (const name of names.split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ') && !offered.has(name.split(/\s+as\s+/)[0])) missing.add(`${name} (${file})`);
        }
      }
    }
    assert.deepEqual([...missing], []);
  });
}
