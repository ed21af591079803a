import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addMoney,
  businessDay,
  fromCents,
  multiplyMoney,
  PAID_INVESTMENT_STATUSES,
  splitProRata,
  toCents,
  toMoney,
  ZERO_MONEY,
  type InvestmentStatus,
  type Money,
  type Portfolio,
  type PortfolioHolding,
  type ProductType,
} from 'shared';
import type { Db } from '../../db/client.js';
import { investments, issuances, tokens } from '../../db/schema.js';
import { filled } from '../../issuances/round-columns.js';

/** One paid investment of the investor, with what the portfolio needs of its issuance. */
export interface PaidInvestment {
  issuanceId: string;
  slug: string;
  title: string;
  productType: ProductType;
  tokenSymbol: string;
  /** Today's token price of the issuance. */
  tokenPrice: Money;
  tokensForSale: number;
  tokenAmount: number;
  amount: Money;
  status: InvestmentStatus;
  statusDates: Record<string, string>;
  createdAt: Date;
}

/** The investor's investments in PAID_INVESTMENT_STATUSES, in their tenant. */
export function paidInvestmentsOf(db: Db, tenantId: string, investorId: string): Promise<PaidInvestment[]> {
  return db
    .select({
      issuanceId: issuances.id,
      slug: issuances.slug,
      title: issuances.title,
      productType: issuances.productType,
      // The token's own symbol once a manager created it; the issuance's until then.
      tokenSymbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol})`,
      tokenPrice: filled(issuances.tokenPrice),
      tokensForSale: filled(issuances.tokensForSale),
      tokenAmount: investments.tokenAmount,
      amount: investments.amount,
      status: investments.status,
      statusDates: investments.statusDates,
      createdAt: investments.createdAt,
    })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .where(and(eq(investments.tenantId, tenantId), eq(investments.investorId, investorId), inArray(investments.status, [...PAID_INVESTMENT_STATUSES])));
}

/** Projects held only through transfers received: a zero-amount MINTED entry each, whose tokens the ledger gives. */
export async function holdingEntriesOf(db: Db, tenantId: string, issuanceIds: readonly string[]): Promise<PaidInvestment[]> {
  const rows = await db
    .select({
      issuanceId: issuances.id,
      slug: issuances.slug,
      title: issuances.title,
      productType: issuances.productType,
      tokenSymbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol})`,
      tokenPrice: filled(issuances.tokenPrice),
      tokensForSale: filled(issuances.tokensForSale),
      createdAt: issuances.createdAt,
    })
    .from(issuances)
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .where(and(eq(issuances.tenantId, tenantId), inArray(issuances.id, [...issuanceIds])));
  return rows.map((row) => ({ ...row, tokenAmount: 0, amount: ZERO_MONEY, status: 'MINTED', statusDates: {} }));
}

/**
 * When the money arrived: the CHARGED date. Investments that reached a later paid status without
 * a CHARGED date recorded (imported or seeded ones) take the earliest paid date they have, and
 * the order's creation when they have none.
 */
export function paidAt(investment: Pick<PaidInvestment, 'statusDates' | 'createdAt'>): Date {
  for (const status of PAID_INVESTMENT_STATUSES) {
    const at = investment.statusDates[status];
    if (at) return new Date(at);
  }
  return investment.createdAt;
}

/**
 * Shares of a whole that add up to exactly 1: the weights' split of 100.00 (percent, to the
 * hundredth) by the largest remainder, each then divided by 100. Four decimals per share, and the
 * shares' basis points always add up to 10 000.
 */
export function sharesOf(weights: readonly Money[]): number[] {
  const cents = weights.map(toCents);
  if (!cents.some((value) => value > 0n)) return weights.map(() => 0);
  return splitProRata('100.00', cents).map((percent) => Number(toCents(percent)) / 10_000);
}

/** Most invested first; equal amounts by name, so the order never changes between requests. */
function mostInvestedFirst(a: { invested: Money; name: string }, b: { invested: Money; name: string }): number {
  const difference = toCents(b.invested) - toCents(a.invested);
  if (difference !== 0n) return difference > 0n ? 1 : -1;
  return a.name.localeCompare(b.name);
}

/**
 * The portfolio of these paid investments; months are the tenant's (`timeZone`). `ledger` holds
 * the investor's minted tokens per issuance as the token ledger says (mints plus transfers in,
 * minus out): where given, it replaces the minted tokens of the investments, so tokens sold or
 * received on the board count; a project held only through transfers comes with a zero-amount entry.
 */
export function buildPortfolio(paid: readonly PaidInvestment[], timeZone: string, ledger: ReadonlyMap<string, number> = new Map()): Portfolio {
  const byIssuance = new Map<string, { first: PaidInvestment; tokens: number; minted: number; invested: bigint }>();
  for (const investment of paid) {
    const holding = byIssuance.get(investment.issuanceId) ?? { first: investment, tokens: 0, minted: 0, invested: 0n };
    holding.tokens += investment.tokenAmount;
    if (investment.status === 'MINTED') holding.minted += investment.tokenAmount;
    holding.invested += toCents(investment.amount);
    byIssuance.set(investment.issuanceId, holding);
  }
  for (const [issuanceId, held] of ledger) {
    const holding = byIssuance.get(issuanceId);
    if (!holding) continue;
    holding.tokens += held - holding.minted;
    holding.minted = held;
  }

  const holdings: PortfolioHolding[] = [...byIssuance.values()]
    .filter((holding) => holding.tokens > 0 || holding.invested > 0n)
    .map(({ first, tokens, minted, invested }) => ({
      project_id: first.issuanceId,
      project_slug: first.slug,
      project_title: first.title,
      product_type: first.productType,
      token_symbol: first.tokenSymbol,
      token_price: toMoney(first.tokenPrice),
      tokens,
      minted_tokens: minted,
      invested: fromCents(invested),
      current_value: multiplyMoney(toMoney(first.tokenPrice), tokens),
      share_of_issuance: first.tokensForSale > 0 ? tokens / first.tokensForSale : 0,
    }))
    .sort((a, b) => mostInvestedFirst({ invested: a.invested, name: a.project_title }, { invested: b.invested, name: b.project_title }));

  const investedByType = new Map<ProductType, Money>();
  for (const holding of holdings) investedByType.set(holding.product_type, addMoney(investedByType.get(holding.product_type) ?? ZERO_MONEY, holding.invested));
  const types = [...investedByType.entries()]
    .map(([productType, invested]) => ({ productType, invested, name: productType }))
    .sort(mostInvestedFirst);
  const shares = sharesOf(types.map((type) => type.invested));

  const investedByMonth = new Map<string, bigint>();
  for (const investment of paid) {
    const month = businessDay(paidAt(investment), timeZone).slice(0, 7);
    investedByMonth.set(month, (investedByMonth.get(month) ?? 0n) + toCents(investment.amount));
  }
  let cumulative = 0n;
  const investedOverTime = [...investedByMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, invested]) => {
      cumulative += invested;
      return { month, invested: fromCents(invested), cumulative: fromCents(cumulative) };
    });

  return {
    holdings,
    totals: {
      invested: addMoney(ZERO_MONEY, ...holdings.map((holding) => holding.invested)),
      current_value: addMoney(ZERO_MONEY, ...holdings.map((holding) => holding.current_value)),
      tokens: holdings.reduce((sum, holding) => sum + holding.tokens, 0),
      projects: holdings.length,
    },
    by_product_type: types.map((type, index) => ({ product_type: type.productType, invested: type.invested, share: shares[index] ?? 0 })),
    invested_over_time: investedOverTime,
  };
}
