import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { sharedDependencies } = require('../webpack/shared-deps.cjs');

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
