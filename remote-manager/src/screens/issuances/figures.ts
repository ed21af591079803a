import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from 'shared';

/** "12 days left", "Last day", "Ended": a closed issuance has ended whatever its end date says. */
export function useDaysLeftText() {
  const { t } = useTranslation('ui');
  return useCallback(
    (days: number, status?: ProjectStatus) => {
      if (status === 'CLOSED' || days < 0) return t('format.ended');
      if (days === 0) return t('format.last_day');
      return t('format.days_left', { count: days });
    },
    [t],
  );
}

/** The soft cap share as a whole percentage; above 100 when the campaign went past it. */
export function softCapPercent(progress: number): number {
  return Math.max(0, Math.round(progress * 100));
}
