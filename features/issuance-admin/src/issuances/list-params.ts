import { useCallback, useMemo } from 'react';
import { issuanceListQuerySchema } from 'shared';
import { CLEARED_FILTERS, type IssuanceView } from 'shared/issuances';
import { useAddressQuery, useBreakpoint } from 'host/platform';

/** The list's query in the address (the kit's), and beside it the view, which is the page's
 * alone. Without a chosen view, phones get the cards (a table's columns do not fit them) and
 * wider screens the table. Switching the view keeps the page. */
export function useListParams() {
  const { query, search, update } = useAddressQuery(issuanceListQuerySchema);
  const breakpoint = useBreakpoint();
  const chosen = useMemo(() => new URLSearchParams(search).get('view'), [search]);
  const view: IssuanceView = chosen === 'grid' || chosen === 'list' ? chosen : breakpoint === 'mobile' ? 'grid' : 'list';

  const setView = useCallback(
    (next: IssuanceView) => update({ view: next, page: query.page > 1 ? String(query.page) : undefined }),
    [update, query.page],
  );
  const clearFilters = useCallback(() => update(CLEARED_FILTERS), [update]);

  return { query, view, update, setView, clearFilters };
}
