import * as v from 'valibot';

/** The filters and page the address names; a value the API would refuse is dropped on its own. */
export function readSearch<TSchema extends v.GenericSchema<Record<string, unknown>>>(schema: TSchema, params: URLSearchParams, keys: readonly string[]): v.InferOutput<TSchema> {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') delete raw[key];
  }
  const second = v.safeParse(schema, raw);
  return second.success ? second.output : v.parse(schema, {});
}

/** Sets or clears address parameters; any filter change goes back to the first page. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
