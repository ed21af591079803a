import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { PUBLISHED_PROJECT_STATUSES, ROLES, roleGroupOf, type Role, type RoleGroup } from 'shared';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { accessRules } from './access-rules.js';

let ctx: TestContext;
let tenantId = '';
let userId = '';
before(async () => {
  ctx = await createTestContext();
  const [user] = await ctx.deps.db.select().from(t.users).where(eq(t.users.email, 'entrepreneur@demo.test'));
  assert.ok(user);
  tenantId = user.tenantId;
  userId = user.id;
});
after(() => ctx.close());

/** The ids of the tenant's issuances each group is meant to read. */
async function expectedIds(group: RoleGroup): Promise<string[]> {
  const scope = {
    manager: eq(t.issuances.tenantId, tenantId),
    issuer: and(eq(t.issuances.tenantId, tenantId), eq(t.issuances.ownerId, userId)),
    investor: and(eq(t.issuances.tenantId, tenantId), inArray(t.issuances.status, [...PUBLISHED_PROJECT_STATUSES])),
  }[group];
  const rows = await ctx.deps.db.select({ id: t.issuances.id }).from(t.issuances).where(scope);
  return rows.map((row) => row.id).sort();
}

/** The same seeded person, holding only this role. */
async function signInAs(role: Role): Promise<string> {
  await ctx.deps.db.update(t.users).set({ primaryRole: role, secondaryRole: null }).where(eq(t.users.id, userId));
  return ctx.login('entrepreneur@demo.test');
}

function rolesAllowed(method: string, path: string): readonly Role[] | 'any' | 'public' {
  const rule = accessRules.find((candidate) => candidate.method === method && candidate.path === path);
  assert.ok(rule, `${method} ${path}`);
  return 'public' in rule.access ? 'public' : rule.access.roles;
}

describe("the API reads shared's role groups for every role", () => {
  for (const role of ROLES) {
    const group = roleGroupOf(role);
    it(`a ${role} (${group}) lists the issuances its group reads`, async () => {
      const token = await signInAs(role);
      const response = await ctx.request('GET', '/api/v2/pfp/issuances?per_page=100', { token });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const ids = (response.body.data as { id: string }[]).map((row) => row.id).sort();
      const expected = await expectedIds(group);
      assert.ok(expected.length > 0);
      assert.deepEqual(ids, expected);
    });

    it(`a ${role} (${group}) may edit issuances only as an issuer or a manager`, () => {
      const editors = rolesAllowed('POST', '/api/v2/pfp/issuances/:id/documents');
      assert.ok(Array.isArray(editors));
      assert.equal(editors.includes(role), group === 'issuer' || group === 'manager');
      const managerOnly = rolesAllowed('DELETE', '/api/v2/pfp/issuances/:id');
      assert.ok(Array.isArray(managerOnly));
      assert.equal(managerOnly.includes(role), group === 'manager');
    });
  }
});
