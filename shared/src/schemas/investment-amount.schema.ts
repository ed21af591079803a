import * as v from 'valibot';
import { compareMoney, multiplyMoney, toCents, ZERO_MONEY, type Money } from '../money';
import { MAX_COUNT } from '../validation/column-ranges';
import { rule, fieldRule } from '../validation/rule';
import { accepted, bool, form, number, optional } from '../validation/rules';

export type InvestmentLimits = {
  /** The project's minimum token count; never below one token. */
  minTokens: number;
  maxTokens: number;
  tokenPrice: Money;
  /** The project's minimum ticket, in the tenant currency. */
  minTicket?: Money;
};

/** The project minimum, raised to one token: buying zero tokens is not an investment. */
export function effectiveMinTokens(minTokens: number): number {
  return Math.max(1, minTokens);
}

/** The offer of a project as its limits come from: exact prices, per the whole offer. */
export type ProjectOffer = { tokenPrice: Money; minOffer: Money; maxOffer: Money; minimumContribution?: Money | null };

/**
 * Whole tokens of a project's offer, the one rule of the amount form and of the API's order:
 * the minimum offer rounded up to a token (and to one at least), the maximum down, the minimum
 * ticket as it is.
 */
export function tokenLimitsOf({ tokenPrice, minOffer, maxOffer, minimumContribution }: ProjectOffer): InvestmentLimits {
  const price = toCents(tokenPrice);
  return {
    minTokens: effectiveMinTokens(Number((toCents(minOffer) + price - 1n) / price)),
    // An order's tokens are stored in a count column, whatever the offer would allow.
    maxTokens: Math.min(Number(toCents(maxOffer) / price), MAX_COUNT),
    tokenPrice,
    ...(minimumContribution ? { minTicket: minimumContribution } : {}),
  };
}

/**
 * The investment amount step: a whole number of tokens within the project limits ("Choose between
 * {min} and {max} tokens"), a total at least the minimum ticket, and both risk
 * acknowledgements ticked. Whether the loss-bearing acknowledgement is needed depends on the
 * investor's profile, so the API checks it beside this schema.
 */
export function createInvestmentAmountSchema({ minTokens, maxTokens, tokenPrice, minTicket = ZERO_MONEY }: InvestmentLimits) {
  const min = effectiveMinTokens(minTokens);
  const range = { min, max: maxTokens };
  return v.pipe(
    form({
      tokens: v.pipe(
        number(),
        rule<number>((tokens) => Number.isInteger(tokens) && tokens >= min && tokens <= maxTokens, 'validator.error_tokens_range', range),
      ),
      use_balance: optional(bool()),
      risk_loss_acknowledged: accepted('validator.error_risk_acknowledgement'),
      risk_liquidity_acknowledged: accepted('validator.error_risk_acknowledgement'),
      /** The Art. 21(7) risk warning; required only when `requiresLossBearingAcknowledgement` says so. */
      loss_bearing_acknowledged: optional(bool()),
    }),
    fieldRule(
      'tokens',
      ['tokens'],
      (input) => compareMoney(multiplyMoney(tokenPrice, input.tokens), minTicket) >= 0,
      'validator.error_min_ticket',
      { min: minTicket },
    ),
  );
}
export type InvestmentAmountInput = v.InferInput<ReturnType<typeof createInvestmentAmountSchema>>;
export type InvestmentAmountValues = v.InferOutput<ReturnType<typeof createInvestmentAmountSchema>>;
