/**
 * Contract-checked answers of the invest API for tests of any app (the invest flow's screens,
 * the host's invest guard): each is parsed with the shared schema, so a fixture that drifts
 * from the wire fails where it is built.
 */
import * as v from 'valibot';
import {
  breakdownSchema,
  investmentAnswerSchema,
  nextStepSchema,
  onboardingStateSchema,
  paymentStateSchema,
  startPaymentSchema,
  type Breakdown,
  type InvestmentAnswer,
  type NextStep,
  type OnboardingState,
  type PaymentInstructions,
  type PaymentState,
  type StartPayment,
} from './index';
import { suitabilityStateSchema, type SuitabilityState } from './invest.schemas';

export const SLUG = 'solar-park-almeria';
export const INVESTMENT_ID = '7d1e0000-0000-4000-8000-000000000001';

export function investmentAnswer(overrides: Partial<InvestmentAnswer> = {}): InvestmentAnswer {
  return v.parse(investmentAnswerSchema, {
    id: INVESTMENT_ID,
    project_id: '5a1e0000-0000-4000-8000-0000000000aa',
    project_slug: SLUG,
    project_title: 'Solar Park Almeria',
    token_symbol: 'SPA',
    token_price: '10.00',
    tokens: 150,
    amount: '1500.00',
    payment_method: null,
    payment_reference: null,
    proof_of_payment: null,
    balance_used: '0.00',
    fee: '0.00',
    status: 'CREATED',
    status_dates: { CREATED: '2026-11-20T10:00:00.000Z' },
    referral_code: null,
    signed_document: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ordered_at: '2026-11-20T10:00:00.000Z',
    reflection_period_ends_at: '2026-11-24T23:00:00.000Z',
    revocable: true,
    ...overrides,
  });
}

export function suitabilityState(overrides: Partial<SuitabilityState> = {}): SuitabilityState {
  return v.parse(suitabilityStateSchema, {
    attempts: 0,
    result: null,
    score: null,
    pass_mark: 5,
    can_retry: false,
    declaration_available: false,
    declared_at: null,
    completed_at: null,
    done: false,
    ...overrides,
  });
}

/** A new investor's onboarding: every step still to do. */
export function newOnboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  return v.parse(onboardingStateSchema, {
    steps: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'],
    completed: [],
    kyc_status: 'created',
    flags: [],
    flags_message: null,
    person_type: 'natural',
    sophisticated: null,
    investor_type_declared_at: null,
    personal_data: null,
    additional_data: null,
    kyc: null,
    suitability: suitabilityState(),
    loss_bearing: null,
    drafts: {},
    ...overrides,
  });
}

/** An onboarded investor's state: every step done but investing. */
export function onboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  return v.parse(onboardingStateSchema, {
    steps: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'],
    completed: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST'],
    kyc_status: 'success',
    flags: [],
    flags_message: null,
    person_type: 'natural',
    sophisticated: false,
    investor_type_declared_at: '2026-11-19T10:00:00.000Z',
    personal_data: null,
    additional_data: null,
    kyc: null,
    suitability: {
      attempts: 1,
      result: 'pass',
      score: 7,
      pass_mark: 5,
      can_retry: false,
      declaration_available: false,
      declared_at: null,
      completed_at: '2026-11-19T10:00:00.000Z',
      done: true,
    },
    loss_bearing: null,
    drafts: {},
    ...overrides,
  });
}

export function nextStep(step: NextStep = { kind: 'invest', route: 'invest', investment: null }): NextStep {
  return v.parse(nextStepSchema, step);
}

export function breakdown(overrides: Partial<Breakdown> = {}): Breakdown {
  return v.parse(breakdownSchema, {
    method: 'bank_transfer',
    amount: '1500.00',
    balance_used: '0.00',
    fee: '0.00',
    fee_kind: null,
    fee_rate: null,
    fee_source: null,
    total: '1500.00',
    ...overrides,
  });
}

export const INSTRUCTIONS: PaymentInstructions = {
  iban: 'ES91 2100 0418 4502 0005 1332',
  beneficiary: 'Demo Invest SL',
  reference: 'INV-7D1E-0001',
  amount: '1502.00',
  currency: 'EUR',
};

export function paymentState(overrides: Partial<PaymentState> = {}): PaymentState {
  return v.parse(paymentStateSchema, {
    investment_id: INVESTMENT_ID,
    status: 'METHOD_PAYMENT',
    method: 'bank_transfer',
    amount: '1500.00',
    balance_used: '0.00',
    fee: '2.00',
    total: '1502.00',
    currency: 'EUR',
    instructions: null,
    proof_of_payment: null,
    last_error: null,
    redirect_url: null,
    ...overrides,
  });
}

export function startPaymentAnswer(answer: StartPayment): StartPayment {
  return v.parse(startPaymentSchema, answer);
}
