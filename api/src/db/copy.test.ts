import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness.js';
import { createPglite, pgliteDatabase, type Database } from './client.js';
import { copyDatabase, tablesInDependencyOrder, tablesKeptByTriggers } from './copy.js';
import * as t from './schema.js';

let ctx: TestContext;
let target: Database;
before(async () => {
  ctx = await createTestContext();
  target = pgliteDatabase(await createPglite());
  await target.migrate();
});
after(async () => {
  await target.close();
  await ctx.close();
});

describe('copying a database (PGlite to PostgreSQL)', () => {
  it('copies every row of every table into an empty database, the triggers rebuilding the same totals, and the copy serves logins', async () => {
    const counts = await copyDatabase(ctx.deps.db, target.db);
    for (const table of tablesInDependencyOrder) {
      const [source] = await ctx.deps.db.select({ rows: count() }).from(table);
      const [copied] = await target.db.select({ rows: count() }).from(table);
      assert.equal(copied?.rows, source?.rows);
    }
    for (const table of tablesKeptByTriggers) {
      const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(Object.entries(row).sort())).sort();
      const copied = sorted(await target.db.select().from(table));
      assert.deepEqual(copied, sorted(await ctx.deps.db.select().from(table)));
      assert.ok(copied.length > 0);
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
    assert.equal(tablesInDependencyOrder.length + tablesKeptByTriggers.length, schemaTables.length);
  });
});
