import * as v from 'valibot';
import { choice, date, email, form, freeText, idNumber, optional, phone } from '../validation/rules';
import { EMPLOYMENT_STATUSES, GENDERS, MARITAL_STATUSES } from '../domain/user';

/** Entries shared by the personal-data form and the user profile entity. */
export const personalDataEntries = {
  name: freeText({ max: 100 }),
  surname: freeText({ max: 100 }),
  email: email({ max: 254 }),
  phone: phone(),
  secondary_phone: optional(phone()),
  birthday: date(),
  gender: optional(choice(GENDERS)),
  occupation: optional(choice(EMPLOYMENT_STATUSES)),
  marital_status: optional(choice(MARITAL_STATUSES)),
  spouse_name: optional(freeText({ max: 100 })),
  spouse_surname: optional(freeText({ max: 100 })),
  spouse_id_number: optional(idNumber()),
  commercial_communications: v.optional(v.boolean(), false),
};

/** Personal data of the investor account (spec section 3, user profile). */
export const personalDataSchema = form(personalDataEntries);
export type PersonalDataInput = v.InferInput<typeof personalDataSchema>;
export type PersonalDataValues = v.InferOutput<typeof personalDataSchema>;

