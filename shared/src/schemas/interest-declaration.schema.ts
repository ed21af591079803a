import * as v from 'valibot';
import { rule } from '../validation/rule';
import { form, number } from '../validation/rules';

export type InterestLimits = { tokenPrice: number; min: number; max: number };

/**
 * Amounts are money with cents, so "multiple of the price" is checked in cents to keep
 * 0.1 + 0.2 from failing a valid amount.
 */
export function isMultipleOf(amount: number, price: number): boolean {
  const cents = Math.round(amount * 100);
  const priceCents = Math.round(price * 100);
  return priceCents > 0 && cents % priceCents === 0;
}

/** Declaring interest: an amount that buys whole tokens, within the project's limits. */
export function createInterestDeclarationSchema({ tokenPrice, min, max }: InterestLimits) {
  return form({
    amount: v.pipe(
      number(),
      rule<number>((amount) => amount >= min && amount <= max, 'validator.error_amount_range', { min, max }),
      rule<number>((amount) => isMultipleOf(amount, tokenPrice), 'validator.error_amount_multiple', { price: tokenPrice }),
    ),
  });
}
export type InterestDeclarationValues = v.InferOutput<ReturnType<typeof createInterestDeclarationSchema>>;
