import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { users } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { databaseTrouble, isUniqueViolation } from './db-errors.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('unique violations', () => {
  it('are recognised through drizzle, by constraint', async () => {
    const [existing] = await ctx.deps.db.select().from(users).limit(1);
    assert.ok(existing);
    const { id: _id, ...copy } = existing;
    const error = await ctx.deps.db
      .insert(users)
      .values(copy)
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    assert.ok(error, 'the duplicate insert fails');
    assert.equal(isUniqueViolation(error), true);
    assert.equal(isUniqueViolation(error, 'users_tenant_email_idx'), true);
    assert.equal(isUniqueViolation(error, 'another_constraint'), false);
    assert.equal(isUniqueViolation(new Error('other')), false);
  });
});

describe('database trouble', () => {
  it('reads a stopped or unreachable server as database_unavailable, through drizzle causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    assert.equal(databaseTrouble(new Error('Failed query: select 1', { cause: refused })), 'database_unavailable');
    assert.equal(databaseTrouble(Object.assign(new Error('terminating connection'), { code: '57P01' })), 'database_unavailable');
    assert.equal(databaseTrouble(new Error('Connection terminated unexpectedly')), 'database_unavailable');
  });

  it('reads a cancelled statement or a pool with no connection free in time as database_timeout', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    assert.equal(databaseTrouble(new Error('Failed query', { cause: cancelled })), 'database_timeout');
    assert.equal(databaseTrouble(new Error('timeout exceeded when trying to connect')), 'database_timeout');
  });

  it('leaves other errors alone', () => {
    assert.equal(databaseTrouble(Object.assign(new Error('duplicate'), { code: '23505' })), undefined);
    assert.equal(databaseTrouble(new Error('other')), undefined);
  });
});
