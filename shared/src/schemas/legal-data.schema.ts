import type * as v from 'valibot';
import { PERSON_TYPES } from '../domain/user';
import { choice, date, form, freeText, idNumber, optional, postalCode, text } from '../validation/rules';

/** Address entries shared by the legal data, the company and the representative. */
export const addressEntries = {
  address: freeText({ max: 200 }),
  city: freeText({ max: 100 }),
  postal_code: postalCode(),
  province: freeText({ max: 100 }),
  country_of_residence: text({ max: 100 }),
};

/** Legal information of the account: the identity the contracts are signed with. */
export const legalDataSchema = form({
  person_type: choice(PERSON_TYPES),
  first_name: freeText({ max: 100 }),
  last_name: freeText({ max: 100 }),
  id_number: idNumber(),
  id_expiry_date: optional(date()),
  birthday: date(),
  nationality: text({ max: 100 }),
  ...addressEntries,
});
export type LegalDataInput = v.InferInput<typeof legalDataSchema>;
export type LegalDataValues = v.InferOutput<typeof legalDataSchema>;
