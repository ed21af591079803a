import * as v from 'valibot';
import { kycStatusSchema, USER_FLAGS } from '../domain/kyc';
import { roleSchema } from '../domain/role';
import { PERSON_TYPES } from '../domain/user';
import { loginResponseSchema } from './login-response.schema';

/** The answers of the account's own calls besides login: what each one confirms. */
export const registeredResponseSchema = v.object({ data: v.object({ id: v.string(), email: v.string(), email_verification: v.null() }) });
export const codeSentResponseSchema = v.object({ data: v.object({ sent: v.literal(true) }) });
export const passwordResetResponseSchema = v.object({ data: v.object({ password_reset: v.literal(true) }) });
export const passwordChangedResponseSchema = v.object({ data: v.object({ password_changed: v.literal(true) }) });
export const loggedOutResponseSchema = v.object({ data: v.object({ logged_out: v.literal(true) }) });

/** POST /manager/users/:id/impersonate: the target's login answer with the backdoor token, and the impersonation. */
export const impersonationStartedResponseSchema = v.object({
  ...loginResponseSchema.entries,
  impersonation: v.object({ id: v.string(), started_at: v.string(), expires_at: v.string() }),
});
export const impersonationEndedResponseSchema = v.object({ data: v.object({ id: v.string(), ended_at: v.nullable(v.string()) }) });

const someone = v.nullable(v.object({ id: v.string(), email: v.nullable(v.string()) }));
/** GET /manager/audit-log: the tenant's last 200 entries, newest first. */
export const auditLogResponseSchema = v.object({
  data: v.array(v.object({ id: v.string(), action: v.string(), at: v.string(), actor: someone, subject: someone, details: v.unknown() })),
});

const text = v.nullable(v.string());
const decimal = v.string();

/** GET /users/me: the signed-in user (or the investor a manager acts as), spec section 3. */
export const currentUserResponseSchema = v.object({
  data: v.object({
    id: v.string(),
    email: v.string(),
    username: v.string(),
    role: roleSchema,
    roles: v.array(roleSchema),
    status: v.string(),
    investor_type: v.string(),
    person_type: v.picklist(PERSON_TYPES),
    kyc_status: kycStatusSchema,
    flags: v.array(v.picklist(USER_FLAGS)),
    flags_message: text,
    email_verified: v.boolean(),
    email_verification: text,
    registered_at: v.string(),
    commercial_communications: v.boolean(),
    referral_code: v.string(),
    profile_image: text,
    wallet: text,
    wallets: v.array(v.string()),
    name: text,
    surname: text,
    phone: text,
    secondary_phone: text,
    birthday: text,
    nationality: text,
    id_number: text,
    country_of_residence: text,
    address: text,
    city: text,
    postal_code: text,
    province: text,
    gender: text,
    occupation: text,
    marital_status: text,
    spouse: v.object({ name: text, surname: text, id_number: text }),
    bank: v.object({ iban: text, bic: text, bank: text, account_type: text, account_number: text }),
    fee: v.nullable(decimal),
    available_balance: decimal,
    company: v.nullable(
      v.object({
        organisation_name: v.string(),
        tax_id: v.string(),
        activity: text,
        contact_email: text,
        representative: v.object({ name: text, surname: text, id_number: text }),
        representation: text,
        address: text,
        city: text,
        postal_code: text,
        province: text,
        country_of_residence: text,
        nationality: text,
        birthplace: v.object({ city: text, country: text }),
        senior_partners: v.array(v.object({ name: v.string(), surname: v.string(), id_number: v.string(), percentage: v.number() })),
      }),
    ),
    impersonated_by: v.nullable(v.object({ id: v.string(), email: v.string() })),
  }),
});
export type CurrentUserResponse = v.InferOutput<typeof currentUserResponseSchema>;

/** GET /health: up, and which database answers; 503 with the error shape when it does not. */
export const healthResponseSchema = v.object({ status: v.literal('ok'), database: v.string() });
export const healthDownResponseSchema = v.object({ status: v.literal('error'), database: v.string(), error: v.string(), hide_error: v.boolean() });
