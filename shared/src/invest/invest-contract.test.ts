import * as v from 'valibot';
import { INVESTMENT_STATUSES } from '../domain/investment';
import { ONBOARDING_STEPS } from '../domain/onboarding';
import { errorKeys } from '../test/parse';
import { investorTypeRequestSchema } from './invest.schemas';
import { investStepOfStatus, nextStepSchema, ONBOARDING_STEP_ROUTES } from './invest-steps';
import { ALLOWED_INVESTMENT_TRANSITIONS, canMove, FINAL_INVESTMENT_STATUSES, INVESTMENT_TRANSITIONS, REVOCABLE_INVESTMENT_STATUSES } from './investment-transitions';

describe('investment transitions', () => {
  it('lets an interest become an order or be cancelled, and nothing else', () => {
    expect(INVESTMENT_STATUSES.filter((to) => canMove('RESERVED', to))).toEqual(['CREATED', 'CANCELED']);
  });

  it('follows the bank-transfer and the hosted-provider paths', () => {
    const path = (...statuses: (typeof INVESTMENT_STATUSES)[number][]) => statuses.slice(1).every((to, index) => canMove(statuses[index]!, to));
    expect(path('CREATED', 'METHOD_PAYMENT', 'IN_UPLOAD_PROOF_OF_PAYMENT', 'PROOF_OF_PAYMENT_UPLOADED', 'CHARGED', 'SIGNED_PENDING', 'SIGNED', 'CLOSED', 'MINTED')).toBe(true);
    expect(path('METHOD_PAYMENT', 'CREDIT_CARD', 'PAYMENT_ERROR', 'METHOD_PAYMENT', 'CREDIT_CARD', 'CHARGED', 'SIGNED')).toBe(true);
  });

  it('lets every order before CLOSED be revoked, and nothing come back from CANCELED or MINTED', () => {
    expect(REVOCABLE_INVESTMENT_STATUSES).not.toContain('CLOSED');
    expect(REVOCABLE_INVESTMENT_STATUSES).not.toContain('RESERVED');
    expect(REVOCABLE_INVESTMENT_STATUSES).toContain('SIGNED');
    expect(FINAL_INVESTMENT_STATUSES).toEqual(['CANCELED', 'MINTED']);
  });

  it('lists exactly the arrows of the table and refuses every other pair', () => {
    for (const from of INVESTMENT_STATUSES) {
      for (const to of INVESTMENT_STATUSES) {
        const listed = ALLOWED_INVESTMENT_TRANSITIONS.some((move) => move.from === from && move.to === to);
        expect([from, to, canMove(from, to)]).toEqual([from, to, listed]);
      }
    }
    expect(ALLOWED_INVESTMENT_TRANSITIONS).toHaveLength(Object.values(INVESTMENT_TRANSITIONS).flat().length);
  });
});

describe('invest steps', () => {
  it('gives every onboarding step its page', () => {
    expect(ONBOARDING_STEPS.map((step) => ONBOARDING_STEP_ROUTES[step])).toEqual(['identification', 'type-of-investor', 'account-information', 'initial-test', 'invest']);
  });

  it('sends an open investment to the page of its status', () => {
    expect(investStepOfStatus('CREATED', { signingHidden: false })).toBe('method-payment');
    // Invest, sign, pay: once the method is chosen the contract is signed before paying.
    expect(investStepOfStatus('METHOD_PAYMENT', { signingHidden: false })).toBe('sign');
    expect(investStepOfStatus('METHOD_PAYMENT', { signingHidden: true })).toBe('method-payment');
    expect(investStepOfStatus('IN_UPLOAD_PROOF_OF_PAYMENT', { signingHidden: false })).toBe('payment-bankwire');
    expect(investStepOfStatus('CHARGED', { signingHidden: false })).toBe('sign');
    expect(investStepOfStatus('CHARGED', { signingHidden: true })).toBeNull();
  });

  it('describes a blocked investor', () => {
    expect(v.is(nextStepSchema, { kind: 'blocked', blocked: { reason: 'pending_validation', hours: 24 } })).toBe(true);
    expect(v.is(nextStepSchema, { kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED'] } })).toBe(true);
  });
});

describe('investor type', () => {
  it('needs the word Declaro only to be treated as sophisticated', () => {
    expect(errorKeys(investorTypeRequestSchema, { person_type: 'natural', sophisticated: false })).toEqual({});
    expect(errorKeys(investorTypeRequestSchema, { person_type: 'natural', sophisticated: true })).toEqual({ declaration: 'validator.error_declaration' });
    expect(errorKeys(investorTypeRequestSchema, { person_type: 'legal', sophisticated: true, declaration: ' declaro ' })).toEqual({});
  });
});
