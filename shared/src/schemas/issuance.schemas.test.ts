import * as v from 'valibot';
import { errorKeys, fieldErrors } from '../test/parse';
import { issuanceSchema } from './issuance.schema';
import { profitSharingSchema } from './profit-sharing.schema';

const issuance = {
  title: 'Solar Park Almería',
  subtitle: 'A 5 MW solar park in the south',
  slug: 'solar-park-almeria',
  short_description: 'Clean energy for 2,000 homes.',
  product_type: 'renewables',
  modality: 'online_round',
  token_name: 'Solar Token',
  token_symbol: 'SOL',
  price: 50,
  tokens_for_sale: 10000,
  min_offer: 100,
  max_offer: 50000,
  soft_cap: 100000,
  max_fundraising: 500000,
  campaign_duration_days: 60,
  start_date: '2026-03-01',
  end_date: '2026-04-30',
};

describe('issuanceSchema', () => {
  it('accepts a complete issuance', () => {
    expect(errorKeys(issuanceSchema, issuance)).toEqual({});
  });
  it('accepts a subtitle of 49 characters and rejects 50 with validator.error_string_max', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, subtitle: 'x'.repeat(49) })).toEqual({});
    expect(fieldErrors(issuanceSchema, { ...issuance, subtitle: 'x'.repeat(50) })).toEqual({
      subtitle: { key: 'validator.error_string_max', params: { max: 49 } },
    });
  });
  it('rejects a slug with spaces or capitals with validator.error_slug', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, slug: 'Solar Park' })).toEqual({ slug: 'validator.error_slug' });
  });
  it('rejects an end date before the start with validator.error_date_order', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, end_date: '2026-02-01' })).toEqual({ end_date: 'validator.error_date_order' });
  });
  it('rejects a soft cap above the maximum fundraising with validator.error_soft_cap', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, soft_cap: 500001 })).toEqual({ soft_cap: 'validator.error_soft_cap' });
    expect(errorKeys(issuanceSchema, { ...issuance, soft_cap: 500000 })).toEqual({});
  });
  it('rejects a minimum offer above the maximum offer with validator.error_offer_range', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, min_offer: 60000 })).toEqual({ min_offer: 'validator.error_offer_range' });
  });
  it('accepts only YouTube or Vimeo intro videos', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, video_url: 'https://youtu.be/abc123' })).toEqual({});
    expect(errorKeys(issuanceSchema, { ...issuance, video_url: 'https://vimeo.com/123456' })).toEqual({});
    expect(errorKeys(issuanceSchema, { ...issuance, video_url: 'https://example.com/v.mp4' })).toEqual({ video_url: 'validator.error_video_url' });
  });
  it('rejects a description with an onerror attribute with validator.error_unsafe_text', () => {
    expect(errorKeys(issuanceSchema, { ...issuance, short_description: '<img src=x onerror=alert(1)>' })).toEqual({
      short_description: 'validator.error_unsafe_text',
    });
  });
});

describe('profitSharingSchema', () => {
  const valid = { type: 'dividend', gross_amount: '1500,50', profit_date: '2026-06-30' };
  it('accepts a positive gross amount', () => {
    expect(v.parse(profitSharingSchema, valid)).toMatchObject({ gross_amount: '1500.50' });
  });
  it.each(['', 'abc', 0, -10])('rejects the gross amount %p with validator.error_gross_amount', (gross_amount) => {
    expect(errorKeys(profitSharingSchema, { ...valid, gross_amount })).toEqual({ gross_amount: 'validator.error_gross_amount' });
  });
});
