import {
  addCalendarDays,
  earningPartsOf,
  isIncome,
  PAID_INVESTMENT_STATUSES,
  startOfBusinessDay,
  sumEarningParts,
} from 'shared';
import * as t from '../schema.js';
import { demoEarnings, demoInvestments, demoIssuances } from './demo-data.js';
import type { IssuanceIdOf, SeedScope, UserIdOf } from './seed-scope.js';

/** The Spanish withholding on capital income, in percent. */
const WITHHOLDING_PERCENT = '19.00';

/**
 * Each group of demo earnings (issuance, kind, profit date) is a distribution whose figures
 * are their sums, created by the project's owner: pending while all its earnings are, else paid.
 */
export async function seedEarnings({ db, tenant, tenantId, today }: SeedScope, userId: UserIdOf, issuanceId: IssuanceIdOf): Promise<void> {
  const issuanceOwners = new Map(demoIssuances.map((issuance, index) => [issuanceId(index), userId(issuance.owner)]));
  const paidTokens = new Map<string, number>();
  for (const investment of demoInvestments) {
    if (!PAID_INVESTMENT_STATUSES.includes(investment.status)) continue;
    const key = `${investment.investor}|${investment.issuance}`;
    paidTokens.set(key, (paidTokens.get(key) ?? 0) + investment.tokens);
  }
  const groups = new Map<string, (typeof demoEarnings)[number][]>();
  for (const earning of demoEarnings) {
    const key = `${earning.issuance}|${earning.kind}|${earning.profitInDays}`;
    groups.set(key, [...(groups.get(key) ?? []), earning]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const percentage = isIncome(first.kind) ? WITHHOLDING_PERCENT : '0.00';
    const shares = group.map((earning) => ({ earning, parts: earningPartsOf(earning.kind, earning.gross, percentage) }));
    const totals = sumEarningParts(
      shares.map((share) => share.parts),
      percentage,
    );
    const paid = group.some((earning) => earning.status !== 'pending');
    const profitDate = addCalendarDays(today, first.profitInDays);
    const paidAt = paid ? startOfBusinessDay(addCalendarDays(profitDate, 1), tenant.timeZone) : null;
    const ownerId = issuanceOwners.get(issuanceId(first.issuance)) ?? userId('manager');
    const [distribution] = await db
      .insert(t.distributions)
      .values({
        tenantId,
        issuanceId: issuanceId(first.issuance),
        type: first.kind,
        profitDate,
        grossAmount: totals.gross_amount,
        withholdingPercentage: percentage,
        description: null,
        status: paid ? 'paid' : 'pending',
        createdBy: ownerId,
        createdAt: startOfBusinessDay(profitDate, tenant.timeZone),
        paidAt,
        paidBy: paid ? ownerId : null,
      })
      .returning({ id: t.distributions.id });
    if (!distribution) throw new Error('distribution insert returned nothing');
    for (const { earning, parts } of shares) {
      const claimedAt = earning.status === 'claimed' ? startOfBusinessDay(addCalendarDays(profitDate, 3), tenant.timeZone) : null;
      await db.insert(t.earnings).values({
        tenantId,
        distributionId: distribution.id,
        issuanceId: issuanceId(earning.issuance),
        investorId: userId(earning.investor),
        tokens: paidTokens.get(`${earning.investor}|${earning.issuance}`) ?? 0,
        kind: earning.kind,
        status: earning.status,
        profitDate,
        executedDate: paid && earning.status !== 'pending' ? addCalendarDays(profitDate, 1) : null,
        claimDate: claimedAt ? addCalendarDays(profitDate, 3) : null,
        deliveredDate: claimedAt ? addCalendarDays(profitDate, 4) : null,
        grossAmount: parts.gross_amount,
        withholdingPercentage: parts.withholding_percentage,
        fiscalWithholding: parts.fiscal_withholding,
        rentAmount: parts.rent_amount,
        capitalGain: parts.capital_gain,
        returnedCapital: parts.returned_capital,
        netTotal: parts.net_total,
        totalReturned: parts.total_returned,
        paidAt: earning.status === 'pending' ? null : paidAt,
        claimedAt,
      });
    }
  }
}
