import * as v from 'valibot';
import { LOCALES } from '../messages';
import { accepted, bool, choice, email, form, freeText, optional, password, phone, text } from '../validation/rules';
import { passwordsMatch } from './password.schema';

/** Profile fields a tenant may ask for at registration (`customization.fields.register`). */
export const REGISTER_PROFILE_FIELDS = ['name', 'surname', 'phone'] as const;
export type RegisterProfileField = (typeof REGISTER_PROFILE_FIELDS)[number];

export type RegisterSchemaOptions = {
  /** The tenant's `fields.register`: listed profile fields become required. */
  fields: readonly string[];
  /** The tenant's `extras.mandatoryCommercialCommunications`. */
  mandatoryCommercialCommunications: boolean;
};

function requiredWhen<TSchema extends v.GenericSchema>(asked: boolean, schema: TSchema) {
  return asked ? schema : optional(schema);
}

export function createRegisterSchema({ fields, mandatoryCommercialCommunications }: RegisterSchemaOptions) {
  const asks = (field: RegisterProfileField) => fields.includes(field);
  return v.pipe(
    form({
      email: email(),
      password: password(),
      password_confirmation: password(),
      name: requiredWhen(asks('name'), freeText({ max: 100 })),
      surname: requiredWhen(asks('surname'), freeText({ max: 100 })),
      phone: requiredWhen(asks('phone'), phone()),
      terms_accepted: accepted('validator.error_terms_required'),
      privacy_accepted: accepted('validator.error_privacy_required'),
      commercial_communications: mandatoryCommercialCommunications
        ? accepted('validator.error_commercial_required')
        : v.optional(bool(), false),
      referral_code: optional(text({ max: 64, noSpecialChars: true })),
      /** The interface language at sign-up: the verification e-mail and later ones are written in it. */
      language: optional(choice(LOCALES)),
    }),
    passwordsMatch(),
  );
}
export type RegisterInput = v.InferInput<ReturnType<typeof createRegisterSchema>>;
export type RegisterValues = v.InferOutput<ReturnType<typeof createRegisterSchema>>;

/** The 5-digit code e-mailed at registration (valid 5 minutes). */
export const VERIFICATION_CODE_LENGTH = 5;
export const VERIFICATION_CODE_TTL_MINUTES = 5;

export const verifyEmailCodeSchema = form({
  email: email(),
  code: v.pipe(
    v.string('validator.error_null'),
    v.trim(),
    v.nonEmpty('validator.error_null'),
    v.regex(/^\d{5}$/, 'validator.error_verification_code'),
  ),
});
export type VerifyEmailCodeValues = v.InferOutput<typeof verifyEmailCodeSchema>;

export const resendCodeSchema = form({ email: email() });
export type ResendCodeValues = v.InferOutput<typeof resendCodeSchema>;
