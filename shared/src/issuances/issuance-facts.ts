import type { IssuanceSummary } from '../schemas/issuance-list.schema';

/** A campaign is over once closed or out of days; otherwise the days left are worth showing. */
export function campaignDaysLeft(issuance: Pick<IssuanceSummary, 'status' | 'remaining_days'>): number | null {
  if (issuance.status === 'CLOSED' || issuance.remaining_days <= 0) return null;
  return issuance.remaining_days;
}

/** The soft cap share as a whole percentage; above 100 when the campaign went past it. */
export function softCapPercent(progress: number): number {
  return Math.max(0, Math.round(progress * 100));
}
