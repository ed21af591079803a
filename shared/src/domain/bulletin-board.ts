import * as v from 'valibot';
import { moneySchema } from '../money';
import type { StatusTone } from './investment';

export const AD_TYPES = ['sell', 'buy'] as const;
export const adTypeSchema = v.picklist(AD_TYPES);
export type AdType = v.InferOutput<typeof adTypeSchema>;

/** Ads are reviewed, then published within minutes. */
export const AD_STATUSES = ['in_review', 'published', 'rejected', 'closed'] as const;
export const adStatusSchema = v.picklist(AD_STATUSES);
export type AdStatus = v.InferOutput<typeof adStatusSchema>;

export const AD_STATUS_TONES: { readonly [K in AdStatus]: StatusTone } = {
  in_review: 'warning',
  published: 'success',
  rejected: 'danger',
  closed: 'neutral',
};

export const FOLLOW_UP_TYPES = ['site_visit', 'visit_prospective_buyer', 'request_information'] as const;
export const followUpTypeSchema = v.picklist(FOLLOW_UP_TYPES);
export type FollowUpType = v.InferOutput<typeof followUpTypeSchema>;

const id = v.union([v.number(), v.string()]);

/** A bulletin-board ad as the API returns it (spec section 3). */
export const adEntitySchema = v.object({
  id,
  type: adTypeSchema,
  product: v.string(),
  status: adStatusSchema,
  investment_id: id,
  tokens: v.number(),
  amount: moneySchema,
  unit_price: moneySchema,
  published_at: v.nullable(v.string()),
  reference: v.string(),
});
export type Ad = v.InferOutput<typeof adEntitySchema>;

export const transferEntitySchema = v.object({
  id,
  tokens: v.number(),
  origin_wallet: v.string(),
  destination_wallet: v.string(),
  created_at: v.nullable(v.string()),
});
export type Transfer = v.InferOutput<typeof transferEntitySchema>;
