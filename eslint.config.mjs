import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of the federation, each with the reason a developer sees when it fires. */
const deepShared = {
  group: ['**/shared/src/**', 'shared/src/*'],
  message: 'Import `shared` by its package name (`shared`, `shared/ui`, `shared/forms`): a deep path bundles a second copy beside the federated singleton.',
};
// Anchored to package names and workspace folders, so a file such as `./remote-area` is not caught.
const REMOTE_PACKAGES = String.raw`^remote[-_](invest|investor|manager|entrepreneur)(/|$)|(^|/)remote-(invest|investor|manager|entrepreneur)/`;
const otherRemotes = {
  regex: REMOTE_PACKAGES,
  message: 'A remote never imports another remote: put pure code in `shared` or ask the host to expose it.',
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
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
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
        { paths: [{ name: 'host', message: hostInternals.message }], patterns: [deepShared, otherRemotes, hostInternals] },
      ],
    },
  },
  {
    // The host's test helpers are never bundled: only tests and their helpers may reach them.
    files: ['remote-*/src/**/*.test.{ts,tsx}', 'remote-*/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'host', message: hostInternalsInTests.message }], patterns: [deepShared, otherRemotes, hostInternalsInTests] },
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
              regex: String.raw`^(host|api)(/|$)|(^|/)(host|api)/src/|` + REMOTE_PACKAGES,
              message: '`shared` is pure and imports nothing of ours: every app depends on it, so it may depend on none.',
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
              regex: String.raw`^(shared/ui|shared/forms|host)(/|$)|` + REMOTE_PACKAGES,
              message: 'The API imports only the pure `shared` entry (schemas, types), never UI.',
            },
          ],
        },
      ],
    },
  },
);
