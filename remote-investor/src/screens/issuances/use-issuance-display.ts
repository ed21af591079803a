import { useCurrency, useCustomization, usePlatform } from 'host/platform';
import { wordingForTenant, type FormatMoney } from 'shared/issuances';
import type { Wording } from 'shared';

/** How this tenant shows issuances: its currency, whether progress bars show, its wording. */
export function useIssuanceDisplay(): { formatMoney: FormatMoney; showProgress: boolean; wording: Wording } {
  const { api } = usePlatform();
  const { hide } = useCustomization();
  const { format } = useCurrency();
  return {
    formatMoney: format,
    showProgress: !hide.progressBar,
    wording: wordingForTenant(api.known ? api.tenant : null),
  };
}
