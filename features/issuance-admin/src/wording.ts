import { wordingContext, wordingForTenant } from 'shared/issuances';
import type { Wording } from 'shared';
import { usePlatform } from 'host/platform';

/** The tenant's wording (EXEU says members instead of investors, admission to trading for
 * tokens), from the tenant the host resolved for the page. */
export function useWording(): { wording: Wording; context: string | undefined } {
  const { api } = usePlatform();
  const wording = wordingForTenant(api.known ? api.tenant : null);
  return { wording, context: wordingContext(wording) };
}
