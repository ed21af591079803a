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

/** The `meta` of every paged list the API answers. */
export const pageMetaSchema = v.object({
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  total_pages: v.number(),
});
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;
