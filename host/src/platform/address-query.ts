import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';

type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;
export type AddressChanges = Readonly<Record<string, string | undefined>>;

/** A value the schema refuses (an unknown status, a page of "abc") is dropped on its own, so
 * the rest of a hand-edited or outdated address still applies. */
function parseAddress<S extends QuerySchema>(schema: S, params: URLSearchParams): v.InferOutput<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.entries)) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const first = v.safeParse(schema, raw);
  if (first.success) return first.output;
  for (const issue of first.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') delete raw[key];
  }
  const second = v.safeParse(schema, raw);
  return second.success ? second.output : v.parse(schema, {});
}

/**
 * A list's filters, search and page in the address, read through the list's query schema (the
 * one the API validates with), so a list can be shared, reloaded and walked back. A change of
 * anything but the page goes back to the first page; an empty value removes its parameter.
 */
export function useAddressQuery<S extends QuerySchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseAddress(schema, searchParams), [schema, searchParams]);

  const update = useCallback(
    (changes: AddressChanges, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return { query, search: searchParams.toString(), update };
}
