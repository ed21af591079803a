// The federation's import arrows, checked through the real lint config: a remote reaches only
// `shared`, `host/platform` and the feature packages (remote → features → host/platform, shared);
// `shared` reaches nothing of ours; nobody deep-imports `shared` or a feature package.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  const remoteFile = 'remote-manager/src/screens/example.tsx';

  it('lets a remote import shared and the host platform', async () => {
    const code = "import { platform } from 'host/platform';\nimport { loginSchema } from 'shared';\nexport { platform, loginSchema };\n";
    assert.deepEqual(await boundaryErrors(remoteFile, code), []);
  });

  it('stops a remote from importing another remote', async () => {
    const errors = await boundaryErrors(remoteFile, "import { routes } from 'remote_investor/routes';\nexport { routes };\n");
    assert.match(errors[0] ?? '', /never imports another remote/);
  });

  it('stops a remote from importing host internals', async () => {
    const errors = await boundaryErrors(remoteFile, "import { createEventBus } from '../../../host/src/platform/event-bus';\nexport { createEventBus };\n");
    assert.match(errors.join('\n'), /only `host\/platform`/);
  });

  it('lets only a remote’s tests reach the host’s test helpers', async () => {
    const code = "import { fakeHttp } from 'host/testing';\nexport { fakeHttp };\n";
    assert.deepEqual(await boundaryErrors('remote-manager/src/screens/example.test.tsx', code), []);
    assert.match((await boundaryErrors(remoteFile, code)).join('\n'), /only `host\/platform`/);
    const internals = "import { createEventBus } from '../../../host/src/platform/event-bus';\nexport { createEventBus };\n";
    assert.match((await boundaryErrors('remote-manager/src/screens/example.test.tsx', internals)).join('\n'), /private to the host/);
  });

  it('stops a deep import of shared, which would bundle a second copy', async () => {
    const errors = await boundaryErrors(remoteFile, "import { loginSchema } from '../../../shared/src/schemas/login.schema';\nexport { loginSchema };\n");
    assert.match(errors.join('\n'), /by its package name/);
  });

  it('stops shared from importing the host', async () => {
    const errors = await boundaryErrors('shared/src/example.ts', "import { platform } from 'host/platform';\nexport { platform };\n");
    assert.match(errors[0] ?? '', /imports nothing of ours/);
  });

  it('lets the host import a remote only as a type, never at build time', async () => {
    const typeOnly = "import type { routes } from 'remote_manager/routes';\nexport type R = typeof routes;\n";
    assert.deepEqual(await boundaryErrors('host/src/example.ts', typeOnly), []);
    const runtime = "import { routes } from 'remote_manager/routes';\nexport { routes };\n";
    assert.match((await boundaryErrors('host/src/example.ts', runtime))[0] ?? '', /only at run time/);
  });

  describe('feature packages', () => {
    const featureFile = 'features/issuance-admin/src/issuances/example.tsx';

    it('lets a remote import a feature package by its name, never by its path', async () => {
      const code = "import { IssuancesPage } from 'issuance-admin';\nexport { IssuancesPage };\n";
      assert.deepEqual(await boundaryErrors(remoteFile, code), []);
      const deep = "import { IssuancesPage } from '../../../features/issuance-admin/src/issuances/issuances.screen';\nexport { IssuancesPage };\n";
      assert.match((await boundaryErrors(remoteFile, deep)).join('\n'), /by its name/);
    });

    it('keeps test fixtures out of a remote’s screens', async () => {
      const code = "import { summary } from 'issuance-admin/testing';\nexport { summary };\n";
      assert.match((await boundaryErrors(remoteFile, code)).join('\n'), /for tests only/);
      assert.deepEqual(await boundaryErrors('remote-manager/src/wording.test.tsx', code), []);
    });

    it('lets a feature package import shared and the host platform', async () => {
      const code = "import { platform } from 'host/platform';\nimport { loginSchema } from 'shared';\nimport { Table } from 'shared/ui';\nexport { platform, loginSchema, Table };\n";
      assert.deepEqual(await boundaryErrors(featureFile, code), []);
    });

    it('stops a feature package from importing a remote', async () => {
      const byName = await boundaryErrors(featureFile, "import { routes } from 'remote_manager/routes';\nexport { routes };\n");
      assert.match(byName.join('\n'), /never imports a remote/);
      const byPath = await boundaryErrors(featureFile, "import { managerPaths } from '../../../../remote-manager/src/paths';\nexport { managerPaths };\n");
      assert.match(byPath.join('\n'), /never imports a remote/);
    });

    it('stops a feature package from importing host internals', async () => {
      const errors = await boundaryErrors(featureFile, "import { createEventBus } from '../../../../host/src/platform/event-bus';\nexport { createEventBus };\n");
      assert.match(errors.join('\n'), /feature package uses only `host\/platform`/);
    });

    it('stops shared from importing a feature package', async () => {
      const errors = await boundaryErrors('shared/src/example.ts', "import { IssuancesPage } from 'issuance-admin';\nexport { IssuancesPage };\n");
      assert.match(errors[0] ?? '', /feature packages included/);
    });

    it('stops the host from bundling a feature package, which belongs to the remotes', async () => {
      const errors = await boundaryErrors('host/src/example.ts', "import { IssuancesPage } from 'issuance-admin';\nexport { IssuancesPage };\n");
      assert.match(errors[0] ?? '', /never into the host/);
    });
  });
});
