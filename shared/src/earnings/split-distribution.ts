import type { EarningType } from '../domain/earning';
import { fromCents, splitProRata, toCents, withholding, ZERO_MONEY, type Money, type Percent } from '../money';
import type { EarningParts } from './earnings.schemas';

/** Dividends and interest are income, taxed at source; a repayment gives capital back untaxed. */
export function isIncome(type: EarningType): boolean {
  return type !== 'repayment';
}

export interface DistributionHolder {
  investorId: string;
  /** Paid tokens held at the profit date: the weight of the split. */
  tokens: number;
}

export interface DistributionSplit {
  shares: { investorId: string; tokens: number; parts: EarningParts }[];
  /** The sums of the shares' parts: the gross equals the distribution's gross to the cent. */
  totals: EarningParts;
  /** What one token earned, to 6 decimals (gross and net of withholding). */
  perToken: { gross: string; net: string };
}

const PER_TOKEN_SCALE = 6;

/** What one token earned of `amount`: a decimal text with 6 decimals, rounded once half away from zero (0 without tokens). */
export function amountPerToken(amount: Money, tokens: number): string {
  if (tokens <= 0) return (0).toFixed(PER_TOKEN_SCALE);
  const cents = toCents(amount);
  const scaled = cents * 10n ** BigInt(PER_TOKEN_SCALE - 2);
  const denominator = BigInt(tokens);
  const quotient = scaled / denominator;
  const rounded = (scaled % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  const digits = rounded.toString().padStart(PER_TOKEN_SCALE + 1, '0');
  return `${digits.slice(0, -PER_TOKEN_SCALE)}.${digits.slice(-PER_TOKEN_SCALE)}`;
}

/** The parts of one holder's gross share. Withholding is rounded once, on this holder's share. */
export function earningPartsOf(type: EarningType, gross: Money, withholdingPercentage: Percent): EarningParts {
  const income = isIncome(type);
  const { withheld, net } = income ? withholding(gross, withholdingPercentage) : { withheld: ZERO_MONEY, net: gross };
  return {
    gross_amount: gross,
    withholding_percentage: withholdingPercentage,
    fiscal_withholding: withheld,
    rent_amount: income ? gross : ZERO_MONEY,
    capital_gain: ZERO_MONEY,
    returned_capital: income ? ZERO_MONEY : gross,
    net_total: net,
    // Net income plus returned capital: only one of the two is ever non-zero.
    total_returned: net,
  };
}

type MoneyPart = Exclude<keyof EarningParts, 'withholding_percentage'>;

/** The part-by-part sums of earnings (the totals of a distribution, a list or a tax year). */
export function sumEarningParts(parts: readonly EarningParts[], withholdingPercentage: Percent): EarningParts {
  const sum = (key: MoneyPart) => fromCents(parts.reduce((total, part) => total + toCents(part[key]), 0n));
  return {
    gross_amount: sum('gross_amount'),
    withholding_percentage: withholdingPercentage,
    fiscal_withholding: sum('fiscal_withholding'),
    rent_amount: sum('rent_amount'),
    capital_gain: sum('capital_gain'),
    returned_capital: sum('returned_capital'),
    net_total: sum('net_total'),
    total_returned: sum('total_returned'),
  };
}

/**
 * Splits a distribution over its holders (spec section 2, profit sharing): each holder's gross
 * share pro rata to their tokens by the largest remainder rule (the shares add up to the gross to
 * the cent), then the withholding on that share (income only) rounded once per holder. Holders
 * with no tokens are left out; at least one must hold some.
 */
export function splitDistribution(input: {
  type: EarningType;
  gross: Money;
  withholdingPercentage: Percent;
  holders: readonly DistributionHolder[];
}): DistributionSplit {
  const holders = input.holders.filter((holder) => holder.tokens > 0);
  if (holders.length === 0) throw new RangeError('A distribution needs at least one holder with tokens');
  const percentage = isIncome(input.type) ? input.withholdingPercentage : '0';
  const grossShares = splitProRata(
    input.gross,
    holders.map((holder) => holder.tokens),
  );
  const shares = holders.map((holder, index) => ({
    investorId: holder.investorId,
    tokens: holder.tokens,
    parts: earningPartsOf(input.type, grossShares[index] ?? ZERO_MONEY, percentage),
  }));
  const totals = sumEarningParts(
    shares.map((share) => share.parts),
    percentage,
  );
  const tokens = holders.reduce((sum, holder) => sum + holder.tokens, 0);
  return {
    shares,
    totals,
    perToken: { gross: amountPerToken(totals.gross_amount, tokens), net: amountPerToken(totals.net_total, tokens) },
  };
}
