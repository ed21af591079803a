import type { IssuanceListQuery } from '../schemas/issuance-list.schema';

/** The address parameters of an issuance list: its query's, and the page's own view. */
export type ListParam = keyof IssuanceListQuery | 'view';
/** What a filter, the order or the view changed: only that, ready for the address. */
export type ListParamChanges = Partial<Record<ListParam, string | undefined>>;

/** The changes that empty every filter and the search, keeping the order and the page size. */
export const CLEARED_FILTERS: ListParamChanges = { status: undefined, product_type: undefined, q: undefined, followed: undefined };

export function hasFilters(query: IssuanceListQuery): boolean {
  return Boolean(query.status || query.product_type || query.q || query.followed);
}
