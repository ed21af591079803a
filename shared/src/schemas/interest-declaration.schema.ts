import * as v from 'valibot';
import { compareMoney, isMultipleOfPrice, type Money } from '../money';
import { rule } from '../validation/rule';
import { amount, form } from '../validation/rules';

export type InterestLimits = { tokenPrice: Money; min: Money; max: Money };

/**
 * Declaring interest: an amount that buys whole tokens, within the project's limits. Amounts
 * are exact decimals, so "a multiple of the price" never fails on a float artefact.
 */
export function createInterestDeclarationSchema({ tokenPrice, min, max }: InterestLimits) {
  return form({
    amount: v.pipe(
      amount(),
      rule<Money>((value) => compareMoney(value, min) >= 0 && compareMoney(value, max) <= 0, 'validator.error_amount_range', { min, max }),
      rule<Money>((value) => isMultipleOfPrice(value, tokenPrice), 'validator.error_amount_multiple', { price: tokenPrice }),
    ),
  });
}
export type InterestDeclarationValues = v.InferOutput<ReturnType<typeof createInterestDeclarationSchema>>;
