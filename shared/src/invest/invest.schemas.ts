import { subMonths } from 'date-fns';
import * as v from 'valibot';
import { INVESTMENT_STATUSES, investmentSchema } from '../domain/investment';
import { KYC_DOCUMENT_TYPES, kycStatusSchema, USER_FLAGS, type KycDocumentType } from '../domain/kyc';
import { DECLARATION_WORD, ONBOARDING_STEPS, SUITABILITY_QUESTION_COUNT, SUITABILITY_RESULTS } from '../domain/onboarding';
import { PAYMENT_METHODS } from '../domain/payment';
import { PERSON_TYPES } from '../domain/user';
import { moneySchema, percentSchema } from '../money';
import { bankingDataSchema } from '../schemas/banking-data.schema';
import { companyDataSchema } from '../schemas/company-data.schema';
import { legalDataSchema } from '../schemas/legal-data.schema';
import { personalDataEntries } from '../schemas/personal-data.schema';
import { fieldRule, rule } from '../validation/rule';
import { accepted, amount, bool, choice, date, form, optional, text } from '../validation/rules';
import { COMPANY_DOCUMENT_MAX_AGE_MONTHS } from '../domain/kyc';
import { onboardingDraftStepSchema } from './invest-steps';

/**
 * The wire of the invest API (requests and answers). Requests whose limits depend on the
 * project (interest amount, order tokens) are checked by the API with the per-project schemas
 * (`createInterestDeclarationSchema`, `createInvestmentAmountSchema`) the forms use too; the
 * shapes below describe them for the OpenAPI document and the clients.
 */

const isoTimestamp = v.string();
const nullableTimestamp = v.nullable(v.string());

// ---------------------------------------------------------------- investments

/** An investment as the invest API answers it: section 3's fields plus the project and the reflection period. */
export const investmentAnswerSchema = v.object({
  ...investmentSchema.entries,
  id: v.string(),
  project_id: v.string(),
  project_slug: v.string(),
  project_title: v.string(),
  token_symbol: v.string(),
  token_price: moneySchema,
  status_dates: v.record(v.picklist(INVESTMENT_STATUSES), v.string()),
  /** When the order was placed (CREATED); null for a mere interest. */
  ordered_at: nullableTimestamp,
  /** End of the reflection period (midnight after the 4th calendar day, tenant's zone); null when none applies. */
  reflection_period_ends_at: nullableTimestamp,
  /** Whether POST /investments/{id}/revoke would succeed now. */
  revocable: v.boolean(),
  /** Why a manager rejected the payment or cancelled (the investor reads it); null otherwise. Optional: older answers and fixtures lack it. */
  status_reason: v.optional(v.nullable(v.string())),
});
export type InvestmentAnswer = v.InferOutput<typeof investmentAnswerSchema>;
export const investmentResponseSchema = v.object({ data: investmentAnswerSchema });
export type InvestmentResponse = v.InferOutput<typeof investmentResponseSchema>;
export const investmentListResponseSchema = v.object({ data: v.array(investmentAnswerSchema) });
export type InvestmentListResponse = v.InferOutput<typeof investmentListResponseSchema>;

/** POST /invest/{slug}/interests: an amount in whole tokens within the project's limits. */
export const interestRequestSchema = form({ amount: amount() });
export type InterestRequest = v.InferInput<typeof interestRequestSchema>;

/** The header that makes POST /invest/{slug}/orders safe to retry: the same key returns the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'validator.form_field_invalid'));

/** POST /invest/{slug}/orders (shape; the limits come from the project, see `createInvestmentAmountSchema`). */
export const orderRequestSchema = form({
  tokens: v.union([v.number(), v.string()]),
  use_balance: v.optional(v.union([v.boolean(), v.number(), v.string()])),
  risk_loss_acknowledged: v.optional(v.unknown()),
  risk_liquidity_acknowledged: v.optional(v.unknown()),
  /** Required when the Art. 21(7) rule applies (`requiresLossBearingAcknowledgement`). */
  loss_bearing_acknowledged: v.optional(v.unknown()),
  /** Converts this RESERVED interest of the same project into the order. */
  interest_id: v.optional(v.pipe(v.string(), v.uuid('validator.form_field_invalid'))),
});
export type OrderRequest = v.InferInput<typeof orderRequestSchema>;

/**
 * The Art. 21(7) acknowledgement of an order: required (a ticked box) only when
 * `requiresLossBearingAcknowledgement` says so for this investor and amount.
 */
export function createLossBearingAcknowledgementSchema(required: boolean) {
  return v.object({
    loss_bearing_acknowledged: required ? accepted('validator.error_loss_bearing_acknowledgement') : v.optional(v.unknown()),
  });
}

/** GET /investments/{id}/breakdown?method= */
export const breakdownQuerySchema = form({ method: choice(PAYMENT_METHODS) });
export type BreakdownQuery = v.InferOutput<typeof breakdownQuerySchema>;

export const breakdownSchema = v.object({
  method: v.picklist(PAYMENT_METHODS),
  /** Tokens × price. */
  amount: moneySchema,
  /** Paid from the available balance (tenant `extras.payWithBalance`). */
  balance_used: moneySchema,
  /** The method's fee on what it charges (tenant `extras.investmentFee`); 0.00 when off or nothing to charge. */
  fee: moneySchema,
  /** How the fee is shown: a bank transfer's as an amount, a card's as a percentage; null without a fee. */
  fee_kind: v.nullable(v.picklist(['amount', 'percentage'])),
  /** The fixed fee (`fee_kind` amount) or the percent (`fee_kind` percentage). */
  fee_rate: v.nullable(v.union([moneySchema, percentSchema])),
  /**
   * Whose rate the fee is: the investor's own percentage (the user's `fee`, set by the platform for
   * them) replaces the tenant's; null without a fee.
   */
  fee_source: v.nullable(v.picklist(['tenant', 'investor'])),
  /** What the chosen method charges: amount − balance used + fee. */
  total: moneySchema,
});
export type Breakdown = v.InferOutput<typeof breakdownSchema>;
export const breakdownResponseSchema = v.object({ data: breakdownSchema });
export type BreakdownResponse = v.InferOutput<typeof breakdownResponseSchema>;

// ---------------------------------------------------------------- onboarding

/**
 * PUT /users/me/investor-type: natural or legal person, and sophisticated or not (Regulation
 * (EU) 2020/1503, Art. 21: being treated as sophisticated is the investor's own declaration, so
 * it needs the typed word Declaro).
 */
export const investorTypeRequestSchema = v.pipe(
  form({
    person_type: choice(PERSON_TYPES),
    sophisticated: bool(),
    declaration: optional(text({ max: 50 })),
  }),
  fieldRule(
    'declaration',
    ['sophisticated', 'declaration'],
    (input) => !input.sophisticated || input.declaration?.trim().toLowerCase() === DECLARATION_WORD.toLowerCase(),
    'validator.error_declaration',
    { word: DECLARATION_WORD },
  ),
);
export type InvestorTypeRequest = v.InferInput<typeof investorTypeRequestSchema>;

/** PUT /users/me/personal-data: the first page of account-information (the e-mail is the login, not changed here). */
const { email: _email, ...personalEntries } = personalDataEntries;
export const personalDataRequestSchema = form(personalEntries);
export type PersonalDataRequest = v.InferInput<typeof personalDataRequestSchema>;

export const SOURCES_OF_FUNDS = ['salary', 'savings', 'business', 'inheritance', 'investments', 'others'] as const;

/** What the second page asks beside the legal and banking data (anti-money-laundering questions). */
export const additionalInformationSchema = form({
  politically_exposed: bool(),
  source_of_funds: choice(SOURCES_OF_FUNDS),
});
export type AdditionalInformation = v.InferOutput<typeof additionalInformationSchema>;

/** PUT /users/me/additional-data: aditional-information's legal, banking and additional data. */
export const additionalDataRequestSchema = form({
  legal: legalDataSchema,
  banking: bankingDataSchema,
  additional: additionalInformationSchema,
});
export type AdditionalDataRequest = v.InferInput<typeof additionalDataRequestSchema>;

/**
 * POST /users/me/kyc is multipart: one file per required document, named by its type
 * (`IDENTITY_PROOF`…); a legal person also sends `company` (JSON of `companyDataSchema`) and, for
 * each company document, its issue date in `<TYPE>_issued_on` (YYYY-MM-DD, within three months).
 */
export const KYC_COMPANY_FIELD = 'company';
export function kycIssuedOnField(type: KycDocumentType): `${KycDocumentType}_issued_on` {
  return `${type}_issued_on`;
}
/** The documents whose issue date must be within the last three months. */
export const COMPANY_DOCUMENT_TYPES: readonly KycDocumentType[] = KYC_DOCUMENT_TYPES.filter((type) => type !== 'IDENTITY_PROOF');
export const kycCompanySchema = companyDataSchema;

function dayMinusMonths(day: string, months: number): string {
  return subMonths(new Date(`${day}T00:00:00Z`), months).toISOString().slice(0, 10);
}

/** A company document's issue date: not in the future and within the last three months of `today` (tenant's zone). */
export function isIssuedRecently(issuedOn: string, today: string, months = COMPANY_DOCUMENT_MAX_AGE_MONTHS): boolean {
  return issuedOn <= today && issuedOn >= dayMinusMonths(today, months);
}

/** The issue dates a legal person sends with the company documents, checked against `today`. */
export function createKycIssueDatesSchema(today: string) {
  const issuedOn = v.pipe(date(), rule<string>((day) => isIssuedRecently(day, today), 'validator.error_document_too_old', { months: COMPANY_DOCUMENT_MAX_AGE_MONTHS }));
  const entries: Record<string, typeof issuedOn> = Object.fromEntries(COMPANY_DOCUMENT_TYPES.map((type) => [kycIssuedOnField(type), issuedOn]));
  return form(entries);
}

export const kycSubmissionSchema = v.object({
  kyc_status: kycStatusSchema,
  submitted_at: isoTimestamp,
  documents: v.array(v.object({ type: v.picklist(KYC_DOCUMENT_TYPES), name: v.string(), issued_on: v.nullable(v.string()) })),
});
export const kycSubmissionResponseSchema = v.object({ data: kycSubmissionSchema });
export type KycSubmissionResponse = v.InferOutput<typeof kycSubmissionResponseSchema>;

/** PUT /users/me/onboarding/drafts/{step}: what was typed so far, kept across devices (size-limited). */
export const draftParamSchema = v.object({ step: onboardingDraftStepSchema });
export const draftRequestSchema = v.object({ values: v.record(v.string(), v.unknown()) });
export type DraftRequest = v.InferInput<typeof draftRequestSchema>;
export const draftResponseSchema = v.object({
  data: v.object({ step: onboardingDraftStepSchema, values: v.record(v.string(), v.unknown()), updated_at: isoTimestamp }),
});
export type DraftResponse = v.InferOutput<typeof draftResponseSchema>;

// ---------------------------------------------------------------- suitability test

/** The questions' ids; their wording lives in the front end's messages, the answer key only on the server. */
export const SUITABILITY_QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const;

export const suitabilityTestResponseSchema = v.object({
  data: v.object({
    questions: v.array(v.object({ id: v.picklist(SUITABILITY_QUESTION_IDS) })),
    /** Right answers needed to pass. */
    pass_mark: v.number(),
    /** Retries after a first fail. */
    retries: v.number(),
  }),
});
export type SuitabilityTestResponse = v.InferOutput<typeof suitabilityTestResponseSchema>;

/** POST /users/me/suitability-test: one true/false answer per question, in the questions' order. */
export const suitabilityAnswersRequestSchema = form({
  answers: v.pipe(
    v.array(bool(), 'validator.error_null'),
    rule<boolean[]>((answers) => answers.length === SUITABILITY_QUESTION_COUNT, 'validator.error_null'),
  ),
});
export type SuitabilityAnswersRequest = v.InferInput<typeof suitabilityAnswersRequestSchema>;

export const suitabilityStateSchema = v.object({
  attempts: v.number(),
  result: v.nullable(v.picklist(SUITABILITY_RESULTS)),
  /** Right answers of the last attempt. */
  score: v.nullable(v.number()),
  pass_mark: v.number(),
  /** Whether another attempt is allowed (one retry after a fail). */
  can_retry: v.boolean(),
  /** Failed: the investor may type Declaro to go on anyway. */
  declaration_available: v.boolean(),
  declared_at: nullableTimestamp,
  completed_at: nullableTimestamp,
  /** Passed, or failed and declared: the onboarding step is done. */
  done: v.boolean(),
});
export type SuitabilityState = v.InferOutput<typeof suitabilityStateSchema>;
export const suitabilityStateResponseSchema = v.object({ data: suitabilityStateSchema });
export type SuitabilityStateResponse = v.InferOutput<typeof suitabilityStateResponseSchema>;

// ---------------------------------------------------------------- loss-bearing capacity

export const lossBearingSchema = v.object({
  annual_income: moneySchema,
  liquid_assets: moneySchema,
  financial_commitments: moneySchema,
  net_worth: moneySchema,
  /** 10 % of the net worth. */
  capacity: moneySchema,
  /** Above this a non-sophisticated investor acknowledges the risk warning (Art. 21(7)). */
  risk_warning_threshold: moneySchema,
  calculated_at: isoTimestamp,
});
export type LossBearing = v.InferOutput<typeof lossBearingSchema>;
export const lossBearingResponseSchema = v.object({ data: lossBearingSchema });
export type LossBearingResponse = v.InferOutput<typeof lossBearingResponseSchema>;

// ---------------------------------------------------------------- GET /users/me/onboarding

const nullableText = v.nullable(v.string());

/** The legal data as stored (every field may still be empty); the account's legal section answers it too. */
export const storedLegalDataSchema = v.object({
  first_name: nullableText,
  last_name: nullableText,
  id_number: nullableText,
  id_expiry_date: nullableText,
  birthday: nullableText,
  nationality: nullableText,
  address: nullableText,
  city: nullableText,
  postal_code: nullableText,
  province: nullableText,
  country_of_residence: nullableText,
});

/** The anti-money-laundering answers as stored, null until given. */
export const storedAdditionalInformationSchema = v.nullable(v.object({ politically_exposed: v.boolean(), source_of_funds: v.picklist(SOURCES_OF_FUNDS) }));

export const onboardingStateSchema = v.object({
  /** The tenant's order, and the steps of it already done. */
  steps: v.array(v.picklist(ONBOARDING_STEPS)),
  completed: v.array(v.picklist(ONBOARDING_STEPS)),
  kyc_status: kycStatusSchema,
  flags: v.array(v.picklist(USER_FLAGS)),
  /** Why a manager refused (denegate's message), shown with the flags; null when not refused. */
  flags_message: v.nullable(v.string()),
  person_type: v.picklist(PERSON_TYPES),
  /** null until the investor-type step is saved. */
  sophisticated: v.nullable(v.boolean()),
  investor_type_declared_at: nullableTimestamp,
  personal_data: v.nullable(
    v.object({
      name: nullableText,
      surname: nullableText,
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
    }),
  ),
  additional_data: v.nullable(
    v.object({
      legal: storedLegalDataSchema,
      banking: v.object({ account_holder: nullableText, iban: nullableText, bic: nullableText, bank: nullableText, account_type: nullableText }),
      additional: storedAdditionalInformationSchema,
    }),
  ),
  kyc: v.nullable(v.object({ submitted_at: isoTimestamp, documents: v.array(v.object({ type: v.picklist(KYC_DOCUMENT_TYPES), name: v.string(), issued_on: v.nullable(v.string()) })) })),
  suitability: suitabilityStateSchema,
  loss_bearing: v.nullable(lossBearingSchema),
  /** Per page, what was typed and not saved yet. */
  drafts: v.record(onboardingDraftStepSchema, v.record(v.string(), v.unknown())),
});
export type OnboardingState = v.InferOutput<typeof onboardingStateSchema>;
export const onboardingStateResponseSchema = v.object({ data: onboardingStateSchema });
export type OnboardingStateResponse = v.InferOutput<typeof onboardingStateResponseSchema>;

/** The answer to a provider's notification (POST /kyc/webhooks/{provider}); a retried one answers processed false. */
export const kycWebhookResponseSchema = v.object({ data: v.object({ processed: v.boolean(), kyc_status: v.nullable(kycStatusSchema) }) });
export type KycWebhookResponse = v.InferOutput<typeof kycWebhookResponseSchema>;
