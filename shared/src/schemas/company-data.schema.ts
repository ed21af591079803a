import * as v from 'valibot';
import { REPRESENTATION_TYPES, SIGNIFICANT_PARTNER_SHARE } from '../domain/company';
import { fieldRule, rule } from '../validation/rule';
import { bool, choice, email, form, freeText, idNumber, number, text } from '../validation/rules';
import { addressEntries } from './legal-data.schema';

/** A partner holding more than 25%: the form lists only those. */
export const partnerSchema = form({
  name: freeText({ max: 100 }),
  surname: freeText({ max: 100 }),
  id_number: idNumber(),
  share: v.pipe(
    number({ max: 100 }),
    rule<number>((share) => share > SIGNIFICANT_PARTNER_SHARE, 'validator.error_partner_share'),
  ),
});
export type Partner = v.InferOutput<typeof partnerSchema>;

/** Whether any partner holds more than 25%; when so, each one must be listed. */
const partnersEntries = {
  has_significant_partners: bool(),
  partners: v.optional(v.array(partnerSchema), []),
};

/** The partners above 25 % are listed whenever the company says it has any. */
function partnersListed<TInput extends { has_significant_partners: boolean; partners: Partner[] }>() {
  return fieldRule<TInput>(
    'partners',
    ['has_significant_partners', 'partners'],
    (input) => !input.has_significant_partners || input.partners.length > 0,
    'validator.error_partners_required',
  );
}

/** The partner data on its own (the account's partner section); the same rule as the company data's. */
export const partnersSchema = v.pipe(form(partnersEntries), partnersListed());
export type PartnersValues = v.InferOutput<typeof partnersSchema>;

/** Company data of a legal-person investor (spec section 3). */
export const companyDataSchema = v.pipe(
  form({
    organization_name: freeText({ max: 150 }),
    tax_id: text({ min: 5, max: 20, noSpecialChars: true }),
    activity: freeText({ max: 200 }),
    contact_email: email({ max: 254 }),
    representative_name: freeText({ max: 100 }),
    representative_surname: freeText({ max: 100 }),
    representative_id_number: idNumber(),
    representation: choice(REPRESENTATION_TYPES),
    nationality: text({ max: 100 }),
    birthplace_city: freeText({ max: 100 }),
    birthplace_country: text({ max: 100 }),
    ...addressEntries,
    ...partnersEntries,
  }),
  partnersListed(),
);
export type CompanyDataInput = v.InferInput<typeof companyDataSchema>;
export type CompanyDataValues = v.InferOutput<typeof companyDataSchema>;
