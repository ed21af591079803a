import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { addMoney } from 'shared';
import { createTestContext, type TestContext } from '../test/harness.js';
import { migrationsFolder } from './client.js';
import * as t from './schema.js';

/**
 * Migration 0011 on a database that has earnings and no distributions yet (the state before it):
 * the seeded tenants' earnings are taken back to that state, then the migration runs again.
 */
let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
  for (const statement of [
    // Payout batches (a later migration) hang on distributions; this test's earnings have none.
    // CASCADE: the bank statements' debits name the batches they settled (a foreign key, dropped with them).
    'DROP TABLE "payout_items", "payout_batches" CASCADE',
    // What migration 0017 added on top of the distributions (their kept totals) goes first.
    'DROP TRIGGER "distribution_totals_on_insert" ON "earnings"',
    'DROP TRIGGER "distribution_totals_on_update" ON "earnings"',
    'DROP TRIGGER "distribution_totals_on_delete" ON "earnings"',
    'DROP TABLE "distribution_totals"',
    'ALTER TABLE "earnings" DROP COLUMN "distribution_id"',
    'ALTER TABLE "earnings" DROP COLUMN "tokens"',
    'ALTER TABLE "earnings" DROP COLUMN "paid_at"',
    'ALTER TABLE "earnings" DROP COLUMN "claimed_at"',
    'DROP TABLE "distributions"',
  ]) {
    await ctx.deps.db.execute(sql.raw(statement));
  }
  const migration = readFileSync(path.join(migrationsFolder, '0011_earnings_distributions.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await ctx.deps.db.execute(sql.raw(statement));
});
after(() => ctx.close());

describe('migration 0011 (distributions)', () => {
  it('groups the existing earnings by issuance, kind and profit date into distributions equal to their sums', async () => {
    const distributions = await ctx.deps.db.select().from(t.distributions);
    const earnings = await ctx.deps.db.select().from(t.earnings);
    assert.ok(distributions.length > 0);
    for (const distribution of distributions) {
      const own = earnings.filter((earning) => earning.distributionId === distribution.id);
      assert.ok(own.length > 0);
      assert.ok(own.every((earning) => earning.issuanceId === distribution.issuanceId && earning.kind === distribution.type && earning.profitDate === distribution.profitDate));
      assert.equal(addMoney(...own.map((earning) => earning.grossAmount)), distribution.grossAmount);
      const allPending = own.every((earning) => earning.status === 'pending');
      assert.equal(distribution.status, allPending ? 'pending' : 'paid');
      assert.equal(distribution.paidAt === null, allPending);
    }
  });

  it('dates the paid and claimed earnings and weighs them by their paid tokens', async () => {
    const earnings = await ctx.deps.db.select().from(t.earnings);
    for (const earning of earnings) {
      assert.equal(earning.paidAt === null, earning.status === 'pending');
      assert.equal(earning.claimedAt === null, earning.status !== 'claimed');
    }
    assert.ok(earnings.some((earning) => earning.tokens > 0));
  });
});
