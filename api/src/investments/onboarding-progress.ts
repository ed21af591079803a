import {
  KYC_VALIDATION_HOURS,
  ONBOARDING_STEP_ROUTES,
  type InvestBlocked,
  type InvestRouteSegment,
  type OnboardingStep,
} from 'shared';
import type { User } from '../auth/sessions.js';

export type OnboardingFacts = Pick<
  User,
  'kycStatus' | 'flags' | 'flagsMessage' | 'sophisticated' | 'personalDataSavedAt' | 'additionalDataSavedAt' | 'suitabilityResult' | 'suitabilityDeclaredAt'
>;

/** Whether an onboarding step needs nothing more from the investor. INVEST is where onboarding ends, never "done". */
function isStepDone(step: OnboardingStep, facts: OnboardingFacts): boolean {
  switch (step) {
    // Sent and awaiting the provider counts as done here; the wait itself blocks investing (see below).
    case 'KYC':
      return facts.kycStatus === 'success' || facts.kycStatus === 'pending';
    case 'TYPE_OF_INVESTMENT':
      return facts.sophisticated !== null;
    case 'USER_ADDITIONAL_DATA':
      return facts.personalDataSavedAt !== null && facts.additionalDataSavedAt !== null;
    case 'SUITABILITY_TEST':
      return facts.suitabilityResult === 'pass' || facts.suitabilityDeclaredAt !== null;
    case 'INVEST':
      return false;
  }
}

export interface OnboardingProgress {
  /** The tenant's order. */
  steps: readonly OnboardingStep[];
  completed: OnboardingStep[];
  /** The first step of the tenant's order still to do, and its page. */
  due: { step: OnboardingStep; route: InvestRouteSegment } | null;
  blocked: InvestBlocked | null;
}

/**
 * Where an investor stands in the tenant's onboarding (`flows.onboarding`; a step the tenant left
 * out is not asked). A manager's refusal (any user flag) blocks everything; otherwise the first
 * step not done is due, and once none is, a KYC still with the provider blocks investing (spec:
 * a profile pending validation cannot continue investing until validated).
 */
export function onboardingProgress(order: readonly OnboardingStep[], facts: OnboardingFacts): OnboardingProgress {
  const steps = order.filter((step) => step !== 'INVEST');
  const completed = steps.filter((step) => isStepDone(step, facts) && !(step === 'KYC' && facts.kycStatus === 'pending'));
  if (facts.flags.length > 0) {
    const blocked: InvestBlocked = { reason: 'rejected', flags: [...facts.flags], ...(facts.flagsMessage ? { message: facts.flagsMessage } : {}) };
    return { steps: order, completed, due: null, blocked };
  }
  const step = steps.find((candidate) => !isStepDone(candidate, facts));
  if (step) {
    // The account information has two pages; the second once the first is saved.
    const route = step === 'USER_ADDITIONAL_DATA' && facts.personalDataSavedAt !== null ? 'aditional-information' : ONBOARDING_STEP_ROUTES[step];
    return { steps: order, completed, due: { step, route }, blocked: null };
  }
  if (steps.includes('KYC') && facts.kycStatus === 'pending') {
    return { steps: order, completed, due: null, blocked: { reason: 'pending_validation', hours: KYC_VALIDATION_HOURS } };
  }
  return { steps: order, completed, due: null, blocked: null };
}
