import * as v from 'valibot';
import { PRODUCT_TYPES, PROJECT_MODALITIES, SUBTITLE_MAX_LENGTH } from '../domain/project';
import { fieldRule } from '../validation/rule';
import { compareMoney } from '../money';
import { amount, choice, count, date, form, freeText, number, optional, slug, text, totalFitsMoney, videoUrl, walletAddress } from '../validation/rules';

/** Entries shared by the issuance form and the project entity. */
export const issuanceEntries = {
  title: freeText({ max: 100 }),
  subtitle: freeText({ max: SUBTITLE_MAX_LENGTH }),
  slug: slug({ max: 100 }),
  client_uuid: optional(text({ max: 100 })),
  video_url: optional(videoUrl()),
  short_description: freeText({ max: 500 }),
  product: optional(freeText({ max: 5000 })),
  market: optional(freeText({ max: 5000 })),
  competitors: optional(freeText({ max: 5000 })),
  business_model: optional(freeText({ max: 5000 })),
  projections: optional(freeText({ max: 5000 })),
  product_type: choice(PRODUCT_TYPES),
  modality: choice(PROJECT_MODALITIES),
  token_name: freeText({ max: 50 }),
  token_symbol: text({ min: 2, max: 10, noSpecialChars: true }),
  token_acronym: optional(text({ max: 10, noSpecialChars: true })),
  price: amount({ min: '0.01' }),
  tokens_for_sale: count({ min: 1 }),
  min_offer: amount({ min: '0.00' }),
  max_offer: amount({ min: '0.00' }),
  soft_cap: amount({ min: '0.00' }),
  max_fundraising: amount({ min: '0.00' }),
  campaign_duration_days: count({ min: 1 }),
  start_date: date(),
  end_date: date(),
  expiry_date: optional(date()),
  smart_contract_address: optional(walletAddress()),
  equity: optional(number({ min: 0, max: 100 })),
  premoney: optional(amount({ min: '0.00' })),
  minimum_contribution: optional(amount({ min: '0.00' })),
};

/**
 * The issuance form: a subtitle under 50 characters, a slug, ordered dates, and caps that fit
 * (soft cap within the maximum fundraising, minimum offer within the maximum offer).
 */
export const issuanceSchema = v.pipe(
  form(issuanceEntries),
  fieldRule('end_date', ['start_date', 'end_date'], (input) => input.end_date > input.start_date, 'validator.error_date_order'),
  fieldRule('soft_cap', ['soft_cap', 'max_fundraising'], (input) => compareMoney(input.soft_cap, input.max_fundraising) <= 0, 'validator.error_soft_cap'),
  fieldRule('min_offer', ['min_offer', 'max_offer'], (input) => compareMoney(input.min_offer, input.max_offer) <= 0, 'validator.error_offer_range'),
  totalFitsMoney('tokens_for_sale', 'price'),
);
