import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from '../test/harness.js';
import { accessRules } from './access-rules.js';

let ctx: TestContext;
let investorId = '';
before(async () => {
  ctx = await createTestContext();
  investorId = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login('premium@demo.test') })).body.data.id;
});
after(() => ctx.close());

type Caller = 'anonymous' | 'investor' | 'entrepreneur' | 'manager' | 'other tenant';
const CALLERS: Caller[] = ['anonymous', 'investor', 'entrepreneur', 'manager', 'other tenant'];

/** A fresh token per cell: some calls (logout) end the session they are made with. */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'other tenant':
      return ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
    default:
      return ctx.login(`${caller}@demo.test`);
  }
}

interface Row {
  method: string;
  path: () => string;
  body?: unknown;
  expected: Record<Caller, number>;
}

const PUBLIC = { anonymous: 200, investor: 200, entrepreneur: 200, manager: 200, 'other tenant': 200 };
const SIGNED_IN = { anonymous: 401, investor: 200, entrepreneur: 200, manager: 200, 'other tenant': 401 };
const MANAGER_ONLY = { anonymous: 401, investor: 403, entrepreneur: 403, manager: 200, 'other tenant': 401 };

const matrix: Row[] = [
  { method: 'GET', path: () => '/v2/ui/get-customization', expected: PUBLIC },
  { method: 'GET', path: () => '/api/v2/pfp/users/me', expected: SIGNED_IN },
  { method: 'POST', path: () => '/v2/user/logout', expected: SIGNED_IN },
  // A wrong current password: 422 shows the call got past authorization without changing anything.
  {
    method: 'POST',
    path: () => '/api/v2/auth/change-password',
    body: { current_password: 'NotTheOne1!', password: 'Changed123!', password_confirmation: 'Changed123!' },
    expected: { anonymous: 401, investor: 422, entrepreneur: 422, manager: 422, 'other tenant': 401 },
  },
  { method: 'POST', path: () => `/api/v2/pfp/manager/users/${investorId}/impersonate`, expected: MANAGER_ONLY },
  { method: 'GET', path: () => '/api/v2/pfp/manager/audit-log', expected: MANAGER_ONLY },
  {
    method: 'POST',
    path: () => '/api/v2/pfp/manager/impersonation/end',
    expected: { anonymous: 401, investor: 403, entrepreneur: 403, manager: 403, 'other tenant': 401 },
  },
];

describe('endpoint x role matrix', () => {
  for (const row of matrix) {
    for (const caller of CALLERS) {
      const expected = row.expected[caller];
      it(`${row.method} ${row.path().replace('users//', 'users/:id/')} answers ${expected} to ${caller}`, async () => {
        const token = await tokenOf(caller);
        const response = await ctx.request(row.method, row.path(), { token, body: row.body });
        assert.equal(response.status, expected, JSON.stringify(response.body));
        if (expected === 401 || expected === 403) {
          assert.equal(typeof response.body.error, 'string');
          assert.equal(response.body.hide_error, false);
        }
      });
    }
  }
});

describe('the access rules collected from the route declarations', () => {
  const key = (method: string, path: string) => `${method} ${path}`;

  it('has a rule for every route of the app (none is registered without defineRoute), and no rule without a route', () => {
    const routes = new Set(ctx.app.routes.filter((route) => route.method !== 'ALL').map((route) => key(route.method, route.path)));
    const rules = new Set(accessRules.map((rule) => key(rule.method, rule.path)));
    assert.deepEqual([...routes].filter((route) => !rules.has(route)), [], 'routes without an access rule');
    assert.deepEqual([...rules].filter((rule) => !routes.has(rule)), [], 'access rules without a route');
  });

  it('answers 404 not_found for a path it does not know, with the error shape', async () => {
    const response = await ctx.request('GET', '/api/v2/pfp/nothing-here');
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { error: 'not_found', hide_error: false });
  });
});
