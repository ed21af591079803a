import * as v from 'valibot';
import { EARNING_TYPES } from '../domain/earning';
import { rule } from '../validation/rule';
import { choice, date, form, freeText, number, optional } from '../validation/rules';

/** A benefit an issuer or manager shares among token holders. */
export const profitSharingSchema = form({
  type: choice(EARNING_TYPES),
  gross_amount: v.pipe(
    v.union([v.number(), v.string()], 'validator.error_gross_amount'),
    v.transform((value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value)),
    v.transform((value) => (value === '' ? Number.NaN : Number(value))),
    rule<number>((amount) => Number.isFinite(amount) && amount > 0, 'validator.error_gross_amount'),
  ),
  withholding_percentage: optional(number({ min: 0, max: 100 })),
  profit_date: date(),
  description: optional(freeText({ max: 500 })),
});
export type ProfitSharingInput = v.InferInput<typeof profitSharingSchema>;
export type ProfitSharingValues = v.InferOutput<typeof profitSharingSchema>;
