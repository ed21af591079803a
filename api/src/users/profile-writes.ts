import { eq } from 'drizzle-orm';
import type { accountBankingRequestSchema, accountCompanyRequestSchema, accountLegalRequestSchema, accountPersonalRequestSchema, Partner } from 'shared';
import type * as v from 'valibot';
import type { Db } from '../db/client.js';
import { companies, type users } from '../db/schema.js';

/**
 * The profile data the invest flow's onboarding and the account pages both write: one mapping
 * from the shared schemas' values to the same columns, so the two screens cannot drift.
 */

type PersonalValues = v.InferOutput<typeof accountPersonalRequestSchema>;
type LegalValues = v.InferOutput<typeof accountLegalRequestSchema>;
type BankingValues = v.InferOutput<typeof accountBankingRequestSchema>;
type CompanyValues = v.InferOutput<typeof accountCompanyRequestSchema>;
type UserColumns = Partial<typeof users.$inferInsert>;

/** The personal data's columns (the e-mail is the login and is never written here). */
export function personalDataColumns(values: PersonalValues): UserColumns {
  return {
    name: values.name,
    surname: values.surname,
    phone: values.phone,
    secondaryPhone: values.secondary_phone ?? null,
    birthday: values.birthday,
    gender: values.gender ?? null,
    occupation: values.occupation ?? null,
    maritalStatus: values.marital_status ?? null,
    spouseName: values.spouse_name ?? null,
    spouseSurname: values.spouse_surname ?? null,
    spouseIdNumber: values.spouse_id_number ?? null,
    commercialCommunications: values.commercial_communications,
  };
}

/** The legal data's columns; the person type is the investor type's, checked by the caller. */
export function legalDataColumns(legal: LegalValues): UserColumns {
  return {
    name: legal.first_name,
    surname: legal.last_name,
    idNumber: legal.id_number,
    idExpiryDate: legal.id_expiry_date ?? null,
    birthday: legal.birthday,
    nationality: legal.nationality,
    address: legal.address,
    city: legal.city,
    postalCode: legal.postal_code,
    province: legal.province,
    countryOfResidence: legal.country_of_residence,
  };
}

export function bankingDataColumns(banking: BankingValues): UserColumns {
  return {
    accountHolder: banking.account_holder,
    iban: banking.iban,
    bic: banking.bic ?? null,
    bank: banking.bank ?? null,
    accountType: banking.account_type ?? null,
  };
}

/** Partners above 25 % as stored (`senior_partners`). */
function seniorPartnersOf(partners: readonly Partner[]) {
  return partners.map((partner) => ({ name: partner.name, surname: partner.surname, id_number: partner.id_number, percentage: partner.share }));
}

function companyRowOf(company: CompanyValues) {
  return {
    organisationName: company.organization_name,
    taxId: company.tax_id,
    activity: company.activity,
    contactEmail: company.contact_email,
    representativeName: company.representative_name,
    representativeSurname: company.representative_surname,
    representativeIdNumber: company.representative_id_number,
    representation: company.representation,
    address: company.address,
    city: company.city,
    postalCode: company.postal_code,
    province: company.province,
    countryOfResidence: company.country_of_residence,
    nationality: company.nationality,
    birthplaceCity: company.birthplace_city,
    birthplaceCountry: company.birthplace_country,
    seniorPartners: seniorPartnersOf(company.has_significant_partners ? company.partners : []),
  };
}

/** Writes (or replaces) a legal person's company data with its partners above 25 %. */
export async function saveCompany(db: Db, userId: string, company: CompanyValues): Promise<void> {
  const row = companyRowOf(company);
  await db.insert(companies).values({ userId, ...row }).onConflictDoUpdate({ target: companies.userId, set: row });
}

/** Replaces the partners of a company already saved; false when the user has no company data yet. */
export async function savePartners(db: Db, userId: string, partners: readonly Partner[]): Promise<boolean> {
  const updated = await db.update(companies).set({ seniorPartners: seniorPartnersOf(partners) }).where(eq(companies.userId, userId)).returning({ userId: companies.userId });
  return updated.length > 0;
}
