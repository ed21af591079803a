import * as v from 'valibot';
import { addMoney, compareMoney, maxMoney, percentageOf, subtractMoney, ZERO_MONEY, type Money } from '../money';
import { MAX_MONEY } from '../validation/column-ranges';
import { fieldRule } from '../validation/rule';
import { amount, form } from '../validation/rules';

/**
 * The simulation's inputs, yearly amounts in the tenant currency, typed as exact decimals. The
 * net worth they add up to is stored in a money column too, so income and assets together fit one.
 */
export const lossBearingCapacitySchema = v.pipe(
  form({
    annual_income: amount({ min: ZERO_MONEY }),
    liquid_assets: amount({ min: ZERO_MONEY }),
    financial_commitments: amount({ min: ZERO_MONEY }),
  }),
  fieldRule(
    'liquid_assets',
    ['annual_income', 'liquid_assets'],
    (input) => compareMoney(addMoney(input.annual_income, input.liquid_assets), MAX_MONEY) <= 0,
    'validator.error_number_max',
    (input) => ({ max: subtractMoney(MAX_MONEY, input.annual_income) }),
  ),
);
export type LossBearingCapacityInput = v.InferInput<typeof lossBearingCapacitySchema>;
export type LossBearingCapacityValues = v.InferOutput<typeof lossBearingCapacitySchema>;

/** Share of net worth, in percent, an investor can bear to lose (Regulation (EU) 2020/1503, Art. 21). */
export const LOSS_BEARING_PERCENT = '10';

/** Art. 21(7): above the higher of this amount or 5 % of the net worth a non-sophisticated investor is warned. */
export const RISK_WARNING_FLOOR: Money = '1000.00';
export const RISK_WARNING_NET_WORTH_PERCENT = '5';

/** Net worth: income plus liquid assets less yearly commitments; never negative. */
export function netWorthOf({ annual_income, liquid_assets, financial_commitments }: LossBearingCapacityValues): Money {
  return maxMoney(ZERO_MONEY, subtractMoney(addMoney(annual_income, liquid_assets), financial_commitments));
}

/** 10 % of the net worth, rounded once to the cent. */
export function lossBearingCapacity(values: LossBearingCapacityValues): Money {
  return percentageOf(netWorthOf(values), LOSS_BEARING_PERCENT);
}

/** The amount above which a non-sophisticated investor must acknowledge the risk warning. */
export function riskWarningThreshold(netWorth: Money | null): Money {
  return maxMoney(RISK_WARNING_FLOOR, percentageOf(netWorth ?? ZERO_MONEY, RISK_WARNING_NET_WORTH_PERCENT));
}

/**
 * Art. 21(7): a non-sophisticated investor investing more than the higher of €1,000 or 5 % of
 * their net worth must explicitly acknowledge the risk warning. Without a simulated net worth
 * the floor applies. Exactly at the threshold needs nothing.
 */
export function requiresLossBearingAcknowledgement(input: { sophisticated: boolean; amount: Money; netWorth: Money | null }): boolean {
  return !input.sophisticated && compareMoney(input.amount, riskWarningThreshold(input.netWorth)) > 0;
}
