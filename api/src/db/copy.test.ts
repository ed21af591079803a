import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness.js';
import { pgliteDatabase, type Database } from './client.js';
import { copyDatabase, tablesInDependencyOrder } from './copy.js';
import * as t from './schema.js';

let ctx: TestContext;
let target: Database;
before(async () => {
  ctx = await createTestContext();
  target = pgliteDatabase(await PGlite.create());
  await target.migrate();
});
after(async () => {
  await target.close();
  await ctx.close();
});

describe('copying a database (PGlite to PostgreSQL)', () => {
  it('copies every row of every table into an empty database, and the copy serves logins', async () => {
    const counts = await copyDatabase(ctx.deps.db, target.db);
    for (const table of tablesInDependencyOrder) {
      const [source] = await ctx.deps.db.select({ rows: count() }).from(table);
      const [copied] = await target.db.select({ rows: count() }).from(table);
      assert.equal(copied?.rows, source?.rows);
    }
    assert.ok((counts.users ?? 0) > 10);
    const [user] = await target.db.select().from(t.users).limit(1);
    assert.ok(user?.passwordHash.startsWith('$argon2id$'));
  });

  it('refuses a target that already has data', async () => {
    await assert.rejects(copyDatabase(ctx.deps.db, ctx.deps.db), /already has data/);
  });

  it('lists every table of the schema', () => {
    const schemaTables = Object.values(t).filter((value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value);
    assert.equal(tablesInDependencyOrder.length, schemaTables.length);
  });
});
