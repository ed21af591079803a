import * as v from 'valibot';
import { divideRounded, fromCents, toCents, toScaled, type Money } from './amount';

/** Percentages (fees, withholdings) are decimal texts in percent units: "19", "2.5", "0.75". */
export type Percent = string;

/** Percent units kept to four decimals, as `equity numeric(7, 4)` stores them. */
const PERCENT_SCALE = 4;
const PERCENT_DENOMINATOR = 100n * 10n ** BigInt(PERCENT_SCALE);

/** `percent` % of `amount`, rounded once to the cent, half away from zero. */
export function percentageOf(amount: Money, percent: Percent): Money {
  return fromCents(divideRounded(toCents(amount) * toScaled(percent, PERCENT_SCALE), PERCENT_DENOMINATOR));
}

export type FeeRule = {
  /** A share of the amount (a card fee: "1.5"). */
  percent?: Percent;
  /** A fixed amount per operation (a bank transfer fee: "2.00"). */
  fixed?: Money;
};

/** The fee of one operation: the percentage, rounded once, plus the fixed part. */
export function feeOf(amount: Money, rule: FeeRule): Money {
  const percentage = rule.percent === undefined ? 0n : toCents(percentageOf(amount, rule.percent));
  return fromCents(percentage + (rule.fixed === undefined ? 0n : toCents(rule.fixed)));
}

/** What an investor pays: the amount plus its fee. */
export function withFee(amount: Money, rule: FeeRule): { fee: Money; total: Money } {
  const fee = feeOf(amount, rule);
  return { fee, total: fromCents(toCents(amount) + toCents(fee)) };
}

/**
 * A fiscal withholding on a gross earning. The withheld part is rounded once; the net is what is
 * left, so withheld + net is always exactly the gross.
 */
export function withholding(gross: Money, percent: Percent): { withheld: Money; net: Money } {
  const withheld = percentageOf(gross, percent);
  return { withheld, net: fromCents(toCents(gross) - toCents(withheld)) };
}

/** A percentage on the wire: a decimal string in percent units, up to four decimals ("19.00", "2.5"). */
export const percentSchema = v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d{0,2})(?:\.\d{1,4})?$/, 'validator.error_number'));
