import { and, eq } from 'drizzle-orm';
import { reflectionPeriodEnd, REVOCABLE_INVESTMENT_STATUSES, type InvestmentAnswer } from 'shared';
import type { Db } from '../db/client.js';
import { investments, issuances } from '../db/schema.js';
import type { InvestmentRow } from './move-investment.js';
import { filled, type Complete } from '../issuances/round-columns.js';

export type IssuanceFacts = Complete<Pick<typeof issuances.$inferSelect, 'id' | 'slug' | 'title' | 'tokenSymbol' | 'tokenPrice'>>;

const issuanceFacts = { id: issuances.id, slug: issuances.slug, title: issuances.title, tokenSymbol: filled(issuances.tokenSymbol), tokenPrice: filled(issuances.tokenPrice) };

/** When the order was placed: the day its reflection period counts from. */
export function orderedAt(row: Pick<InvestmentRow, 'statusDates'>): Date | null {
  const at = row.statusDates.CREATED;
  return at ? new Date(at) : null;
}

/**
 * Whether the investor may still revoke: an order not yet closed, a non-sophisticated investor
 * (Art. 22 of Regulation (EU) 2020/1503 gives them the reflection period; an unanswered investor
 * type counts as non-sophisticated, the protective default), and before the period ends.
 */
export function revocation(row: Pick<InvestmentRow, 'status' | 'statusDates'>, context: { sophisticated: boolean | null; now: Date; timeZone: string }) {
  const ordered = orderedAt(row);
  const endsAt = ordered && context.sophisticated !== true ? reflectionPeriodEnd(ordered, context.timeZone) : null;
  // The period's end is worked out once (in the tenant's zone, the costly part of a list's row): being in the period is being before it.
  const revocable = endsAt !== null && REVOCABLE_INVESTMENT_STATUSES.includes(row.status) && context.now.getTime() < endsAt.getTime();
  return { endsAt, revocable };
}

export function toInvestmentAnswer(
  row: InvestmentRow,
  issuance: IssuanceFacts,
  context: { sophisticated: boolean | null; now: Date; timeZone: string },
): InvestmentAnswer {
  const { endsAt, revocable } = revocation(row, context);
  return {
    id: row.id,
    project_id: issuance.id,
    project_slug: issuance.slug,
    project_title: issuance.title,
    token_symbol: issuance.tokenSymbol,
    token_price: issuance.tokenPrice,
    tokens: row.tokenAmount,
    amount: row.amount,
    payment_method: row.paymentMethod,
    payment_reference: row.paymentReference,
    proof_of_payment: row.proofOfPaymentUrl,
    balance_used: row.balanceUsed,
    fee: row.fee,
    status: row.status,
    status_dates: row.statusDates,
    referral_code: row.referralCode,
    signed_document: row.signedDocumentUrl,
    created_at: row.createdAt.toISOString(),
    ordered_at: orderedAt(row)?.toISOString() ?? null,
    reflection_period_ends_at: endsAt?.toISOString() ?? null,
    revocable,
    status_reason: row.statusReason,
  };
}

/** One investment of an investor with its issuance's facts; undefined when it is not theirs (or not in the tenant). */
export async function findOwnInvestment(db: Db, tenantId: string, investorId: string, id: string) {
  const [row] = await db
    .select({ investment: investments, issuance: issuanceFacts })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(and(eq(investments.id, id), eq(investments.tenantId, tenantId), eq(investments.investorId, investorId)))
    .limit(1);
  return row;
}
