import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { users } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { isUniqueViolation } from './db-errors.js';

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
