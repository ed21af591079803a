import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { canMove, INVESTMENT_STATUSES, type InvestmentStatus } from 'shared';
import * as t from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { issuanceBySlug, newInvestor } from '../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { moveInvestment } from './move-investment.js';

/** Every pair of statuses, table-driven from the shared table: the allowed moves happen and are recorded, the others are refused. */

let ctx: TestContext;
let tenantId: string;
let issuanceId: string;
let investorId: string;
before(async () => {
  ctx = await createTestContext();
  const issuance = await issuanceBySlug(ctx, 'fleet-leasing-pool');
  tenantId = issuance.tenantId;
  issuanceId = issuance.id;
  investorId = (await newInvestor(ctx, { onboarded: true })).id;
});
after(() => ctx.close());

async function investmentIn(status: InvestmentStatus): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId, investorId, tokenAmount: 1, amount: '20.00', status, statusDates: { [status]: '2026-01-01T00:00:00.000Z' } })
    .returning({ id: t.investments.id });
  assert.ok(row);
  return row.id;
}

const actor = { kind: 'system', userId: null } as const;

describe('moveInvestment follows the shared transition table', () => {
  for (const from of INVESTMENT_STATUSES) {
    it(`from ${from}: moves to ${INVESTMENT_STATUSES.filter((to) => canMove(from, to)).join(', ') || 'nothing'}; refuses the rest with 409`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const to of INVESTMENT_STATUSES) {
        const id = await investmentIn(from);
        const at = new Date('2026-02-03T10:00:00.000Z');
        expected.push(`${to}: ${canMove(from, to) ? 'moved' : '409 investment_transition_not_allowed'}`);
        try {
          const moved = await ctx.deps.db.transaction((tx) => moveInvestment(tx, { investmentId: id, to, actor, reason: 'table test', at }));
          const [transition] = await ctx.deps.db.select().from(t.investmentTransitions).where(eq(t.investmentTransitions.investmentId, id));
          const recorded = transition?.fromStatus === from && transition.toStatus === to && transition.actorKind === 'system' && transition.at.getTime() === at.getTime();
          outcomes.push(`${to}: ${moved.status === to && moved.statusDates[to] === at.toISOString() && recorded ? 'moved' : 'moved without its record'}`);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          const [row] = await ctx.deps.db.select({ status: t.investments.status }).from(t.investments).where(eq(t.investments.id, id));
          outcomes.push(`${to}: ${error.status} ${error.key}${row?.status === from ? '' : ' but changed'}`);
        }
      }
      assert.deepEqual(outcomes, expected);
    });
  }

  it('answers 404 investment_not_found for an investment that does not exist', async () => {
    await assert.rejects(
      ctx.deps.db.transaction((tx) => moveInvestment(tx, { investmentId: '00000000-0000-4000-8000-000000000000', to: 'CANCELED', actor, at: new Date() })),
      (error: unknown) => error instanceof ApiError && error.status === 404 && error.key === 'investment_not_found',
    );
  });
});
