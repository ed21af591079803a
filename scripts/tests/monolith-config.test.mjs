import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const hostConfig = require('../../host/webpack.config.cjs');
const remoteConfig = require('../../remote-manager/webpack.config.cjs');

function withMonolith(build) {
  process.env.MONOLITH = '1';
  try {
    return build();
  } finally {
    delete process.env.MONOLITH;
  }
}
const hasFederation = (config) => config.plugins.some((plugin) => plugin instanceof ModuleFederationPlugin);

test('MONOLITH=1 builds the host with every area bundled in and no federation, beside the usual build', () => {
  const config = withMonolith(() => hostConfig({}, { mode: 'production' }));
  assert.deepEqual(config.entry, { main: './src/index-monolith.ts' });
  assert.match(config.output.path, /host\/dist-monolith$/);
  assert.equal(hasFederation(config), false);
  for (const remote of ['remote_invest', 'remote_investor', 'remote_manager', 'remote_entrepreneur']) {
    assert.ok(existsSync(config.resolve.alias[`${remote}/routes$`]), remote);
  }
});

test('without the flag the host is federated, and a remote is federated whatever the flag says', () => {
  const host = hostConfig({}, { mode: 'production' });
  assert.deepEqual(host.entry, { main: './src/index.ts' });
  assert.match(host.output.path, /host\/dist$/);
  assert.equal(hasFederation(host), true);
  const remote = withMonolith(() => remoteConfig({}, { mode: 'production' }));
  assert.equal(hasFederation(remote), true);
  assert.match(remote.output.path, /remote-manager\/dist$/);
});
