// Jest for a browser app of the workspace (host or remote): TypeScript through SWC, jsdom,
// CSS Modules as their class names, and the federated `host/platform` resolved to its source,
// which is what the page gets from the share scope.
const path = require('node:path');

const hostSrc = path.resolve(__dirname, '../../host/src');
const ESM_ONLY = ['rettime', 'until-async', '@open-draft/deferred-promise'];

function createJestConfig(appDir) {
  return {
    rootDir: appDir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    // Node's resolution, not the browser's: MSW's `msw/node` has no browser export, and the
    // code still runs in Node under jsdom.
    testEnvironmentOptions: { customExportConditions: [''] },
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // MSW's dependencies below ship as ES modules only, which jest's CommonJS runtime cannot
    // load on Node 20: they are compiled like our sources. (`.pnpm/` is skipped so a package is
    // matched by its name in `.pnpm/<id>/node_modules/<name>/`.)
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '^host/platform$': path.join(hostSrc, 'exposes/platform.ts'),
      '^host/testing$': path.join(hostSrc, 'exposes/testing.tsx'),
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts'), path.join(__dirname, 'network.ts')],
    clearMocks: true,
    // Screen tests type into forms with user-event; on a shared 2-core machine under load a
    // long form takes more than jest's 5 s default without anything being wrong.
    testTimeout: 20_000,
    globals: {
      __BUILD_VERSION__: require(path.join(appDir, 'package.json')).version,
      __PLATFORM_VERSION__: require(path.join(hostSrc, '../package.json')).version,
      __STANDALONE_MOCKS__: false,
    },
  };
}

module.exports = { createJestConfig };
