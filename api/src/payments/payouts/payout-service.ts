import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessDay, toMoney, type PayoutBatchKind } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { earnings, issuances, users } from '../../db/schema.js';
import type { Caller } from '../../routes/caller.js';
import { customizationOf } from '../../routes/customization/customization.handlers.js';
import { paymentSettingsOf } from '../../routes/invest/invest.handlers.js';
import type { PayoutEarning, PayoutOutcome } from './payout-adapter.js';

const investorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;

/** What a transfer of these earnings needs: the investor's name and bank account, the amount, a reference. */
async function payoutEarnings(tx: Db, earningIds: readonly string[]): Promise<PayoutEarning[]> {
  if (earningIds.length === 0) return [];
  const rows = await tx
    .select({
      earningId: earnings.id,
      investorId: earnings.investorId,
      name: investorName,
      iban: users.iban,
      bic: users.bic,
      amount: earnings.netTotal,
      kind: earnings.kind,
      profitDate: earnings.profitDate,
      projectTitle: issuances.title,
    })
    .from(earnings)
    .innerJoin(users, eq(users.id, earnings.investorId))
    .innerJoin(issuances, eq(issuances.id, earnings.issuanceId))
    .where(inArray(earnings.id, [...earningIds]))
    .orderBy(earnings.id);
  return rows.map(({ kind, profitDate, projectTitle, amount, ...row }) => ({ ...row, amount: toMoney(amount), reference: `${projectTitle} ${kind} ${profitDate}` }));
}

/**
 * Pays out earnings through the tenant's adapter (`modules.payment_profit`; the sandbox when it
 * names none), inside the caller's transaction, and writes the dates the adapter reports: the
 * executed date of the earnings whose money left today, the delivered date of those that arrived.
 */
export async function payOutEarnings(
  deps: Deps,
  tx: Db,
  { tenant, principal }: Caller,
  payout: { kind: PayoutBatchKind; distributionId: string | null; earningIds: readonly string[] },
): Promise<PayoutOutcome> {
  const customization = customizationOf(tenant);
  const adapter = deps.payouts.of(customization.modules.payment_profit);
  const now = deps.clock.now();
  const today = businessDay(now, tenant.timeZone);
  const outcome = await adapter.payOut(tx, {
    tenant,
    settings: await paymentSettingsOf(tx, tenant.id),
    kind: payout.kind,
    distributionId: payout.distributionId,
    earnings: await payoutEarnings(tx, payout.earningIds),
    currency: customization.currency.code,
    now,
    today,
    actorId: principal.user.id,
  });
  if (outcome.executed.length > 0) {
    await tx.update(earnings).set({ executedDate: today }).where(and(inArray(earnings.id, [...outcome.executed]), sql`${earnings.executedDate} is null`));
  }
  if (outcome.delivered.length > 0) {
    await tx.update(earnings).set({ deliveredDate: today }).where(and(inArray(earnings.id, [...outcome.delivered]), sql`${earnings.deliveredDate} is null`));
  }
  return outcome;
}
