import * as v from 'valibot';
import { issuanceListQuerySchema, type IssuanceListQuery } from '../schemas/issuance-list.schema';
import type { IssuanceView } from './view-switch';

const QUERY_KEYS = ['status', 'product_type', 'q', 'followed', 'sort', 'page', 'per_page'] as const;
export type ListParam = (typeof QUERY_KEYS)[number] | 'view';
export type ListParamChanges = Partial<Record<ListParam, string | undefined>>;

const DEFAULT_QUERY = v.parse(issuanceListQuerySchema, {});

/**
 * The list's state from the address. A hand-edited or outdated value (an unknown status, a
 * page of "abc") is dropped on its own, so the rest of the address still applies.
 */
export function readListParams(params: URLSearchParams): { query: IssuanceListQuery; view: IssuanceView | undefined } {
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

/** The address after `changes`; an empty value removes its parameter. */
export function applyListParamChanges(current: URLSearchParams, changes: ListParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  // Another filter or order makes the old page number meaningless.
  if (!('page' in changes) && !('view' in changes)) next.delete('page');
  return next;
}

export const CLEARED_FILTERS: ListParamChanges = { status: undefined, product_type: undefined, q: undefined, followed: undefined };

export function hasFilters(query: IssuanceListQuery): boolean {
  return Boolean(query.status || query.product_type || query.q || query.followed);
}
