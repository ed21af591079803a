import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import workspace from './scripts/workspace-packages.cjs';

const { importPatterns } = workspace;

/** Import boundaries of the federation, each with the reason a developer sees when it fires. */
const deepShared = {
  group: ['**/shared/src/**', 'shared/src/*'],
  message: 'Import `shared` by its package name (`shared`, `shared/ui`, `shared/forms`): a deep path bundles a second copy beside the federated singleton.',
};
// The remotes and feature packages are read from the workspace (scripts/workspace-packages.cjs),
// so a new one is inside these boundaries without an edit here.
const PACKAGES = importPatterns();
const REMOTE_PACKAGES = PACKAGES.remotes;
const otherRemotes = {
  regex: REMOTE_PACKAGES,
  message: 'A remote never imports another remote: put pure code in `shared` or ask the host to expose it.',
};
// The feature packages (`features/*`): stateful screens two remotes share, bundled into each.
const FEATURE_PACKAGES = PACKAGES.features;
const deepFeature = {
  group: ['**/features/*/src/**'],
  message: 'Import a feature package by its name (`issuance-admin`): its entry is the only way in, so its inside can change without breaking a remote.',
};
const testEntries = {
  regex: PACKAGES.testEntries,
  message: 'Test fixtures and helpers are for tests only: imported by a screen they would ship in the bundle.',
};
const hostInternals = {
  group: ['host/*', '!host/platform', '!host/standalone', '**/host/src/**'],
  message: 'Remotes use only `host/platform` (the federated singleton); host internals are private to the host.',
};
const hostInternalsInTests = {
  group: [...hostInternals.group, '!host/testing'],
  message: 'Remote tests use only `host/platform` and `host/testing`; host internals are private to the host.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The platform's HTTP client is one per page, like the QueryClient: not part of what a query asks.
    rules: { '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['HttpClient'] } }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A query is declared once, in its `*.api.ts`, as `xOptions(...)` (queryOptions) and a `useX`
    // hook: the screen, a prefetch and an invalidation then agree on the key and the fetch. A
    // write likewise is a mutation hook beside its fetcher, so its busy state, its error and what
    // it invalidates are written once and not per screen.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'features/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.api.ts', '**/*.d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
          message: 'Build the query in its `*.api.ts` (`xOptions` with queryOptions, and a `useX` hook); screens call the hook.',
        },
        {
          selector: "CallExpression[callee.name='useMutation']",
          message: 'Write through a mutation hook in the feature\'s `*.api.ts` (`useSaveX`, beside its fetcher and the keys it invalidates); screens call the hook.',
        },
      ],
    },
  },
  {
    // Inside an `*.api.ts` too, a query's key and fetch live in one `xOptions` (queryOptions), which
    // a prefetch or `fetchQuery` can reuse; the hook spreads it (`{ ...xOptions(), enabled }`).
    files: ['host/src/**/*.api.ts', 'remote-*/src/**/*.api.ts', 'features/*/src/**/*.api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
          message: 'Declare the query as `xOptions(...)` with queryOptions and call `useQuery(xOptions(...))`: a prefetch, a fetchQuery and an invalidation then share it.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Accessibility mistakes a reader of the markup can see (labels, roles, keyboard handlers);
    // axe in the e2e suite checks the rendered pages.
    files: ['host/**/*.tsx', 'remote-*/**/*.tsx', 'shared/**/*.tsx', 'features/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'host', message: hostInternals.message }], patterns: [deepShared, deepFeature, otherRemotes, hostInternals, testEntries] },
      ],
    },
  },
  {
    // The host's test helpers are never bundled: only tests and their helpers may reach them.
    files: ['remote-*/src/**/*.test.{ts,tsx}', 'remote-*/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'host', message: hostInternalsInTests.message }], patterns: [deepShared, deepFeature, otherRemotes, hostInternalsInTests] },
      ],
    },
  },
  {
    // A remote's standalone dev server may answer the API with its tests' handlers (never built
    // into the deployed remote, whose entry is its container).
    files: ['remote-*/src/standalone-mocks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'host', message: hostInternals.message }], patterns: [deepShared, deepFeature, otherRemotes, hostInternals] },
      ],
    },
  },
  {
    // remote → features → host/platform, shared: a feature package is bundled into every remote
    // that uses it, so it may lean only on what each of those remotes has too.
    files: ['features/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'host', message: 'A feature package uses only `host/platform`, as the remotes that bundle it do; host internals are private to the host.' }],
          patterns: [
            deepShared,
            testEntries,
            {
              regex: REMOTE_PACKAGES,
              message: 'A feature package never imports a remote: the remotes import it. What a remote does its own way comes in by props.',
            },
            { ...hostInternals, message: 'A feature package uses only `host/platform` (the federated singleton), as the remotes that bundle it do; host internals are private to the host.' },
          ],
        },
      ],
    },
  },
  {
    files: ['features/*/src/**/*.test.{ts,tsx}', 'features/*/src/test/**/*.{ts,tsx}', 'features/*/src/testing.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepShared,
            { regex: REMOTE_PACKAGES, message: 'A feature package never imports a remote, not even in its tests: the remotes import it.' },
            { ...hostInternalsInTests, message: 'Feature tests use only `host/platform` and `host/testing`; host internals are private to the host.' },
          ],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepShared,
            {
              regex: REMOTE_PACKAGES,
              allowTypeImports: true,
              message: 'The host loads remotes only at run time from the manifest (`loadRemote`), never at build time.',
            },
            {
              regex: FEATURE_PACKAGES,
              allowTypeImports: true,
              message: 'A feature package is bundled into the remotes that use it, never into the host: the host would ship a second copy and a remote could no longer deploy alone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(host|api)(/|$)|(^|/)(host|api)/src/|` + REMOTE_PACKAGES + '|' + FEATURE_PACKAGES,
              message: '`shared` is pure and imports nothing of ours, feature packages included: every app depends on it, so it may depend on none.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepShared,
            {
              regex: String.raw`^(shared/ui|shared/forms|host)(/|$)|` + REMOTE_PACKAGES + '|' + FEATURE_PACKAGES,
              message: 'The API imports only the pure `shared` entry (schemas, types), never UI.',
            },
          ],
        },
      ],
    },
  },
);
