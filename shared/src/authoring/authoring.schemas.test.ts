import { errorKeys } from '../test/parse';
import { basicsStepSchema, tokenStepSchema, totalForSale, validationDecisionSchema, whitelistAddSchema } from './authoring.schemas';

const token = {
  token_name: 'Solar', token_symbol: 'SOL', price: '10.00', tokens_for_sale: 1000, min_offer: '100.00', max_offer: '5000.00',
  soft_cap: '2000.00', max_fundraising: '10000.00', start_date: '2026-12-01', end_date: '2027-01-30',
};

describe('the token and round step', () => {
  it('accepts a round whose figures fit together', () => {
    expect(errorKeys(tokenStepSchema, token)).toEqual({});
  });

  it.each([
    ['a soft cap above the maximum fundraising', { soft_cap: '10000.01' }, { soft_cap: 'validator.error_soft_cap' }],
    ['a minimum offer above the maximum offer', { min_offer: '5000.01' }, { min_offer: 'validator.error_offer_range' }],
    ['an end on the start day', { end_date: '2026-12-01' }, { end_date: 'validator.error_date_order' }],
    ['a maximum fundraising above price × tokens', { max_fundraising: '10000.01', soft_cap: '100.00' }, { max_fundraising: 'validator.error_max_fundraising_total' }],
    ['a minimum contribution above the maximum offer', { minimum_contribution: '5000.01' }, { minimum_contribution: 'validator.error_minimum_contribution' }],
    ['tokens for sale beyond an integer column', { tokens_for_sale: 2 ** 31 }, { tokens_for_sale: 'validator.error_number_max' }],
    ['a price beyond a money column', { price: '99999999999999999999' }, { price: 'validator.error_number_max' }],
    ['a total for sale (price × tokens) beyond a money column', { price: '9999999999.00', tokens_for_sale: 1_000_001 }, { tokens_for_sale: 'validator.error_number_max' }],
  ])('refuses %s on the field to change', (_case, change, keys) => {
    expect(errorKeys(tokenStepSchema, { ...token, ...change })).toEqual(keys);
  });

  it('computes the total for sale exactly', () => {
    expect(totalForSale('0.10', 3)).toBe('0.30');
    expect(totalForSale('12.34', 1000)).toBe('12340.00');
  });
});

describe('the other steps', () => {
  it('keeps the subtitle under 50 characters', () => {
    const basics = { title: 'Solar', subtitle: 'x'.repeat(50), slug: 'solar', product_type: 'renewables', modality: 'online_round' };
    expect(errorKeys(basicsStepSchema, basics)).toEqual({ subtitle: 'validator.error_string_max' });
    expect(errorKeys(basicsStepSchema, { ...basics, subtitle: 'x'.repeat(49) })).toEqual({});
  });

  it('names a whitelist with one bad e-mail with error_email_array', () => {
    expect(errorKeys(whitelistAddSchema, { emails: ['a@b.es', 'nope'] })).toEqual({ emails: 'validator.error_email_array' });
  });

  it('asks a rejection for its message like any required field', () => {
    expect(errorKeys(validationDecisionSchema, { decision: 'rejected' })).toEqual({ message: 'validator.error_null' });
    expect(errorKeys(validationDecisionSchema, { decision: 'validated' })).toEqual({});
  });
});
