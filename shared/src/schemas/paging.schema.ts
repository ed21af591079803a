import * as v from 'valibot';

/** A page number or size from a query string ("2") or a JSON body (2): a whole number from 1 to `max`. */
export function pageNumber(fallback: number, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'validator.error_number'),
      v.transform(Number),
      v.number('validator.error_number'),
      v.integer('validator.error_number_integer'),
      v.minValue(1, 'validator.error_number_min'),
      v.maxValue(max, 'validator.error_number_max'),
    ),
    fallback,
  );
}

/**
 * The `meta` of every paged list the API answers. An empty list is page 1 of 1
 * (`total_pages` is at least 1), so "page N of M" always names a page there is.
 */
export const pageMetaSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total_pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;

/** The `meta` of one page of `total` rows: `total_pages` is `max(1, ceil(total / perPage))`. */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}
