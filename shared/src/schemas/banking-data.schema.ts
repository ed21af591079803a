import type * as v from 'valibot';
import { BANK_ACCOUNT_TYPES } from '../domain/user';
import { bic, choice, form, freeText, iban, optional } from '../validation/rules';

/**
 * Banking information. An issuer needs it to distribute benefits and an investor to claim
 * earnings, so the IBAN is checked with its checksum rather than its shape alone.
 */
export const bankingDataSchema = form({
  account_holder: freeText({ max: 150 }),
  iban: iban(),
  bic: optional(bic()),
  bank: optional(freeText({ max: 100 })),
  account_type: optional(choice(BANK_ACCOUNT_TYPES)),
});
export type BankingDataInput = v.InferInput<typeof bankingDataSchema>;
export type BankingDataValues = v.InferOutput<typeof bankingDataSchema>;

