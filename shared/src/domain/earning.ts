import * as v from 'valibot';
import { moneySchema, percentSchema } from '../money';
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

const id = v.union([v.number(), v.string()]);
const timestamp = v.nullable(v.string());

/** An earning (dividend, interest or repayment) as the API returns it (spec section 3). */
export const earningSchema = v.object({
  id,
  project_id: id,
  type: v.picklist(EARNING_TYPES),
  status: earningStatusSchema,
  profit_date: timestamp,
  claim_date: timestamp,
  executed_date: timestamp,
  delivered_date: timestamp,
  gross_amount: moneySchema,
  withholding_percentage: percentSchema,
  fiscal_withholding: moneySchema,
  rent_amount: moneySchema,
  capital_gain: moneySchema,
  returned_capital: moneySchema,
  net_total: moneySchema,
  total_returned: moneySchema,
});
export type Earning = v.InferOutput<typeof earningSchema>;

/** An earning is claimable once the issuer paid it (pending means not paid yet); claiming is irreversible. */
export function isClaimable(earning: Pick<Earning, 'status'>): boolean {
  return earning.status === 'paid';
}
