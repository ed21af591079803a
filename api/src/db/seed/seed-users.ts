import { toCents, toMoney } from 'shared';
import { MANUAL_KYC } from '../../kyc/manual-kyc.js';
import { creditBalance } from '../../payments/balance/balance-ledger.js';
import { randomReferralCode } from '../../lib/secrets.js';
import * as t from '../schema.js';
import { demoUsers } from './demo-data.js';
import { DAY_MS, type SeedScope, type UserIdOf } from './seed-scope.js';

/** The onboarding of a demo investor as done a month ago: investor type, both data pages, the test passed. */
function onboardedColumns(sophisticated: boolean, accountHolder: string, now: Date) {
  const at = new Date(now.getTime() - 30 * DAY_MS);
  return {
    sophisticated,
    investorTypeDeclaredAt: at,
    personalDataSavedAt: at,
    additionalDataSavedAt: at,
    accountHolder,
    additionalInformation: { politically_exposed: false, source_of_funds: 'savings' as const },
    kycSubmittedAt: at,
    suitabilityAttempts: 1,
    suitabilityResult: 'pass' as const,
    suitabilityScore: 7,
    suitabilityCompletedAt: at,
  };
}

/** The demo users of a tenant (with their wallets and companies); answers their ids by local part. */

/** A Spanish IBAN with its real check digits (ISO 13616 mod 97), so SEPA payout files take the seeded accounts. */
function spanishIban(bban: string): string {
  const digits = `${bban}142800`; // the BBAN, then "ES00" with E=14, S=28
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `ES${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export async function seedUsers({ db, tenant, tenantId, now }: SeedScope, passwordHashes: readonly string[]): Promise<UserIdOf> {
  const userIds = new Map<string, string>();
  for (const [index, user] of demoUsers.entries()) {
    const [inserted] = await db
      .insert(t.users)
      .values({
        tenantId,
        email: `${user.local}@${tenant.mailDomain}`,
        username: `${user.name} ${user.surname}`,
        passwordHash: passwordHashes[index] ?? '',
        primaryRole: user.primaryRole,
        secondaryRole: user.secondaryRole ?? null,
        investorType: user.investorType,
        kycStatus: user.kycStatus,
        flags: user.flags ?? [],
        emailVerifiedAt: user.verified ? new Date(now.getTime() - 90 * DAY_MS) : null,
        referralCode: randomReferralCode(),
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        commercialCommunications: index % 2 === 0,
        // No demo avatar, proof of payment or signed contract: nothing serves a shipped file by its
        // URL (only the checked files endpoints serve files), so such a link would lead nowhere.
        profileImage: null,
        name: user.name,
        surname: user.surname,
        phone: `+3460000${String(index).padStart(4, '0')}`,
        birthday: '1985-04-12',
        nationality: 'ES',
        idNumber: `${String(10000000 + index * 1111111).slice(0, 8)}X`,
        countryOfResidence: 'ES',
        address: `Calle Mayor ${index + 1}`,
        city: 'Madrid',
        postalCode: '28013',
        province: 'Madrid',
        gender: index % 2 === 0 ? 'female' : 'male',
        occupation: user.primaryRole === 'ADMIN' ? 'employee' : 'self-employed',
        maritalStatus: 'single',
        iban: user.wallet ? spanishIban(`21000418450200051${String(index).padStart(3, '0')}`) : null,
        bic: user.wallet ? 'CAIXESBBXXX' : null,
        bank: user.wallet ? 'Demo Bank' : null,
        accountType: user.wallet ? 'checking' : null,
        fee: null,
        ...(user.onboarded ? onboardedColumns(user.onboarded.sophisticated, `${user.name} ${user.surname}`, now) : {}),
        createdAt: new Date(now.getTime() - (120 - index) * DAY_MS),
      })
      .returning({ id: t.users.id });
    if (!inserted) throw new Error('user insert returned nothing');
    userIds.set(user.local, inserted.id);
    // The demo balance opens the investor's account in the ledger of money, as a migrated balance does.
    if (toCents(toMoney(user.balance)) > 0n) {
      await creditBalance(db, { tenantId, userId: inserted.id, amount: toMoney(user.balance), kind: 'adjustment', reference: `opening-balance:${inserted.id}`, at: now });
    }
    if (user.wallet) await db.insert(t.wallets).values({ tenantId, userId: inserted.id, address: user.wallet });
    if (user.company) {
      await db.insert(t.companies).values({
        userId: inserted.id,
        organisationName: user.company.organisationName,
        taxId: user.company.taxId,
        activity: user.company.activity,
        contactEmail: `${user.local}@${tenant.mailDomain}`,
        representativeName: user.name,
        representativeSurname: user.surname,
        representativeIdNumber: '12345678Z',
        representation: user.company.representation,
        address: 'Paseo de la Castellana 1',
        city: 'Madrid',
        postalCode: '28046',
        province: 'Madrid',
        countryOfResidence: 'ES',
        nationality: 'ES',
        birthplaceCity: 'Madrid',
        birthplaceCountry: 'ES',
        seniorPartners: [{ name: user.name, surname: user.surname, id_number: '12345678Z', percentage: 60 }],
      });
    }
  }
  await seedKycChecks({ db, tenant, tenantId, now }, userIds);
  const userId = (local: string) => {
    const id = userIds.get(local);
    if (!id) throw new Error(`unknown demo user ${local}`);
    return id;
  };
  return userId;
}

/**
 * Each account past `created` has the check that led to its status, as if reviewed by hand, so
 * a manager's later decision closes a real check and the history shows when it was decided.
 */
async function seedKycChecks({ db, tenant, tenantId, now }: Pick<SeedScope, 'db' | 'tenant' | 'tenantId' | 'now'>, userIds: ReadonlyMap<string, string>): Promise<void> {
  const manager = userIds.get('manager') ?? null;
  for (const user of demoUsers) {
    if (user.kycStatus === 'created') continue;
    const decided = user.kycStatus !== 'pending';
    await db.insert(t.kycChecks).values({
      tenantId,
      userId: userIds.get(user.local) ?? '',
      provider: MANUAL_KYC,
      reference: `seed-${tenant.slug}-${user.local}`,
      status: user.kycStatus,
      submittedAt: new Date(now.getTime() - 100 * DAY_MS),
      decidedAt: decided ? new Date(now.getTime() - 99 * DAY_MS) : null,
      decidedBy: decided ? manager : null,
    });
  }
}
