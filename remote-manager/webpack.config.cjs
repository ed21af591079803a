const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_manager',
      kind: 'remote',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
