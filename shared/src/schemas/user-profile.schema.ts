import * as v from 'valibot';
import { moneySchema } from '../money';
import { kycStatusSchema, USER_FLAGS } from '../domain/kyc';
import { roleSchema } from '../domain/role';
import { investorTypeSchema, userStatusSchema } from '../domain/user';
import { bankAccountSchema } from './banking-data.schema';
import { legalDataSchema } from './legal-data.schema';
import { personalDataEntries } from './personal-data.schema';

/** The user profile as the API returns it (spec section 3). */
export const userProfileSchema = v.object({
  ...personalDataEntries,
  id: v.union([v.number(), v.string()]),
  username: v.string(),
  roles: v.array(roleSchema),
  registered_at: v.string(),
  kyc_status: v.nullable(kycStatusSchema),
  email_verified: v.boolean(),
  wallet: v.nullable(v.string()),
  referral_code: v.nullable(v.string()),
  legal: v.nullable(legalDataSchema),
  bank_account: v.nullable(bankAccountSchema),
  fee: v.nullable(moneySchema),
  available_balance: moneySchema,
  investor_type: v.nullable(investorTypeSchema),
  status: userStatusSchema,
  flags: v.array(v.picklist(USER_FLAGS)),
});
export type UserProfile = v.InferOutput<typeof userProfileSchema>;
