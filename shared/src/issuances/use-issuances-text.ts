import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../messages';
import type { IssuanceSummary } from '../schemas/issuance-list.schema';
import { campaignDaysLeft } from './issuance-facts';

/** The `issuances` namespace and the interface language as a formatting locale. */
export function useIssuancesText() {
  const { t, i18n } = useTranslation('issuances');
  const locale = localeOf(i18n.language);
  return { t, locale };
}

/** "12 days left" or "Campaign ended", in the words the cards use. */
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
