import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../harness.js';
import { inProcess, mailsAbout, movesTo } from '../payment-fixtures.js';
import { camt053, importStatement, orderWaitingForTransfer } from '../statement-fixtures.js';

/**
 * Two managers import the same statement at the same moment (a double click, two tabs): on
 * PostgreSQL (test:pg) the imports race for real, on PGlite one runs after the other. Either way
 * each order is paid once, each movement stored once, and one import says it was there already.
 */
let ctx: TestContext;
let manager: string;
before(async () => {
  ctx = await createTestContext();
  ctx.deps.notifier.useTransport(inProcess(ctx));
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

describe('two parallel imports of one statement', () => {
  it('pays each order once and stores each movement once', async () => {
    const orders = [await orderWaitingForTransfer(ctx), await orderWaitingForTransfer(ctx), await orderWaitingForTransfer(ctx)];
    const id = `RACE-${randomUUID()}`;
    const file = camt053(
      id,
      orders.map((order, index) => ({ amount: order.total, text: order.reference, reference: `${id}-${index}` })),
    );
    const answers = await Promise.all([importStatement(ctx, manager, file), importStatement(ctx, manager, file), importStatement(ctx, manager, file)]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 200, 201], JSON.stringify(answers.map((answer) => answer.body)));
    assert.deepEqual(answers.map((answer) => answer.body.data.charged).sort(), [0, 0, 3]);
    for (const order of orders) {
      assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
      assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
    }
    const statements = await ctx.deps.db.select().from(t.bankStatements).where(eq(t.bankStatements.statementId, id));
    assert.equal(statements.length, 1);
    const stored = await ctx.deps.db.select().from(t.bankStatementEntries).where(eq(t.bankStatementEntries.statementId, statements[0]?.id ?? ''));
    assert.equal(stored.length, 3);
  });
});
