import { useCurrency, useCustomization, usePlatform } from 'host/platform';
import { wordingForTenant, type FormatMoney } from 'shared/issuances';
import type { Wording } from 'shared';

/** How this tenant shows issuances: its currency, whether progress bars show, its wording, its time zone. */
export function useIssuanceDisplay(): { formatMoney: FormatMoney; showProgress: boolean; wording: Wording; timeZone: string } {
  const { api } = usePlatform();
  const { hide, time_zone: timeZone } = useCustomization();
  const { format } = useCurrency();
  return {
    formatMoney: format,
    showProgress: !hide.progressBar,
    wording: wordingForTenant(api.known ? api.tenant : null),
    timeZone,
  };
}
