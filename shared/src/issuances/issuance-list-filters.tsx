import type { ProjectStatus } from '../domain/project';
import type { IssuanceListQuery } from '../schemas/issuance-list.schema';
import { IssuanceFilters } from './issuance-filters';
import type { ListParamChanges } from './list-params';

export type IssuanceListFiltersProps = {
  /** The list's query as the address holds it. */
  query: IssuanceListQuery;
  /** What the search box shows, from the kit's `useSearchText`: the list follows once typing pauses. */
  text: string;
  onText: (text: string) => void;
  statuses: readonly ProjectStatus[];
  /** A filter or the order changed: only what changed, ready for the address. */
  onChange: (changes: ListParamChanges) => void;
  onClear: () => void;
  /** Offer "only the issuances I follow". */
  showFollowed?: boolean;
};

/**
 * The issuance filters bound to a list's address query: each change is one address change,
 * and the search box keeps what the person types (a failed or empty answer never clears it).
 */
export function IssuanceListFilters({ query, text, onText, statuses, onChange, onClear, showFollowed = false }: IssuanceListFiltersProps) {
  return (
    <IssuanceFilters
      statuses={statuses}
      showFollowed={showFollowed}
      value={{ status: query.status, product_type: query.product_type, q: text, sort: query.sort, followed: query.followed }}
      onChange={(next) => {
        onText(next.q);
        if (next.status !== query.status) onChange({ status: next.status });
        if (next.product_type !== query.product_type) onChange({ product_type: next.product_type });
        if (next.sort !== query.sort) onChange({ sort: next.sort === 'newest' ? undefined : next.sort });
        if (Boolean(next.followed) !== Boolean(query.followed)) onChange({ followed: next.followed ? 'true' : undefined });
      }}
      onClear={() => {
        onText('');
        onClear();
      }}
    />
  );
}
