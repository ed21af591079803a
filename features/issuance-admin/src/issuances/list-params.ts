import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListParamChanges, CLEARED_FILTERS, readListParams, type IssuanceView, type ListParamChanges } from 'shared/issuances';
import { useBreakpoint } from 'host/platform';

/** Filters, search, order, page and view live in the address, so a list can be shared,
 * reloaded and walked back with the browser. Without a chosen view, phones get the cards
 * (a table's columns do not fit them) and wider screens the table. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const breakpoint = useBreakpoint();
  const { query, view: chosenView } = useMemo(() => readListParams(searchParams), [searchParams]);
  const view: IssuanceView = chosenView ?? (breakpoint === 'mobile' ? 'grid' : 'list');

  const update = useCallback(
    (changes: ListParamChanges, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => applyListParamChanges(current, changes), { replace });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => update(CLEARED_FILTERS), [update]);

  return { query, view, update, clearFilters };
}
