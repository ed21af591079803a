import { count, desc, eq } from 'drizzle-orm';
import { pageMeta, toMoney, type BalanceAnswer, type balanceQuerySchema } from 'shared';
import type * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import { balanceEntries, users } from '../../db/schema.js';
import type { Caller } from '../caller.js';

/** GET /users/me/balance: the caller's available balance and a page of its moves, newest first. */
export async function myBalance(deps: Deps, caller: Caller, query: v.InferOutput<typeof balanceQuerySchema>): Promise<BalanceAnswer> {
  const userId = caller.principal.user.id;
  const mine = eq(balanceEntries.userId, userId);
  const [[user], [total], rows] = await Promise.all([
    deps.db.select({ balance: users.availableBalance }).from(users).where(eq(users.id, userId)),
    deps.db.select({ total: count() }).from(balanceEntries).where(mine),
    deps.db
      .select()
      .from(balanceEntries)
      .where(mine)
      .orderBy(desc(balanceEntries.at), desc(balanceEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return {
    balance: toMoney(user?.balance ?? '0'),
    data: rows.map((row) => ({
      id: row.id,
      amount: toMoney(row.amount),
      kind: row.kind,
      balance_after: toMoney(row.balanceAfter),
      investment_id: row.investmentId,
      at: row.at.toISOString(),
    })),
    meta: pageMeta(query.page, query.per_page, total?.total ?? 0),
  };
}
