import { usePlatform } from 'host/platform';

/**
 * The i18next context of the tenant's wording: EXEU says members instead of investors and
 * admission to trading for tokens, so those keys have an `_exeu` variant; other tenants get
 * the plain key.
 */
export type WordingContext = 'exeu' | undefined;

export function useWordingContext(): WordingContext {
  const { api } = usePlatform();
  return api.known && api.tenant === 'exeu' ? 'exeu' : undefined;
}
