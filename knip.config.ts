import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies, per workspace package. Entries are what a user or a
// tool starts from; knip's plugins add the rest (webpack, jest, playwright, node --test,
// drizzle-kit), so test files, setup files and configs count as users of what they import.
const remote = {
  // routes.tsx is the federated `./routes` module; standalone* serves the remote alone.
  entry: ['src/routes.tsx', 'src/standalone.ts', 'src/standalone-bootstrap.ts'],
  project: ['src/**/*.{ts,tsx,css}'],
};

const config: KnipConfig = {
  workspaces: {
    // The repo's own scripts: start/test/build helpers, the shared webpack and jest configs.
    '.': {
      // The webpack/*.mjs modules are named by path in the build config: shared packages' copies
      // (shared-deps.cjs) and a stand-in for a module of a package (create-config.cjs).
      entry: ['scripts/*.mjs', 'scripts/tests/*.test.mjs', 'scripts/webpack/*.mjs'],
      project: ['scripts/**'],
      // A webpack alias (shared-deps.cjs) for react-router's production build, not a package.
      ignoreDependencies: ['react-router-production', 'react-i18next-modules'],
    },
    host: {
      // index.ts is the webpack entry (found by the webpack plugin); bootstrap is loaded by it
      // lazily; exposes/* is what remotes get through Module Federation and the package exports;
      // index-monolith.ts is the entry of the monolith build (MONOLITH=1).
      entry: ['src/bootstrap*.{ts,tsx}', 'src/exposes/*.{ts,tsx}', 'src/index-monolith.ts'],
      project: ['src/**/*.{ts,tsx,css}'],
    },
    // Every remote folder of the workspace, as pnpm-workspace.yaml lists them.
    'remote-*': remote,
    // shared and features/*: their entries are the package.json `exports`, which knip reads.
    shared: {
      project: ['src/**/*.{ts,tsx,css}'],
    },
    'features/*': {
      project: ['src/**/*.{ts,tsx,css}'],
    },
    api: {
      // server.ts (the `start` script) and drizzle.config.ts (drizzle-kit) are found by plugins.
      entry: ['src/**/*-cli.ts', 'bench/*.ts', 'scripts/*.ts'],
      project: ['src/**', 'bench/**', 'scripts/**'],
      // The PostgreSQL fault tests drop root to the cluster's owner with util-linux's runuser,
      // a system binary like psql, not a package.
      ignoreBinaries: ['runuser'],
      // hono-openapi's resolver turns the declared valibot schemas into JSON Schema through this peer.
      // anvil's binary comes from its platform package, which local-chain.ts resolves through it.
      ignoreDependencies: ['@valibot/to-json-schema', '@foundry-rs/anvil'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
    },
  },
  // A stylesheet's `@import` and a CSS Module's `composes: … from` are imports too (the host's
  // global.css loads the Inter font package; card, row and sheet compose issuance-parts).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+(['"][^'"]+['"])|composes:[^;]*?\sfrom\s+(['"][^'"]+['"])/g)]
        .map((match) => `import ${match[1] ?? match[2]};`)
        .join('\n'),
  },
};

export default config;
