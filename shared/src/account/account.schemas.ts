import * as v from 'valibot';
import { KYC_DOCUMENT_TYPES, KYC_PROVIDER_STATUSES, kycStatusSchema, USER_FLAGS } from '../domain/kyc';
import { ROLE_GROUP_NAMES } from '../domain/role';
import { BANK_ACCOUNT_TYPES, PERSON_TYPES } from '../domain/user';
import { REPRESENTATION_TYPES } from '../domain/company';
import {
  additionalInformationSchema,
  investorTypeRequestSchema,
  lossBearingSchema,
  personalDataRequestSchema,
  storedAdditionalInformationSchema,
  storedLegalDataSchema,
  suitabilityStateSchema,
} from '../invest/invest.schemas';
import { LOCALES } from '../messages';
import { profileImageSchema, publicNameSchema, walletSchema } from '../schemas/account-extras.schema';
import { bankingDataSchema } from '../schemas/banking-data.schema';
import { companyDataSchema, partnersSchema } from '../schemas/company-data.schema';
import { legalDataSchema } from '../schemas/legal-data.schema';
import { lossBearingCapacitySchema } from '../schemas/loss-bearing-capacity.schema';
import { changePasswordSchema } from '../schemas/password.schema';
import { fieldRule } from '../validation/rule';
import { bool, choice, form, freeText, idNumber, number, password, text, walletAddress, walletSignature } from '../validation/rules';

/**
 * The wire of the account pages (`/user/account`, `/entrepreneur/account`, `/manager/account`).
 * Every section's request is the schema the invest flow's onboarding already validates with (one
 * copy of each rule); `GET /users/me/account` answers every section at once, each write route
 * answers its own section. Paths (base `/api/v2/pfp`):
 *
 * | section | route | request |
 * | --- | --- | --- |
 * | everything | GET /users/me/account | — |
 * | personal | PUT /users/me/account/personal | `accountPersonalRequestSchema` |
 * | legal | PUT /users/me/account/legal | `accountLegalRequestSchema` |
 * | banking | PUT /users/me/account/banking | `accountBankingRequestSchema` |
 * | additional | PUT /users/me/account/additional | `accountAdditionalRequestSchema` |
 * | user_type | PUT /users/me/account/user-type | `accountUserTypeRequestSchema` |
 * | investor_profile | PUT /users/me/account/investor-profile | `accountInvestorProfileRequestSchema` |
 * | company | PUT /users/me/account/company | `accountCompanyRequestSchema` (legal persons) |
 * | partners | PUT /users/me/account/partners | `accountPartnersRequestSchema` (legal persons) |
 * | beneficiaries | PUT /users/me/account/beneficiaries | `accountBeneficiariesRequestSchema` |
 * | wallet | PUT /users/me/account/wallet | `accountWalletRequestSchema` |
 * | wallet proof | POST /users/me/account/wallet/challenge, then …/wallet/verify | `walletChallengeRequestSchema`, `walletVerifyRequestSchema` |
 * | public_name | PUT /users/me/account/public-name | `accountPublicNameRequestSchema` |
 * | preferences | PATCH /users/me/account/preferences | `accountPreferencesRequestSchema` |
 * | password | PUT /users/me/account/password | `accountPasswordRequestSchema` (422 `wrong_password`) |
 * | profile image | PUT (multipart `image`) / DELETE /users/me/account/image | `accountImageRequestSchema` |
 * | delete | DELETE /users/me/account | `accountDeleteRequestSchema` (409 `account_has_open_investments`, `account_holds_tokens`) |
 * | a document | GET /users/me/account/documents/{id} | — (the owner's file, else 404) |
 *
 * The identification (KYC documents) is sent with `POST /users/me/kyc` and the suitability test
 * retaken with `POST /v2/users/me/suitability-test`, the onboarding's own routes.
 */

const nullableText = v.nullable(v.string());
const nullableTimestamp = v.nullable(v.string());

// ---------------------------------------------------------------- requests

/** Personal data; the e-mail is the login and is not changed here. */
export const accountPersonalRequestSchema = personalDataRequestSchema;
export const accountLegalRequestSchema = legalDataSchema;
/** IBAN checked by its ISO 13616 mod-97 checksum, BIC by its ISO 9362 shape (it has no checksum). */
export const accountBankingRequestSchema = bankingDataSchema;
export const accountAdditionalRequestSchema = additionalInformationSchema;
/** Natural or legal person and sophisticated or not (the word Declaro to be sophisticated). */
export const accountUserTypeRequestSchema = investorTypeRequestSchema;
/** The loss-bearing figures; the net worth and the capacity are computed by the server. */
export const accountInvestorProfileRequestSchema = lossBearingCapacitySchema;
/** Company data with its partners above 25 %. */
export const accountCompanyRequestSchema = companyDataSchema;
export const accountPartnersRequestSchema = partnersSchema;
export const accountWalletRequestSchema = walletSchema;
export const accountPublicNameRequestSchema = publicNameSchema;
/** The multipart field `image`: jpg, jpeg, png, webp or gif, at most PROFILE_IMAGE_MAX_MB. */
export const accountImageRequestSchema = profileImageSchema;
export const accountPasswordRequestSchema = changePasswordSchema;

/** Most beneficiaries one investor names. */
export const MAX_BENEFICIARIES = 10;

/** A person who receives the investor's holdings, with their share in percent. */
export const beneficiarySchema = form({
  name: freeText({ max: 100 }),
  surname: freeText({ max: 100 }),
  id_number: idNumber(),
  relationship: freeText({ max: 100 }),
  share: number({ min: 1, max: 100 }),
});
export type Beneficiary = v.InferOutput<typeof beneficiarySchema>;

/** The beneficiaries replace the saved list; their shares add up to 100 % at most. */
const beneficiariesForm = form({
  beneficiaries: v.pipe(v.array(beneficiarySchema, 'validator.form_field_invalid'), v.maxLength(MAX_BENEFICIARIES, 'validator.form_field_invalid')),
});
export const accountBeneficiariesRequestSchema = v.pipe(
  beneficiariesForm,
  fieldRule<v.InferOutput<typeof beneficiariesForm>>(
    'beneficiaries',
    ['beneficiaries'],
    (input) => input.beneficiaries.reduce((sum, beneficiary) => sum + beneficiary.share, 0) <= 100,
    'validator.error_number_max',
    { max: 100 },
  ),
);
export type AccountBeneficiariesRequest = v.InferInput<typeof accountBeneficiariesRequestSchema>;

/** The language transactional e-mails are written in, and the commercial communications consent. */
const preferencesForm = form({ language: v.optional(choice(LOCALES)), commercial_communications: v.optional(bool()) });
/** At least one of the two is sent; what is not sent stays. */
export const accountPreferencesRequestSchema = v.pipe(
  preferencesForm,
  fieldRule<v.InferOutput<typeof preferencesForm>>(
    'language',
    ['language', 'commercial_communications'],
    (input) => input.language !== undefined || input.commercial_communications !== undefined,
    'validator.error_null',
  ),
);
export type AccountPreferencesRequest = v.InferInput<typeof accountPreferencesRequestSchema>;

/** Deleting the account is confirmed by the current password. */
export const accountDeleteRequestSchema = form({ password: password(1) });
export type AccountDeleteRequest = v.InferInput<typeof accountDeleteRequestSchema>;

// ---------------------------------------------------------------- answers

export const accountPersonalSchema = v.object({
  name: nullableText,
  surname: nullableText,
  email: v.string(),
  phone: nullableText,
  secondary_phone: nullableText,
  birthday: nullableText,
  gender: nullableText,
  occupation: nullableText,
  marital_status: nullableText,
  spouse_name: nullableText,
  spouse_surname: nullableText,
  spouse_id_number: nullableText,
  commercial_communications: v.boolean(),
  saved_at: nullableTimestamp,
});

export const accountLegalSchema = v.object({ person_type: v.picklist(PERSON_TYPES), ...storedLegalDataSchema.entries });

export const accountBankingSchema = v.object({
  account_holder: nullableText,
  iban: nullableText,
  bic: nullableText,
  bank: nullableText,
  account_type: v.nullable(v.picklist(BANK_ACCOUNT_TYPES)),
});

export const accountAdditionalSchema = storedAdditionalInformationSchema;

/** The KYC provider that validates the tenant's investors: a person (`manual`) or the sandbox service. */
export const KYC_MODULES = ['manual', 'sandbox'] as const;

export const accountIdentificationSchema = v.object({
  kyc_status: kycStatusSchema,
  flags: v.array(v.picklist(USER_FLAGS)),
  /** A manager's message with a denegation; null otherwise. */
  message: nullableText,
  provider: nullableText,
  provider_status: v.nullable(v.picklist(KYC_PROVIDER_STATUSES)),
  submitted_at: nullableTimestamp,
  decided_at: nullableTimestamp,
  /** The documents this person type must send. */
  required_documents: v.array(v.picklist(KYC_DOCUMENT_TYPES)),
  documents: v.array(v.object({ id: v.string(), type: v.picklist(KYC_DOCUMENT_TYPES), name: v.string(), issued_on: nullableText, download_url: v.string() })),
});

export const ACCOUNT_DOCUMENT_KINDS = ['signed_contract', 'proof_of_payment', 'kyc'] as const;
export const accountDocumentSchema = v.object({
  id: v.string(),
  kind: v.picklist(ACCOUNT_DOCUMENT_KINDS),
  name: v.string(),
  content_type: v.string(),
  created_at: v.string(),
  /** The investment a contract or a proof belongs to. */
  investment_id: nullableText,
  project_title: nullableText,
  /** GET it with the user's token; another user's id answers 404. */
  download_url: v.string(),
});

export const accountSuitabilitySchema = suitabilityStateSchema;

export const accountWalletSchema = v.object({
  wallet_address: nullableText,
  /** When the investor proved the wallet theirs by signing with it (EIP-4361 message, EIP-191 signature); null while unproven. */
  verified_at: nullableTimestamp,
});

export const accountInvestorProfileSchema = v.object({
  /** null until the investor-type step is answered. */
  sophisticated: v.nullable(v.boolean()),
  declared_at: nullableTimestamp,
  loss_bearing: v.nullable(lossBearingSchema),
});

export const accountUserTypeSchema = v.object({
  person_type: v.picklist(PERSON_TYPES),
  sophisticated: v.nullable(v.boolean()),
  /** False when the tenant hides the legal person type (`hide.legalTypeInvestor`): only natural is offered. */
  legal_type_allowed: v.boolean(),
});

export const accountPartnerSchema = v.object({ name: v.string(), surname: v.string(), id_number: v.string(), share: v.number() });
export const accountPartnersSchema = v.object({ has_significant_partners: v.boolean(), partners: v.array(accountPartnerSchema) });

export const accountCompanySchema = v.object({
  organization_name: v.string(),
  tax_id: v.string(),
  activity: nullableText,
  contact_email: nullableText,
  representative_name: nullableText,
  representative_surname: nullableText,
  representative_id_number: nullableText,
  representation: v.nullable(v.picklist(REPRESENTATION_TYPES)),
  nationality: nullableText,
  birthplace_city: nullableText,
  birthplace_country: nullableText,
  address: nullableText,
  city: nullableText,
  postal_code: nullableText,
  province: nullableText,
  country_of_residence: nullableText,
  ...accountPartnersSchema.entries,
});

export const accountBeneficiariesSchema = v.array(
  v.object({ name: v.string(), surname: v.string(), id_number: v.string(), relationship: v.string(), share: v.number() }),
);

export const accountPreferencesSchema = v.object({
  /** null: never chosen; e-mails use the tenant's default language. */
  language: v.nullable(v.picklist(LOCALES)),
  commercial_communications: v.boolean(),
});

/**
 * GET /users/me/account. Sections that do not apply are null: an entrepreneur's or a manager's
 * account has no suitability, wallet, investor profile, additional data, beneficiaries or user
 * type; company and partners are null unless the user is a legal person.
 */
export const accountSchema = v.object({
  id: v.string(),
  /** Which account page this is: investor, issuer (entrepreneur) or manager. */
  area: v.picklist(ROLE_GROUP_NAMES),
  personal: accountPersonalSchema,
  legal: accountLegalSchema,
  identification: accountIdentificationSchema,
  banking: accountBankingSchema,
  public_name: nullableText,
  profile_image_url: nullableText,
  preferences: accountPreferencesSchema,
  documents: v.array(accountDocumentSchema),
  suitability: v.nullable(accountSuitabilitySchema),
  wallet: v.nullable(accountWalletSchema),
  investor_profile: v.nullable(accountInvestorProfileSchema),
  additional: v.nullable(accountAdditionalSchema),
  beneficiaries: v.nullable(accountBeneficiariesSchema),
  user_type: v.nullable(accountUserTypeSchema),
  company: v.nullable(accountCompanySchema),
  partners: v.nullable(accountPartnersSchema),
});
export type Account = v.InferOutput<typeof accountSchema>;
export const accountResponseSchema = v.object({ data: accountSchema });
export type AccountResponse = v.InferOutput<typeof accountResponseSchema>;

/** Each write answers its section, under `data`. */
function answer<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.object({ data: schema });
}
export const accountPersonalResponseSchema = answer(accountPersonalSchema);
export const accountLegalResponseSchema = answer(accountLegalSchema);
export const accountBankingResponseSchema = answer(accountBankingSchema);
export const accountAdditionalResponseSchema = answer(accountAdditionalSchema);
export const accountUserTypeResponseSchema = answer(accountUserTypeSchema);
export const accountInvestorProfileResponseSchema = answer(accountInvestorProfileSchema);
export const accountCompanyResponseSchema = answer(accountCompanySchema);
export const accountPartnersResponseSchema = answer(accountPartnersSchema);
export const accountBeneficiariesResponseSchema = answer(accountBeneficiariesSchema);
export const accountWalletResponseSchema = answer(accountWalletSchema);
export const accountPublicNameResponseSchema = answer(v.object({ public_name: v.string() }));
export const accountPreferencesResponseSchema = answer(accountPreferencesSchema);
export const accountImageResponseSchema = answer(v.object({ profile_image_url: nullableText }));
export const accountPasswordResponseSchema = answer(v.object({ password_changed: v.literal(true) }));
export const accountDeletedResponseSchema = answer(v.object({ deleted: v.literal(true) }));

export type AccountPersonalResponse = v.InferOutput<typeof accountPersonalResponseSchema>;
export type AccountLegalResponse = v.InferOutput<typeof accountLegalResponseSchema>;
export type AccountBankingResponse = v.InferOutput<typeof accountBankingResponseSchema>;
export type AccountAdditionalResponse = v.InferOutput<typeof accountAdditionalResponseSchema>;
export type AccountUserTypeResponse = v.InferOutput<typeof accountUserTypeResponseSchema>;
export type AccountInvestorProfileResponse = v.InferOutput<typeof accountInvestorProfileResponseSchema>;
export type AccountCompanyResponse = v.InferOutput<typeof accountCompanyResponseSchema>;
export type AccountPartnersResponse = v.InferOutput<typeof accountPartnersResponseSchema>;
export type AccountBeneficiariesResponse = v.InferOutput<typeof accountBeneficiariesResponseSchema>;
export type AccountWalletResponse = v.InferOutput<typeof accountWalletResponseSchema>;
export type AccountPublicNameResponse = v.InferOutput<typeof accountPublicNameResponseSchema>;
export type AccountPreferencesResponse = v.InferOutput<typeof accountPreferencesResponseSchema>;
export type AccountImageResponse = v.InferOutput<typeof accountImageResponseSchema>;
export type AccountPasswordResponse = v.InferOutput<typeof accountPasswordResponseSchema>;
export type AccountDeletedResponse = v.InferOutput<typeof accountDeletedResponseSchema>;

/** The error keys the account routes answer besides validation (status in parentheses). */
export const ACCOUNT_ERROR_KEYS = {
  /** 422: the current password (change password, delete account) is not the user's. */
  wrongPassword: 'wrong_password',
  /** 409: an investment is neither CANCELED, MINTED nor CLOSED. */
  openInvestments: 'account_has_open_investments',
  /** 409: the user still holds tokens (a MINTED investment). */
  holdsTokens: 'account_holds_tokens',
  /** 409: company or partner data sent by a natural person. */
  notLegalPerson: 'account_not_legal_person',
  /** 409: partners sent before the company data they belong to. */
  companyRequired: 'account_company_required',
  /** 404: the document is not the user's or does not exist. */
  documentNotFound: 'document_not_found',
  /** 409: another user of the tenant has this wallet address (compared in any letter case). */
  walletAddressTaken: 'wallet_address_taken',
  /** 422: the signed text is not a Sign-In with Ethereum (EIP-4361) message. */
  walletMessageInvalid: 'wallet_message_invalid',
  /** 422: the message names another address than the one sent. */
  walletMessageAddressMismatch: 'wallet_message_address_mismatch',
  /** 422: the message names another site (domain or URI) than the one it was issued for. */
  walletMessageDomainMismatch: 'wallet_message_domain_mismatch',
  /** 422: the message is not the one issued with its nonce (edited, or the nonce was never issued to this user). */
  walletChallengeUnknown: 'wallet_challenge_unknown',
  /** 422: the message's expiration time has passed: ask for a new one. */
  walletChallengeExpired: 'wallet_challenge_expired',
  /** 409: the message's nonce has already proved a wallet once (a replayed signature). */
  walletChallengeUsed: 'wallet_challenge_used',
  /** 422: the signature is not the address's over the message (EIP-191 personal_sign). */
  walletSignatureInvalid: 'wallet_signature_invalid',
} as const;

/** What a wallet proof challenge lasts, in minutes: long enough to sign on a phone or a hardware wallet. */
export const WALLET_CHALLENGE_MINUTES = 10;

/** POST /users/me/account/wallet/challenge: the address to prove (40 hex, its 0x optional), and the language of the message's statement. */
export const walletChallengeRequestSchema = form({
  address: walletAddress(),
  language: v.optional(v.picklist(LOCALES)),
});
export type WalletChallengeRequest = v.InferInput<typeof walletChallengeRequestSchema>;

/** The EIP-4361 message to sign with the wallet (personal_sign), single use until `expires_at`. */
export const walletChallengeSchema = v.object({
  message: v.string(),
  nonce: v.string(),
  expires_at: v.string(),
});
export type WalletChallenge = v.InferOutput<typeof walletChallengeSchema>;
export const walletChallengeResponseSchema = v.object({ data: walletChallengeSchema });

/** POST /users/me/account/wallet/verify: the challenge's message as issued and its EIP-191 signature (65 bytes, or 64 in the compact EIP-2098 form, hex). */
export const walletVerifyRequestSchema = form({
  address: walletAddress(),
  message: text({ max: 2000 }),
  signature: walletSignature(),
});
export type WalletVerifyRequest = v.InferInput<typeof walletVerifyRequestSchema>;
