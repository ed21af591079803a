const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_investor',
      kind: 'remote',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
