// The remotes and feature packages are read from the workspace, never listed by hand: a package
// added to it is inside the lint boundaries and served by the scripts without another edit, and
// the few places that must name every remote in source (type imports, static imports for the
// monolith, the development manifest) fail here when one is missing.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const require = createRequire(import.meta.url);
const { featurePackages, importPatterns, localRemotes, remotePackages } = require('../workspace-packages.cjs');
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

function writeJson(file, value) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

describe('a package added to the workspace', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'workspace-packages-'));
  after(() => rmSync(fixture, { recursive: true, force: true }));
  writeFileSync(join(fixture, 'pnpm-workspace.yaml'), 'packages:\n  - host\n  - remote-invest\n  - "remote-lender"\n  - features/*\n\ncatalog:\n  react: 19.3.1\n');
  writeJson(join(fixture, 'host/package.json'), { name: 'host' });
  writeJson(join(fixture, 'remote-invest/package.json'), { name: 'remote-invest' });
  writeJson(join(fixture, 'remote-lender/package.json'), { name: 'remote-lender' });
  writeJson(join(fixture, 'features/account/package.json'), { name: 'account' });
  writeJson(join(fixture, 'features/loan-book/package.json'), { name: 'loan-book' });
  writeJson(join(fixture, 'host/public/remotes.json'), {
    remotes: [
      { name: 'remote_invest', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'remote_lender', entry: 'http://localhost:3005/mf-manifest.json' },
    ],
  });

  it('is listed as a remote or a feature package, with its container name and local port', () => {
    assert.deepEqual(
      localRemotes(fixture).map(({ dir, container, port }) => [dir, container, port]),
      [
        ['remote-invest', 'remote_invest', 3001],
        ['remote-lender', 'remote_lender', 3005],
      ],
    );
    assert.deepEqual(featurePackages(fixture).map((pkg) => pkg.name), ['account', 'loan-book']);
  });

  it('is inside the import boundaries, by its name and by its folder', () => {
    const patterns = importPatterns(fixture);
    const remotes = new RegExp(patterns.remotes);
    const features = new RegExp(patterns.features);
    for (const specifier of ['remote_lender/routes', 'remote-lender', '../../remote-lender/src/paths']) assert.match(specifier, remotes);
    for (const specifier of ['loan-book', 'loan-book/testing', '../../features/loan-book/src/x']) assert.match(specifier, features);
    assert.match('loan-book/testing', new RegExp(patterns.testEntries));
    // Anchored: a module of ours whose file name starts like a package is not one.
    for (const specifier of ['./remote-lender-card', './loan-book-row', 'remote_lenders']) {
      assert.doesNotMatch(specifier, remotes);
      assert.doesNotMatch(specifier, features);
    }
  });

  it('is missing from the development manifest: the scripts say which row to add', () => {
    writeJson(join(fixture, 'remote-borrower/package.json'), { name: 'remote-borrower' });
    writeFileSync(join(fixture, 'pnpm-workspace.yaml'), 'packages:\n  - remote-invest\n  - remote-borrower\n');
    assert.throws(() => localRemotes(fixture), /remote-borrower has no row in host\/public\/remotes\.json/);
  });
});

describe('the workspace as it is', () => {
  const remotes = remotePackages();
  const features = featurePackages();

  it('has its remotes and feature packages', () => {
    assert.deepEqual(remotes.map((r) => r.container).sort(), ['remote_entrepreneur', 'remote_invest', 'remote_investor', 'remote_manager']);
    assert.ok(features.length > 0);
  });

  it('keeps every remote and feature package behind the lint boundaries', async () => {
    for (const { name } of [...remotes, ...features]) {
      const code = `import { x } from '${name}';\nexport { x };\n`;
      assert.match((await boundaryErrors('shared/src/example.ts', code)).join('\n'), /imports nothing of ours/, name);
    }
    for (const { name } of features) {
      const code = `import { x } from '${name}';\nexport { x };\n`;
      assert.match((await boundaryErrors('host/src/example.ts', code)).join('\n'), /never into the host/, name);
    }
    for (const remote of remotes) {
      const other = remotes.find((candidate) => candidate !== remote);
      const code = `import { routes } from '${other.container}/routes';\nexport { routes };\n`;
      assert.match((await boundaryErrors(`${remote.dir}/src/example.tsx`, code)).join('\n'), /never imports another remote/, remote.dir);
    }
  });

  it('serves every remote from one row of the development manifest, and nothing else', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'host/public/remotes.json'), 'utf8'));
    assert.deepEqual(manifest.remotes.map((row) => row.name).sort(), remotes.map((r) => r.container).sort());
    assert.equal(new Set(localRemotes().map((r) => r.port)).size, remotes.length);
  });

  it('names every remote where the source must say it: the area table, its types, the monolith and the messages', () => {
    // tsconfig.base.json maps `remote_*/routes` to `./remote-*/src/routes.tsx`: one word after `remote`.
    for (const remote of remotes) assert.equal(remote.dir, remote.container.replace('_', '-'), remote.dir);
    const areas = readFileSync(join(root, 'host/src/federation/areas.ts'), 'utf8');
    const modules = readFileSync(join(root, 'host/src/federation/remote-modules.ts'), 'utf8');
    const monolith = readFileSync(join(root, 'host/src/index-monolith.ts'), 'utf8');
    const messages = readFileSync(join(root, 'host/src/i18next.d.ts'), 'utf8');
    for (const { container, dir } of remotes) {
      assert.match(areas, new RegExp(`remote: '${container}'`), `host/src/federation/areas.ts has no area served by ${container}`);
      assert.match(modules, new RegExp(`${container}: typeof`), `host/src/federation/remote-modules.ts does not check ${container}`);
      assert.match(monolith, new RegExp(`${container}: \\(\\) => import`), `host/src/index-monolith.ts does not bundle ${container}`);
      assert.match(messages, new RegExp(`'\\.\\./\\.\\./${dir}/src/locales/`), `host/src/i18next.d.ts does not read ${dir}'s messages`);
    }
  });
});
