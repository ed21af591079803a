import * as v from 'valibot';
import type { StatusTone } from './investment';

export const EARNING_STATUSES = ['pending', 'paid', 'claimed'] as const;
export const earningStatusSchema = v.picklist(EARNING_STATUSES);
export type EarningStatus = v.InferOutput<typeof earningStatusSchema>;

export const EARNING_STATUS_TONES: { readonly [K in EarningStatus]: StatusTone } = {
  pending: 'warning',
  paid: 'info',
  claimed: 'success',
};

/** The kinds of earning a manager distributes (spec section 2, manager earnings). */
export const EARNING_TYPES = ['dividend', 'interest', 'repayment'] as const;
export type EarningType = (typeof EARNING_TYPES)[number];
