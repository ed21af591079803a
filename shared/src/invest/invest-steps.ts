import * as v from 'valibot';
import { INVESTMENT_STATUSES, type InvestmentStatus } from '../domain/investment';
import { USER_FLAGS } from '../domain/kyc';
import { ONBOARDING_STEPS, type OnboardingStep } from '../domain/onboarding';

/** The route segments of /invest/{slug}/… (spec section 2; `aditional-information` is spelt so). */
export const INVEST_ROUTE_SEGMENTS = [
  'identification',
  'type-of-investor',
  'account-information',
  'aditional-information',
  'initial-test',
  'invest',
  'simulation-loss-bearing-capacity',
  'contribution-breakdown',
  'method-payment',
  'payment-bankwire',
  'payment-creditcard',
  'payment-error',
  'payment-success',
  'sign',
  'congratulations',
] as const;
export const investRouteSegmentSchema = v.picklist(INVEST_ROUTE_SEGMENTS);
export type InvestRouteSegment = v.InferOutput<typeof investRouteSegmentSchema>;

/** Where each onboarding step starts. USER_ADDITIONAL_DATA has a second page, `aditional-information`. */
export const ONBOARDING_STEP_ROUTES: { readonly [K in OnboardingStep]: InvestRouteSegment } = {
  KYC: 'identification',
  TYPE_OF_INVESTMENT: 'type-of-investor',
  USER_ADDITIONAL_DATA: 'account-information',
  SUITABILITY_TEST: 'initial-test',
  INVEST: 'invest',
};

/** The pages whose half-typed values are kept as drafts on the server (PUT /users/me/onboarding/drafts/{step}). */
export const ONBOARDING_DRAFT_STEPS = [
  'identification',
  'type-of-investor',
  'account-information',
  'aditional-information',
  'initial-test',
  'simulation-loss-bearing-capacity',
] as const satisfies readonly InvestRouteSegment[];
export const onboardingDraftStepSchema = v.picklist(ONBOARDING_DRAFT_STEPS);
export type OnboardingDraftStep = v.InferOutput<typeof onboardingDraftStepSchema>;

/** Largest draft, as serialised JSON: a form's values, never files. */
export const ONBOARDING_DRAFT_MAX_BYTES = 16 * 1024;

/**
 * The page an open investment is at, so resuming on another device lands on the same step.
 * `null`: nothing is left for the investor to do on it (signed, closed, minted, cancelled; or
 * paid when the tenant hides signing).
 */
export function investStepOfStatus(status: InvestmentStatus, options: { signingHidden: boolean }): InvestRouteSegment | null {
  switch (status) {
    // An interest converts into an order on the amount page.
    case 'RESERVED':
      return 'invest';
    case 'CREATED':
    case 'ACCEPTED':
      return 'method-payment';
    // Method chosen: the contract (which states it) is signed before paying.
    case 'METHOD_PAYMENT':
      return options.signingHidden ? 'method-payment' : 'sign';
    case 'IN_UPLOAD_PROOF_OF_PAYMENT':
      return 'payment-bankwire';
    // The proof is in; the manager confirms the transfer.
    case 'PROOF_OF_PAYMENT_UPLOADED':
      return 'payment-success';
    case 'CREDIT_CARD':
    case 'IN_UPDATE_CREDIT_CARD':
    case 'CARD_REGISTRATION_UPDATED':
    case 'IN_UPDATE_TPV':
      return 'payment-creditcard';
    case 'PAYMENT_ERROR':
      return 'payment-error';
    // Paid before signing (older orders): the contract is still to sign.
    case 'CHARGED':
      return options.signingHidden ? null : 'sign';
    case 'SIGNED_PENDING':
      return 'sign';
    case 'SIGNED':
    case 'CLOSED':
    case 'MINTED':
    case 'CANCELED':
      return null;
  }
}

const blockedSchema = v.variant('reason', [
  /** KYC documents sent, the provider has not answered yet (up to `hours`). */
  v.object({ reason: v.literal('pending_validation'), hours: v.number() }),
  /** A manager's review refused the investor (spec USER FLAGS). */
  v.object({
    reason: v.literal('rejected'),
    flags: v.array(v.picklist(USER_FLAGS)),
    /** The manager's words to the investor with the refusal (denegate's message), when written. */
    message: v.optional(v.string()),
  }),
]);
export type InvestBlocked = v.InferOutput<typeof blockedSchema>;

/** The answer of GET /invest/{slug}/next-step. */
export const nextStepSchema = v.variant('kind', [
  /** An onboarding step is due, in the tenant's `flows.onboarding` order. */
  v.object({
    kind: v.literal('onboarding'),
    step: v.picklist(ONBOARDING_STEPS),
    route: investRouteSegmentSchema,
    /** Steps of the tenant's order already done, for a progress indicator. */
    completed: v.array(v.picklist(ONBOARDING_STEPS)),
  }),
  /** The investor may not go on (yet). */
  v.object({ kind: v.literal('blocked'), blocked: blockedSchema }),
  /** Onboarding done: the open investment in this project and its page, or the amount page for a new one. */
  v.object({
    kind: v.literal('invest'),
    route: investRouteSegmentSchema,
    investment: v.nullable(v.object({ id: v.string(), status: v.picklist(INVESTMENT_STATUSES) })),
  }),
]);
export type NextStep = v.InferOutput<typeof nextStepSchema>;
export const nextStepResponseSchema = v.object({ data: nextStepSchema });
export type NextStepResponse = v.InferOutput<typeof nextStepResponseSchema>;
