/** Samples for the invest flow's tests: the onboarding state and tenant the screens read. */
import { platform } from 'host/platform';
import { customizationDefaults, type Customization, type NextStep, type OnboardingState, type SuitabilityState } from 'shared';

export const SLUG = 'solar-park-almeria';

export function suitabilityState(overrides: Partial<SuitabilityState> = {}): SuitabilityState {
  return {
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
  };
}

export function onboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  return {
    steps: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'],
    completed: [],
    kyc_status: 'created',
    flags: [],
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
  };
}

export function nextStepAnswer(next: NextStep) {
  return { status: 200, data: { data: next } };
}

/** The tenant the screens read (hide flags, flows, time zone), over the defaults. */
export function setTenant(customization: Partial<Customization> = {}) {
  const state = { value: { ...customizationDefaults, ...customization }, expiresAt: Number.MAX_SAFE_INTEGER };
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue(state);
}

/** Signs an investor in, as the API's login answer would. */
export function signInInvestor() {
  platform.session.signIn(
    {
      data: {
        id: 'u-1',
        username: 'investor',
        email: 'investor@demo.test',
        roles: ['USER'],
        profile_image: null,
        legal_information: { first_name: 'Irene', last_name: 'Inversora' },
        wallets: [],
        kyc_status: 'created',
        email_verification: '2026-01-01T00:00:00.000Z',
        accessToken: 'token-1',
      },
      role: 'USER',
      secret: 'secret-1',
      referral_code: 'ABCD2345',
    },
    Date.now(),
  );
}
