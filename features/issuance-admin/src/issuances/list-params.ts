import { useCallback, useMemo } from 'react';
import { issuanceListQuerySchema, type IssuanceListQuery } from 'shared';
import type { IssuanceView } from 'shared/issuances';
import { useAddressQuery, useBreakpoint, type AddressChanges } from 'host/platform';

/** The changes that empty every filter and the search, keeping the order and the page size. */
const CLEARED_FILTERS: AddressChanges = { status: undefined, product_type: undefined, q: undefined, followed: undefined };

export function hasFilters(query: IssuanceListQuery): boolean {
  return Boolean(query.status || query.product_type || query.q || query.followed);
}

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
