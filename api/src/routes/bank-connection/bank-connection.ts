import { eq } from 'drizzle-orm';
import { defineRoute, defineRoutes } from '../define-route.js';
import { bankConnectionResponseSchema, isIban, rolesOf, type BankConnection } from 'shared';
import type { Access } from '../../auth/access.js';
import { users } from '../../db/schema.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { json } from '../../lib/openapi.js';

/** Payouts and refunds reach investors; a manager acting as one sees theirs. */
const BANK_READERS: Access = { roles: rolesOf('investor'), backdoor: 'allow' };

/** Compared without accents, case or repeated spaces: "José  Pérez" is "jose perez". */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** `ES91 •••• •••• •••• •••• 1332`: the country and check digits and the last four only. */
function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hiddenGroups = Math.max(1, Math.ceil((compact.length - 8) / 4));
  return [compact.slice(0, 4), ...Array.from({ length: hiddenGroups }, () => '••••'), compact.slice(-4)].join(' ');
}

function bankConnectionOf(user: {
  iban: string | null;
  bic: string | null;
  bank: string | null;
  accountHolder: string | null;
  name: string | null;
  surname: string | null;
  kycStatus: string;
}): BankConnection {
  if (!user.iban) {
    return { status: 'missing', issues: [], account_holder: null, iban_masked: null, bic: null, bank: null, used_for: ['payouts', 'refunds'], updated_at: null };
  }
  const issues: BankConnection['issues'] = [];
  if (user.kycStatus !== 'success') issues.push('kyc_not_validated');
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');
  if (!user.accountHolder || comparable(user.accountHolder) !== comparable(fullName)) issues.push('holder_name_mismatch');
  if (!isIban(user.iban)) issues.push('iban_invalid');
  return {
    status: issues.length === 0 ? 'verified' : 'unverified',
    issues,
    account_holder: user.accountHolder,
    iban_masked: maskIban(user.iban),
    bic: user.bic,
    bank: user.bank,
    used_for: ['payouts', 'refunds'],
    // The banking section keeps no date of its own.
    updated_at: null,
  };
}

/** The account payouts and refunds go to (issue 15: /user/bbva). */
export const bankConnectionRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me/bank-connection',
    access: BANK_READERS,
    describe: {
      tags: ['account'],
      summary: "The caller's bank account for payouts and refunds, IBAN masked, verified when the holder matches the KYC-validated name and the IBAN's check digits are right",
    },
    responses: { 200: json(bankConnectionResponseSchema, 'The bank connection') },
    handler: async ({ c, deps }) => {
      const caller = callerOf(c);
      const [user] = await deps.db
        .select({ iban: users.iban, bic: users.bic, bank: users.bank, accountHolder: users.accountHolder, name: users.name, surname: users.surname, kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, caller.principal.user.id));
      if (!user) throw new Error('caller not found');
      return c.json({ data: bankConnectionOf(user) });
    },
  }),
]);
