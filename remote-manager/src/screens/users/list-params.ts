import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { userListQuerySchema, type UserListQuery } from 'shared';

/** The list's own address parameters; `role_group` is not one: the members list sets it. */
const ADDRESS_PARAMS = ['role', 'kyc_status', 'flag', 'registered_from', 'registered_to', 'q', 'page', 'per_page'] as const;
type AddressParam = (typeof ADDRESS_PARAMS)[number];
export type UserListChanges = Partial<Record<AddressParam, string | undefined>>;

const CLEARED_USER_FILTERS: UserListChanges = {
  role: undefined,
  kyc_status: undefined,
  flag: undefined,
  registered_from: undefined,
  registered_to: undefined,
  q: undefined,
};

/** Reads the query from the address one parameter at a time, so a stale or hand-edited value
 * is dropped on its own instead of emptying every filter. */
function readUserListParams(search: URLSearchParams): UserListQuery {
  const input: Record<string, string> = {};
  for (const name of ADDRESS_PARAMS) {
    const value = search.get(name);
    if (value && v.is(userListQuerySchema.entries[name], value)) input[name] = value;
  }
  return v.parse(userListQuerySchema, input);
}

/** Filters, search and page live in the address, so a list can be shared, reloaded, walked back
 * with the browser, and found again after a simulation. A filter change goes back to page 1. */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readUserListParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: UserListChanges, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => update(CLEARED_USER_FILTERS), [update]);
  const filtered = Boolean(query.role || query.kyc_status || query.flag || query.registered_from || query.registered_to || query.q);

  return { query, update, clearFilters, filtered, search: searchParams.toString() };
}
