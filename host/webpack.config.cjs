const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { providedVersions } = require('../scripts/webpack/shared-deps.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'host',
      port: 3000,
      kind: 'host',
      runtimePlugins: [
        path.join(__dirname, 'src/federation/remote-fallback.plugin.ts'),
        [path.join(__dirname, 'src/federation/remote-compatibility.plugin.ts'), providedVersions(__dirname)],
      ],
    },
    env,
    argv,
  );
