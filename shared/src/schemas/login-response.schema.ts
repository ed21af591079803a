import * as v from 'valibot';
import { roleSchema } from '../domain/role';
import { kycStatusSchema } from '../domain/kyc';

/** The answer of POST /v2/user/login and /v2/user/login-secret (spec section 7). */
export const loginResponseSchema = v.object({
  data: v.object({
    id: v.union([v.number(), v.string()]),
    username: v.string(),
    email: v.string(),
    roles: v.array(roleSchema),
    profile_image: v.nullable(v.string()),
    legal_information: v.object({
      first_name: v.nullable(v.string()),
      last_name: v.nullable(v.string()),
    }),
    wallets: v.array(v.string()),
    kyc_status: v.nullable(kycStatusSchema),
    email_verification: v.nullable(v.string()),
    accessToken: v.string(),
  }),
  role: roleSchema,
  secret: v.nullable(v.string()),
  referral_code: v.nullable(v.string()),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
