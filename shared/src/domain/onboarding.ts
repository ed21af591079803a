import * as v from 'valibot';

/** Default order of the investor onboarding; the tenant's `flows.onboarding` may reorder it. */
export const ONBOARDING_STEPS = ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'] as const;
export const onboardingStepSchema = v.picklist(ONBOARDING_STEPS);
export type OnboardingStep = v.InferOutput<typeof onboardingStepSchema>;

/** The suitability test: seven true/false questions, one retry, then the typed declaration. */
export const SUITABILITY_QUESTION_COUNT = 7;
export const SUITABILITY_RETRIES = 1;
export const SUITABILITY_RESULTS = ['pass', 'fail'] as const;
export type SuitabilityResult = (typeof SUITABILITY_RESULTS)[number];

/** The word a user types to continue after a failed test or at the investor-type step. */
export const DECLARATION_WORD = 'Declaro';
