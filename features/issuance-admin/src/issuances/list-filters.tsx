import { useCallback } from 'react';
import { IssuanceListFilters } from 'shared/issuances';
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
  return <IssuanceListFilters query={query} text={text} onText={setText} statuses={statuses} onChange={onChange} onClear={onClear} showFollowed={showFollowed} />;
}
