import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { loginResponseSchema } from 'shared';
import * as v from 'valibot';
import { auditLog, impersonations } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

async function idOf(email: string) {
  return (await ctx.request('GET', '/api/v2/pfp/users/me', { token: await ctx.login(email) })).body.data.id as string;
}

async function impersonate(managerToken: string, targetEmail = 'investor@demo.test') {
  const targetId = await idOf(targetEmail);
  const response = await ctx.request('POST', `/api/v2/pfp/manager/users/${targetId}/impersonate`, { token: managerToken });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return { targetId, backdoor: response.body.data.accessToken as string, body: response.body };
}

describe('manager acting as an investor', () => {
  it("answers the target's login answer with a backdoor token", async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { body, targetId } = await impersonate(managerToken);
    const { impersonation, ...answer } = body;
    assert.ok(v.is(loginResponseSchema, answer));
    assert.equal(answer.data.id, targetId);
    assert.equal(answer.role, 'USER');
    assert.match(impersonation.id, /^[0-9a-f-]{36}$/);
  });

  it('uses the backdoor token with the manager token and acts as the investor', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { backdoor, targetId } = await impersonate(managerToken);
    const me = await ctx.request('GET', '/api/v2/pfp/users/me', { token: backdoor, managerToken });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.id, targetId);
    assert.equal(me.body.data.impersonated_by.email, 'manager@demo.test');
  });

  it('refuses the backdoor token alone or with a token that is not the manager’s', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { backdoor } = await impersonate(managerToken);
    const alone = await ctx.request('GET', '/api/v2/pfp/users/me', { token: backdoor });
    assert.equal(alone.status, 401);
    assert.equal(alone.body.error, 'manager_token_required');
    const otherManagerSession = await ctx.login('manager@demo.test');
    const wrong = await ctx.request('GET', '/api/v2/pfp/users/me', { token: backdoor, managerToken: otherManagerSession });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, 'invalid_manager_token');
  });

  it('records who, whom, when and the end in the audit log', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const managerId = await idOf('manager@demo.test');
    const { backdoor, targetId, body } = await impersonate(managerToken, 'premium@demo.test');

    const [started] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.started'), eq(auditLog.subjectUserId, targetId)));
    assert.ok(started);
    assert.equal(started.actorUserId, managerId);
    assert.equal(started.details.impersonation_id, body.impersonation.id);
    assert.ok(started.at instanceof Date);

    const end = await ctx.request('POST', '/api/v2/pfp/manager/impersonation/end', { token: backdoor, managerToken });
    assert.equal(end.status, 200);
    assert.equal(end.body.data.id, body.impersonation.id);
    assert.ok(end.body.data.ended_at);

    const [row] = await ctx.deps.db.select().from(impersonations).where(eq(impersonations.id, body.impersonation.id));
    assert.equal(row?.managerId, managerId);
    assert.equal(row?.targetUserId, targetId);
    assert.ok(row?.endedAt);

    const log = await ctx.request('GET', '/api/v2/pfp/manager/audit-log', { token: managerToken });
    const entries = log.body.data.filter((entry: { details: { impersonation_id?: string } }) => entry.details.impersonation_id === body.impersonation.id);
    assert.deepEqual(entries.map((entry: { action: string }) => entry.action).sort(), ['impersonation.ended', 'impersonation.started']);
    for (const entry of entries) {
      assert.equal(entry.actor.email, 'manager@demo.test');
      assert.equal(entry.subject.email, 'premium@demo.test');
    }

    // After the end the backdoor token opens nothing; the manager's own session goes on.
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: backdoor, managerToken })).status, 401);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: managerToken })).status, 200);
  });

  it("ends the impersonation when the manager's own session logs out", async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { backdoor, body } = await impersonate(managerToken);
    await ctx.request('POST', '/v2/user/logout', { token: managerToken });
    const [row] = await ctx.deps.db.select().from(impersonations).where(eq(impersonations.id, body.impersonation.id));
    assert.ok(row?.endedAt);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: backdoor, managerToken })).status, 401);
  });

  it('ends the impersonation on logout with the backdoor token, keeping the manager signed in', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { backdoor, body } = await impersonate(managerToken);
    assert.equal((await ctx.request('POST', '/v2/user/logout', { token: backdoor, managerToken })).status, 200);
    const [row] = await ctx.deps.db.select().from(impersonations).where(eq(impersonations.id, body.impersonation.id));
    assert.ok(row?.endedAt);
    assert.equal((await ctx.request('GET', '/api/v2/pfp/users/me', { token: managerToken })).status, 200);
  });

  it('does not let the backdoor change the password or start another impersonation', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const { backdoor } = await impersonate(managerToken);
    const change = await ctx.request('POST', '/api/v2/auth/change-password', {
      token: backdoor,
      managerToken,
      body: { current_password: 'Demo1234!', password: 'Changed123!', password_confirmation: 'Changed123!' },
    });
    assert.equal(change.status, 403);
    assert.equal(change.body.error, 'not_allowed_while_impersonating');
    const premiumId = await idOf('premium@demo.test');
    const nested = await ctx.request('POST', `/api/v2/pfp/manager/users/${premiumId}/impersonate`, { token: backdoor, managerToken });
    assert.equal(nested.status, 403);
  });

  it('only acts as investors, never as itself or another manager', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const entrepreneurOnly = await idOf('company@demo.test');
    const response = await ctx.request('POST', `/api/v2/pfp/manager/users/${entrepreneurOnly}/impersonate`, { token: managerToken });
    assert.equal(response.status, 422);
    assert.equal(response.body.error, 'impersonation_target_not_investor');
    const self = await ctx.request('POST', `/api/v2/pfp/manager/users/${await idOf('manager@demo.test')}/impersonate`, { token: managerToken });
    assert.equal(self.status, 422);
    assert.equal(self.body.error, 'cannot_impersonate_self');
  });

  it('answers 404 for an unknown user id', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const missing = await ctx.request('POST', '/api/v2/pfp/manager/users/00000000-0000-4000-8000-000000000000/impersonate', { token: managerToken });
    assert.equal(missing.status, 404);
    const malformed = await ctx.request('POST', '/api/v2/pfp/manager/users/42/impersonate', { token: managerToken });
    assert.equal(malformed.status, 404);
  });

  it('answers 403 not_impersonating to end without a backdoor token', async () => {
    const managerToken = await ctx.login('manager@demo.test');
    const response = await ctx.request('POST', '/api/v2/pfp/manager/impersonation/end', { token: managerToken });
    assert.equal(response.status, 403);
    assert.equal(response.body.error, 'not_impersonating');
  });
});
