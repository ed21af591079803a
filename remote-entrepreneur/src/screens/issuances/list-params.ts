import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { issuanceListQuerySchema, type IssuanceListQuery } from 'shared';
import type { IssuanceView } from 'shared/issuances';
import { useBreakpoint } from 'host/platform';

const QUERY_KEYS = ['status', 'product_type', 'q', 'followed', 'sort', 'page', 'per_page'] as const;
export type ListParam = (typeof QUERY_KEYS)[number] | 'view';

const DEFAULT_QUERY = v.parse(issuanceListQuerySchema, {});

/**
 * The list's state from the address. A hand-edited or outdated value (an unknown status, a
 * page of "abc") is dropped on its own, so the rest of the address still applies.
 */
function readListParams(params: URLSearchParams): { query: IssuanceListQuery; view: IssuanceView | undefined } {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  let result = v.safeParse(issuanceListQuerySchema, raw);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string') delete raw[key];
    }
    result = v.safeParse(issuanceListQuerySchema, raw);
  }
  const view = params.get('view');
  return { query: result.success ? result.output : DEFAULT_QUERY, view: view === 'grid' || view === 'list' ? view : undefined };
}

export function hasFilters(query: IssuanceListQuery): boolean {
  return Boolean(query.status || query.product_type || query.q || query.followed);
}

export type ListParamChanges = Partial<Record<ListParam, string | undefined>>;

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
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          // Another filter or order makes the old page number meaningless.
          if (!('page' in changes) && !('view' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    update({ status: undefined, product_type: undefined, q: undefined, followed: undefined });
  }, [update]);

  return { query, view, update, clearFilters };
}
