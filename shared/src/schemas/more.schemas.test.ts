import { errorKeys, fieldErrors } from '../test/parse';
import { publicProfileSchema, walletSchema } from './account-extras.schema';
import { lossBearingCapacity, lossBearingCapacitySchema } from './loss-bearing-capacity.schema';
import { notificationSchema, whitelistSchema } from './manager.schema';

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
  it('is 10% of income plus liquid assets less commitments', () => {
    expect(lossBearingCapacity({ annual_income: 30000, liquid_assets: 20000, financial_commitments: 10000 })).toBe(4000);
  });

  it('is never negative', () => {
    expect(lossBearingCapacity({ annual_income: 0, liquid_assets: 0, financial_commitments: 500 })).toBe(0);
  });

  it('asks for non-negative numbers', () => {
    expect(errorKeys(lossBearingCapacitySchema, { annual_income: -1, liquid_assets: 'x', financial_commitments: '' })).toEqual({
      annual_income: 'validator.error_number_min',
      liquid_assets: 'validator.error_number',
      financial_commitments: 'validator.error_null',
    });
  });
});
