import * as v from 'valibot';
import type { StatusTone } from './investment';

export const AD_TYPES = ['sell', 'buy'] as const;
export const adTypeSchema = v.picklist(AD_TYPES);
export type AdType = v.InferOutput<typeof adTypeSchema>;

/**
 * Ads are reviewed, then published within minutes (spec section 4): in_review → published, or
 * → rejected with a reason. Its author or a manager withdraws it (withdrawn); it is closed when
 * its tokens were transferred through it.
 */
export const AD_STATUSES = ['in_review', 'published', 'rejected', 'withdrawn', 'closed'] as const;
export const adStatusSchema = v.picklist(AD_STATUSES);
export type AdStatus = v.InferOutput<typeof adStatusSchema>;

export const AD_STATUS_TONES: { readonly [K in AdStatus]: StatusTone } = {
  in_review: 'warning',
  published: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
  closed: 'neutral',
};

export const FOLLOW_UP_TYPES = ['site_visit', 'visit_prospective_buyer', 'request_information'] as const;
export const followUpTypeSchema = v.picklist(FOLLOW_UP_TYPES);
export type FollowUpType = v.InferOutput<typeof followUpTypeSchema>;
