import { eq, sql } from 'drizzle-orm';
import type { Deps, Principal } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { companies, users, wallets as walletsTable } from '../../db/schema.js';
import { userWire } from '../../users/user-wire.js';

/** The profile's company and wallets, in one round trip (on PGlite every statement waits its
 * turn), prepared once per database like the session lookup before it: `users/me` is asked on
 * every page load, and each request built this query (every column of `companies`) again. */
const profileExtras = preparedPerDatabase('profile_extras', (db, _shape, name) =>
  db
    .select({
      company: companies,
      wallets: sql<string[]>`coalesce((select json_agg(${walletsTable.address} order by ${walletsTable.createdAt}) from ${walletsTable} where ${walletsTable.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
);

/** The profile of spec section 3 in the wire's snake_case; never the password hash. */
async function profileOf(deps: Deps, user: User) {
  const [extra] = await profileExtras(deps.db).execute({ userId: user.id });
  const wallets = extra?.wallets ?? [];
  const company = extra?.company;
  return {
    ...userWire(user),
    role: user.primaryRole,
    status: user.status,
    investor_type: user.investorType,
    email_verification: user.emailVerifiedAt?.toISOString() ?? null,
    commercial_communications: user.commercialCommunications,
    referral_code: user.referralCode,
    profile_image: user.profileImage,
    wallet: wallets[0] ?? null,
    wallets,
    phone: user.phone,
    secondary_phone: user.secondaryPhone,
    birthday: user.birthday,
    nationality: user.nationality,
    id_number: user.idNumber,
    country_of_residence: user.countryOfResidence,
    address: user.address,
    city: user.city,
    postal_code: user.postalCode,
    province: user.province,
    gender: user.gender,
    occupation: user.occupation,
    marital_status: user.maritalStatus,
    spouse: { name: user.spouseName, surname: user.spouseSurname, id_number: user.spouseIdNumber },
    bank: { iban: user.iban, bic: user.bic, bank: user.bank, account_type: user.accountType, account_number: user.bankAccountNumber },
    fee: user.fee,
    available_balance: user.availableBalance,
    company: company
      ? {
          organisation_name: company.organisationName,
          tax_id: company.taxId,
          activity: company.activity,
          contact_email: company.contactEmail,
          representative: { name: company.representativeName, surname: company.representativeSurname, id_number: company.representativeIdNumber },
          representation: company.representation,
          address: company.address,
          city: company.city,
          postal_code: company.postalCode,
          province: company.province,
          country_of_residence: company.countryOfResidence,
          nationality: company.nationality,
          birthplace: { city: company.birthplaceCity, country: company.birthplaceCountry },
          senior_partners: company.seniorPartners,
        }
      : null,
  };
}

export async function getCurrentUser(deps: Deps, { user, impersonation }: Principal) {
  return {
    data: {
      ...(await profileOf(deps, user)),
      impersonated_by: impersonation ? { id: impersonation.manager.id, email: impersonation.manager.email } : null,
    },
  };
}
