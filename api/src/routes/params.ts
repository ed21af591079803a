import * as v from 'valibot';

/**
 * The path parameters of every route, in one place. An id is any text here: a malformed one
 * names no row, so the route answers its own 404 (`issuance_not_found`, `investment_not_found`…)
 * exactly as for an id that does not exist, never a 400 that would tell the two apart.
 */
const segment = v.string();

export const idParam = v.object({ id: segment });
export const slugParam = v.object({ slug: segment });

/** Several named segments (`/issuances/:id/documents/:documentId`). */
export function pathParams<const Names extends readonly string[]>(...names: Names) {
  return v.object(Object.fromEntries(names.map((name) => [name, segment])) as { [Name in Names[number]]: typeof segment });
}
