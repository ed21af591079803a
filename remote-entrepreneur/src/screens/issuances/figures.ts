import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuanceSummary } from 'shared';
import { campaignDaysLeft } from 'shared/issuances';

/** "12 days left" or "Campaign ended", in the words the shared cards use. */
export function useCampaignTimeText() {
  const { t } = useTranslation('issuances');
  return useCallback(
    (issuance: Pick<IssuanceSummary, 'status' | 'remaining_days'>) => {
      const days = campaignDaysLeft(issuance);
      return days === null ? t('card.ended') : t('card.days_left', { count: days });
    },
    [t],
  );
}

/** The soft cap share as a whole percentage; above 100 when the campaign went past it. */
export function softCapPercent(progress: number): number {
  return Math.max(0, Math.round(progress * 100));
}
