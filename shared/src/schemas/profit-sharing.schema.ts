import * as v from 'valibot';
import { EARNING_TYPES } from '../domain/earning';
import { compareMoney, toMoney, ZERO_MONEY, type Money } from '../money';
import { MAX_MONEY } from '../validation/column-ranges';
import { choice, date, form, freeText, number, optional } from '../validation/rules';

/** A typed gross amount ("1500,50") as exact money; null when it is not an amount with cents at most. */
function grossAmount(value: number | string): Money | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  return /^\d+(?:\.\d{1,2})?$/.test(text) ? toMoney(text) : null;
}

/** Above nothing, and within the money columns the distribution and its earnings are stored in. */
const isGrossAmount = (value: Money | null): value is Money => value !== null && compareMoney(value, ZERO_MONEY) > 0 && compareMoney(value, MAX_MONEY) <= 0;

/** A benefit an issuer or manager shares among token holders. */
export const profitSharingSchema = form({
  type: choice(EARNING_TYPES),
  gross_amount: v.pipe(
    v.union([v.number(), v.string()], 'validator.error_gross_amount'),
    v.transform((value) => grossAmount(value)),
    v.check(isGrossAmount, 'validator.error_gross_amount'),
    v.transform((value) => value ?? ZERO_MONEY),
  ),
  withholding_percentage: optional(number({ min: 0, max: 100 })),
  profit_date: date(),
  description: optional(freeText({ max: 500 })),
});
