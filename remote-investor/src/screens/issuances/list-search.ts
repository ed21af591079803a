import * as v from 'valibot';
import { issuanceListQuerySchema, type IssuanceListQueryInput } from 'shared';
import { ISSUANCE_VIEWS, type IssuanceFilterValues, type IssuanceView } from 'shared/issuances';

/** What the issuances page keeps in its address, so a view can be shared, reloaded and gone back to. */
export type ListSearch = { filters: IssuanceFilterValues; page: number; view: IssuanceView };

const entries = issuanceListQuerySchema.entries;

/** One parameter read with the API's own rule; a value the API would refuse is dropped. */
function read<S extends v.GenericSchema>(schema: S, raw: string | null): v.InferOutput<S> | undefined {
  if (raw === null) return undefined;
  const result = v.safeParse(schema, raw);
  return result.success ? result.output : undefined;
}

export function readListSearch(params: URLSearchParams): ListSearch {
  const view = params.get('view');
  return {
    filters: {
      status: read(entries.status, params.get('status')),
      product_type: read(entries.product_type, params.get('product_type')),
      q: read(entries.q, params.get('q')) ?? '',
      sort: read(entries.sort, params.get('sort')) ?? 'newest',
      followed: read(entries.followed, params.get('followed')) || undefined,
    },
    page: read(entries.page, params.get('page')) ?? 1,
    view: ISSUANCE_VIEWS.find((name) => name === view) ?? 'grid',
  };
}

/** The address form, leaving defaults out so the plain page stays `/user/issuances`. */
export function writeListSearch({ filters, page, view }: ListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.product_type) params.set('product_type', filters.product_type);
  if (filters.followed) params.set('followed', 'true');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  if (view !== 'grid') params.set('view', view);
  return params;
}

/** The API query for a page of the list. */
export function listQuery({ filters, page }: ListSearch): IssuanceListQueryInput {
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.product_type && { product_type: filters.product_type }),
    ...(filters.q.trim() && { q: filters.q.trim() }),
    ...(filters.followed && { followed: 'true' as const }),
    sort: filters.sort,
    page,
  };
}
