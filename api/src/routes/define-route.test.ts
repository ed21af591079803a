import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accessRules } from '../auth/access-rules.js';
import { createTestContext, type TestContext } from '../test/harness.js';

let ctx: TestContext;
let paths: Record<string, Record<string, { security?: unknown }>> = {};
before(async () => {
  ctx = await createTestContext();
  paths = (await ctx.request('GET', '/openapi.json')).body.paths;
});
after(() => ctx.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('a route declaration documents the access it is given', () => {
  const documented = () => accessRules.filter((rule) => paths[openApiPath(rule.path)]?.[rule.method.toLowerCase()]);

  it('documents most routes (the check below has something to check)', () => {
    assert.ok(documented().length >= 25, `${documented().length} documented`);
  });

  it('asks no token of a public route, an optional one where a token shows more, and the user token elsewhere', () => {
    const wrong = documented().flatMap((rule) => {
      const { security } = paths[openApiPath(rule.path)]?.[rule.method.toLowerCase()] ?? {};
      const expected =
        'public' in rule.access
          ? rule.access.identify
            ? [{}, { userToken: [] }]
            : undefined
          : rule.access.backdoor === 'only'
            ? [{ userToken: [], managerToken: [] }]
            : [{ userToken: [] }];
      return JSON.stringify(security) === JSON.stringify(expected) ? [] : [`${rule.method} ${rule.path}: ${JSON.stringify(security)}`];
    });
    assert.deepEqual(wrong, []);
  });

  it('mounts the platform resources below /api/v2/pfp and keeps the spec\'s own calls at their paths', () => {
    const paths = new Set(accessRules.map((rule) => `${rule.method} ${rule.path}`));
    for (const expected of ['GET /api/v2/pfp/issuances/:id', 'POST /api/v2/pfp/manager/users/:id/impersonate', 'POST /v2/user/login', 'GET /v2/ui/get-customization', 'POST /api/v2/auth/register']) {
      assert.ok(paths.has(expected), expected);
    }
  });
});
