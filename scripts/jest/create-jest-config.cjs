// Jest for a browser app of the workspace (host or remote): TypeScript through SWC, jsdom,
// CSS Modules as their class names, and the federated `host/platform` resolved to its source,
// which is what the page gets from the share scope.
const path = require('node:path');

const hostSrc = path.resolve(__dirname, '../../host/src');

function createJestConfig(appDir) {
  return {
    rootDir: appDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    moduleNameMapper: {
      '^host/platform$': path.join(hostSrc, 'exposes/platform.ts'),
      '^host/testing$': path.join(hostSrc, 'exposes/testing.tsx'),
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
    clearMocks: true,
    globals: { __BUILD_VERSION__: require(path.join(appDir, 'package.json')).version },
  };
}

module.exports = { createJestConfig };
