import { useCallback } from 'react';
import { IssuanceFilters } from 'shared/issuances';
import type { AddressChanges } from 'host/platform';
import type { IssuanceListQuery, ProjectStatus } from 'shared';
import { useSearchText } from 'shared/ui';


type ListFiltersProps = {
  query: IssuanceListQuery;
  statuses: readonly ProjectStatus[];
  onChange: (changes: AddressChanges, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Offer "only the issuances I follow". */
  showFollowed?: boolean;
};

/**
 * The shared filters bound to the address. What the person types stays theirs: the list
 * follows once typing pauses, and a failed or empty answer never clears the field.
 */
export function ListFilters({ query, statuses, onChange, onClear, showFollowed = false }: ListFiltersProps) {
  const search = useCallback((q: string) => onChange({ q }, { replace: true }), [onChange]);
  const [text, setText] = useSearchText(query.q ?? '', search);

  return (
    <IssuanceFilters
      statuses={statuses}
      showFollowed={showFollowed}
      value={{ status: query.status, product_type: query.product_type, q: text, sort: query.sort, followed: query.followed }}
      onChange={(next) => {
        setText(next.q);
        if (next.status !== query.status) onChange({ status: next.status });
        if (next.product_type !== query.product_type) onChange({ product_type: next.product_type });
        if (next.sort !== query.sort) onChange({ sort: next.sort === 'newest' ? undefined : next.sort });
        if (Boolean(next.followed) !== Boolean(query.followed)) onChange({ followed: next.followed ? 'true' : undefined });
      }}
      onClear={() => {
        setText('');
        onClear();
      }}
    />
  );
}
