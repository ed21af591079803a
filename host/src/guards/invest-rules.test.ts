import { ONBOARDING_STEPS, type NextStep } from 'shared';
import { decideInvestPage, dueInvestPage, investPageOf } from './invest-rules';

const order = ONBOARDING_STEPS;
const decide = (page: string, next: NextStep, tenantOrder: readonly (typeof ONBOARDING_STEPS)[number][] = order) =>
  decideInvestPage({ slug: 'solar-park', page, next, order: tenantOrder });

const due = (step: NextStep & { kind: 'onboarding' }) => step;
const typeOfInvestorDue = due({ kind: 'onboarding', step: 'TYPE_OF_INVESTMENT', route: 'type-of-investor', completed: ['KYC'] });

describe('the invest check (which page an investor may see)', () => {
  it('reads the project and the page from the address', () => {
    expect(investPageOf('/invest/solar-park/identification')).toEqual({ slug: 'solar-park', page: 'identification' });
    expect(investPageOf('/invest/solar-park')).toBeNull();
    expect(investPageOf('/user/investments')).toBeNull();
  });

  it('sends an investor to the onboarding step due', () => {
    expect(decide('invest', typeOfInvestorDue)).toEqual({ type: 'redirect', to: '/invest/solar-park/type-of-investor' });
    expect(decide('initial-test', typeOfInvestorDue)).toEqual({ type: 'redirect', to: '/invest/solar-park/type-of-investor' });
    expect(decide('type-of-investor', typeOfInvestorDue)).toEqual({ type: 'allow' });
  });

  it('lets an investor go back to a step already done', () => {
    expect(decide('identification', typeOfInvestorDue)).toEqual({ type: 'allow' });
  });

  it("follows the tenant's order: a step before the due one stays open even while the KYC waits for the provider", () => {
    const tenantOrder = ['TYPE_OF_INVESTMENT', 'KYC', 'SUITABILITY_TEST', 'USER_ADDITIONAL_DATA', 'INVEST'] as const;
    const next: NextStep = { kind: 'onboarding', step: 'SUITABILITY_TEST', route: 'initial-test', completed: ['TYPE_OF_INVESTMENT'] };
    expect(decide('identification', next, tenantOrder)).toEqual({ type: 'allow' });
    expect(decide('account-information', next, tenantOrder)).toEqual({ type: 'redirect', to: '/invest/solar-park/initial-test' });
  });

  it('lets an investor say natural or legal person before the KYC, whose documents depend on it', () => {
    const kycDue: NextStep = { kind: 'onboarding', step: 'KYC', route: 'identification', completed: [] };
    expect(decide('type-of-investor', kycDue)).toEqual({ type: 'allow' });
    expect(decide('account-information', kycDue)).toEqual({ type: 'redirect', to: '/invest/solar-park/identification' });
  });

  it('opens the second page of the additional data only once the first is saved', () => {
    const first: NextStep = { kind: 'onboarding', step: 'USER_ADDITIONAL_DATA', route: 'account-information', completed: ['KYC', 'TYPE_OF_INVESTMENT'] };
    const second: NextStep = { ...first, route: 'aditional-information' };
    expect(decide('aditional-information', first)).toEqual({ type: 'redirect', to: '/invest/solar-park/account-information' });
    expect(decide('aditional-information', second)).toEqual({ type: 'allow' });
    expect(decide('account-information', second)).toEqual({ type: 'allow' });
  });

  it('sends a blocked investor to the page saying why, leaving the onboarding pages open to fix or check them', () => {
    const pending: NextStep = { kind: 'blocked', blocked: { reason: 'pending_validation', hours: 24 } };
    const rejected: NextStep = { kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED'] } };
    expect(dueInvestPage(pending)).toBe('blocked');
    expect(decide('invest', pending)).toEqual({ type: 'redirect', to: '/invest/solar-park/blocked' });
    expect(decide('blocked', pending)).toEqual({ type: 'allow' });
    expect(decide('identification', pending)).toEqual({ type: 'allow' });
    expect(decide('sign', rejected)).toEqual({ type: 'redirect', to: '/invest/solar-park/blocked' });
    expect(decide('identification', rejected)).toEqual({ type: 'allow' });
  });

  it('once onboarded, leaves the blocked page and resumes an order where it stands', () => {
    const fresh: NextStep = { kind: 'invest', route: 'invest', investment: null };
    const ordered: NextStep = { kind: 'invest', route: 'method-payment', investment: { id: 'i-1', status: 'CREATED' } };
    expect(decide('blocked', fresh)).toEqual({ type: 'redirect', to: '/invest/solar-park/invest' });
    expect(decide('invest', fresh)).toEqual({ type: 'allow' });
    expect(decide('simulation-loss-bearing-capacity', fresh)).toEqual({ type: 'allow' });
    expect(decide('invest', ordered)).toEqual({ type: 'redirect', to: '/invest/solar-park/method-payment' });
    expect(decide('contribution-breakdown', ordered)).toEqual({ type: 'allow' });
    expect(decide('congratulations', fresh)).toEqual({ type: 'allow' });
    expect(decide('type-of-investor', fresh)).toEqual({ type: 'allow' });
  });
});
