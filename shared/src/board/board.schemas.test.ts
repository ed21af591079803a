import * as v from 'valibot';
import { errorKeys } from '../test/parse';
import { adRequestSchema, boardQuerySchema, contactRequestSchema, createTransferFormSchema, transferRequestSchema } from './board.schemas';

describe('a new ad', () => {
  const sell = { type: 'sell', investment_id: '7', tokens: 3, unit_price: '10,5' };

  it('takes a sell ad of an investment with its price as exact money', () => {
    expect(v.parse(adRequestSchema, sell)).toEqual({ type: 'sell', investment_id: '7', tokens: 3, unit_price: '10.50' });
  });
  it('needs the investment of a sell ad and the project of a buy ad', () => {
    expect(errorKeys(adRequestSchema, { ...sell, investment_id: '' })).toEqual({ investment_id: 'validator.error_null' });
    expect(errorKeys(adRequestSchema, { type: 'buy', tokens: 3, unit_price: 10 })).toEqual({ issuance_id: 'validator.error_null' });
    expect(errorKeys(adRequestSchema, { type: 'buy', issuance_id: '1', tokens: 3, unit_price: 10 })).toEqual({});
  });
  it('refuses whole tokens below one, fractions and a price under a cent', () => {
    expect(errorKeys(adRequestSchema, { ...sell, tokens: 0, unit_price: '0.001' })).toEqual({
      tokens: 'validator.error_number_min',
      unit_price: 'validator.error_number',
    });
    expect(errorKeys(adRequestSchema, { ...sell, tokens: 1.5 })).toEqual({ tokens: 'validator.error_number_integer' });
  });
  it('refuses figures beyond their columns: the price, the tokens, and the amount they make', () => {
    expect(errorKeys(adRequestSchema, { ...sell, unit_price: '99999999999999999999', tokens: 3_000_000_000 })).toEqual({
      tokens: 'validator.error_number_max',
      unit_price: 'validator.error_number_max',
    });
    expect(errorKeys(adRequestSchema, { ...sell, tokens: 2_000_000_000, unit_price: '9999999999.00' })).toEqual({ tokens: 'validator.error_number_max' });
    expect(errorKeys(transferRequestSchema, { issuance_id: '1', destination_email: 'a@b.es', tokens: 2_000_000_000, unit_price: '9999999999.00' })).toEqual({
      tokens: 'validator.error_number_max',
    });
  });
  it.each(['<script>alert(1)</script>', "x' OR '1'='1", 'see javascript:alert(1)'])('refuses the description %p as unsafe', (description) => {
    expect(errorKeys(adRequestSchema, { ...sell, description })).toEqual({ description: 'validator.error_unsafe_text' });
  });
});

describe('the board filters', () => {
  it('read a price range typed with a comma as exact money', () => {
    expect(v.parse(boardQuerySchema, { min_price: '1,5', max_price: '20' })).toMatchObject({ min_price: '1.50', max_price: '20.00', page: 1, per_page: 20 });
  });
});

describe('contacting an advertiser', () => {
  it('needs a follow-up type and a safe message of at least ten characters', () => {
    expect(errorKeys(contactRequestSchema, { follow_up: 'site_visit', message: 'I would like to visit the site next week.' })).toEqual({});
    expect(errorKeys(contactRequestSchema, { follow_up: 'call_me', message: 'short' })).toEqual({
      follow_up: 'validator.form_field_invalid',
      message: 'validator.error_string_min',
    });
    expect(errorKeys(contactRequestSchema, { follow_up: 'request_information', message: 'see javascript:alert(document.cookie)' })).toEqual({
      message: 'validator.error_unsafe_text',
    });
  });
});

describe('a transfer', () => {
  it('goes to exactly one destination: a wallet or an e-mail', () => {
    const base = { issuance_id: '1', tokens: 2 };
    expect(errorKeys(transferRequestSchema, { ...base, destination_email: 'lucia@example.com' })).toEqual({});
    expect(errorKeys(transferRequestSchema, { ...base, destination_wallet: '0x52908400098527886E0F7030069857D2E4169EE7' })).toEqual({});
    expect(errorKeys(transferRequestSchema, base)).toEqual({ destination_wallet: 'validator.error_null' });
    expect(
      errorKeys(transferRequestSchema, { ...base, destination_email: 'lucia@example.com', destination_wallet: '0x52908400098527886E0F7030069857D2E4169EE7' }),
    ).toEqual({ destination_wallet: 'validator.error_null' });
  });
  it('is limited on the form to the tokens the holder can move', () => {
    expect(errorKeys(createTransferFormSchema({ availableTokens: 5 }), { tokens: 6, destination: 'lucia@example.com' })).toEqual({
      tokens: 'validator.error_number_max',
    });
  });
});
