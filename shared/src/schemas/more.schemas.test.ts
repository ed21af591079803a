import { errorKeys, fieldErrors } from '../test/parse';
import { publicProfileSchema, walletSchema } from './account-extras.schema';
import * as v from 'valibot';
import { lossBearingCapacity, lossBearingCapacitySchema, requiresLossBearingAcknowledgement, riskWarningThreshold } from './loss-bearing-capacity.schema';
import { notificationSchema } from './manager.schema';
import { whitelistAddSchema as whitelistSchema } from '../authoring/authoring.schemas';

describe('account extras', () => {
  it('limits the public image to 2 MB and image extensions', () => {
    expect(fieldErrors(publicProfileSchema, { public_name: 'Acme', image: { name: 'logo.exe', size: 10 } })).toEqual({
      image: { key: 'validator.error_image_size', params: { maxSizeFile: 2, extensions: 'jpg, jpeg, png, webp, gif' } },
    });
    expect(errorKeys(publicProfileSchema, { public_name: 'Acme', image: { name: 'logo.png', size: 10 } })).toEqual({});
    expect(errorKeys(publicProfileSchema, { public_name: 'Acme', image: { name: 'logo.svg', size: 10 } })).toEqual({ image: 'validator.error_image_size' });
  });

  it('checks the wallet address', () => {
    expect(errorKeys(walletSchema, { wallet_address: '0x123' })).toEqual({ wallet_address: 'validator.error_wallet_address' });
  });
});

describe('manager forms', () => {
  it('whitelists a list of valid e-mails', () => {
    expect(errorKeys(whitelistSchema, { emails: ['a@b.es', 'c@d.com'] })).toEqual({});
    expect(errorKeys(whitelistSchema, { emails: ['a@b.es', 'nope'] })).toEqual({ emails: 'validator.error_email_array' });
  });

  it('keeps notification texts safe', () => {
    expect(errorKeys(notificationSchema, { title: 'Update', message: '<script>steal()</script> hello' })).toEqual({
      message: 'validator.error_unsafe_text',
    });
  });
});

describe('loss-bearing capacity', () => {
  const parse = (input: Record<string, unknown>) => v.parse(lossBearingCapacitySchema, input);

  it('is 10% of income plus liquid assets less commitments, exact to the cent', () => {
    expect(lossBearingCapacity(parse({ annual_income: '30000', liquid_assets: '20000.10', financial_commitments: '10000' }))).toBe('4000.01');
    expect(lossBearingCapacity(parse({ annual_income: '0.10', liquid_assets: '0.20', financial_commitments: '0' }))).toBe('0.03');
  });

  it('is never negative', () => {
    expect(lossBearingCapacity(parse({ annual_income: 0, liquid_assets: 0, financial_commitments: 500 }))).toBe('0.00');
  });

  it('asks for non-negative amounts', () => {
    expect(errorKeys(lossBearingCapacitySchema, { annual_income: -1, liquid_assets: 'x', financial_commitments: '' })).toEqual({
      annual_income: 'validator.error_number_min',
      liquid_assets: 'validator.error_number',
      financial_commitments: 'validator.error_null',
    });
  });

  it('asks for figures a money column holds, and income and assets whose net worth fits one too', () => {
    const figures = { annual_income: '1000', liquid_assets: '1000', financial_commitments: '0' };
    expect(errorKeys(lossBearingCapacitySchema, { ...figures, annual_income: '99999999999999999999' })).toEqual({ annual_income: 'validator.error_number_max' });
    expect(fieldErrors(lossBearingCapacitySchema, { ...figures, annual_income: '9999999999999999.00', liquid_assets: '1.00' })).toEqual({
      liquid_assets: { key: 'validator.error_number_max', params: { max: '0.99' } },
    });
    expect(lossBearingCapacity(parse({ ...figures, annual_income: '9999999999999999.00', liquid_assets: '0.99' }))).toBe('1000000000000000.00');
  });
});

describe('risk warning of a non-sophisticated investor (Art. 21(7))', () => {
  it('starts above €1,000 while 5% of the net worth is lower', () => {
    expect(requiresLossBearingAcknowledgement({ sophisticated: false, amount: '1000.00', netWorth: '19999.99' })).toBe(false);
    expect(requiresLossBearingAcknowledgement({ sophisticated: false, amount: '1000.01', netWorth: '19999.99' })).toBe(true);
    expect(requiresLossBearingAcknowledgement({ sophisticated: false, amount: '1000.01', netWorth: null })).toBe(true);
  });

  it('starts above 5% of the net worth once that is higher than €1,000', () => {
    expect(riskWarningThreshold('50000.00')).toBe('2500.00');
    expect(requiresLossBearingAcknowledgement({ sophisticated: false, amount: '2500.00', netWorth: '50000.00' })).toBe(false);
    expect(requiresLossBearingAcknowledgement({ sophisticated: false, amount: '2500.01', netWorth: '50000.00' })).toBe(true);
  });

  it('never applies to a sophisticated investor', () => {
    expect(requiresLossBearingAcknowledgement({ sophisticated: true, amount: '1000000.00', netWorth: '0.00' })).toBe(false);
  });
});
