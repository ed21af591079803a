import type * as v from 'valibot';
import { form, number } from '../validation/rules';

/** The simulation's inputs, yearly amounts in the tenant currency. */
export const lossBearingCapacitySchema = form({
  annual_income: number({ min: 0 }),
  liquid_assets: number({ min: 0 }),
  financial_commitments: number({ min: 0 }),
});
export type LossBearingCapacityValues = v.InferOutput<typeof lossBearingCapacitySchema>;

/** Share of net worth an investor can bear to lose (EU crowdfunding regulation, art. 21). */
const LOSS_BEARING_SHARE = 0.1;

/** 10% of the net worth: income plus liquid assets, less yearly commitments; never negative. */
export function lossBearingCapacity({ annual_income, liquid_assets, financial_commitments }: LossBearingCapacityValues): number {
  return Math.max(0, (annual_income + liquid_assets - financial_commitments) * LOSS_BEARING_SHARE);
}
