import * as v from 'valibot';
import { PRODUCT_TYPES, PROJECT_STATUSES } from '../domain/project';
import { projectSchema } from './project.schema';
import { pageMetaSchema, pageNumber } from './paging.schema';

/** Orders the issuance list offers; each is computed by the database, never in the page. */
export const ISSUANCE_SORTS = ['newest', 'ending_soon', 'most_raised', 'title'] as const;
export type IssuanceSort = (typeof ISSUANCE_SORTS)[number];

export const ISSUANCE_PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_ISSUANCE_PAGE_SIZE = 12;

const INVALID = 'validator.form_field_invalid';

/** Filters, search, order and page of `GET /issuances` (query string). */
export const issuanceListQuerySchema = v.object({
  status: v.optional(v.picklist(PROJECT_STATUSES, INVALID)),
  product_type: v.optional(v.picklist(PRODUCT_TYPES, INVALID)),
  /** Free text matched against title, subtitle, token name and symbol. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validator.error_string_max'))),
  /** Only the issuances the caller follows. */
  followed: v.optional(v.pipe(v.picklist(['true', 'false'], INVALID), v.transform((value) => value === 'true'))),
  sort: v.optional(v.picklist(ISSUANCE_SORTS, INVALID), 'newest'),
  page: pageNumber(1, 10_000),
  per_page: pageNumber(DEFAULT_ISSUANCE_PAGE_SIZE, 100),
});
export type IssuanceListQueryInput = v.InferInput<typeof issuanceListQuerySchema>;
export type IssuanceListQuery = v.InferOutput<typeof issuanceListQuerySchema>;

/** A list row or token card: the project without its long texts and documents, plus what the
 * caller has done with it (followed, invested) so the list shows it without more requests. */
export const issuanceSummarySchema = v.object({
  ...v.omit(projectSchema, ['product', 'market', 'competitors', 'business_model', 'projections', 'documents']).entries,
  following: v.boolean(),
  invested: v.boolean(),
  /** Share of the soft cap reached, 0 to 1 or more; from the investments table. */
  soft_cap_progress: v.number(),
});
export type IssuanceSummary = v.InferOutput<typeof issuanceSummarySchema>;

export const issuanceListResponseSchema = v.object({
  data: v.array(issuanceSummarySchema),
  meta: pageMetaSchema,
});
export type IssuanceListResponse = v.InferOutput<typeof issuanceListResponseSchema>;

/** The full project sheet with the caller's state. */
export const issuanceDetailSchema = v.object({
  ...projectSchema.entries,
  following: v.boolean(),
  invested: v.boolean(),
  soft_cap_progress: v.number(),
  owner: v.object({ id: v.union([v.number(), v.string()]), name: v.string() }),
});
export type IssuanceDetail = v.InferOutput<typeof issuanceDetailSchema>;

export const issuanceDetailResponseSchema = v.object({ data: issuanceDetailSchema });

/** Answer of follow and unfollow. */
export const followStateSchema = v.object({ data: v.object({ id: v.union([v.number(), v.string()]), following: v.boolean() }) });
export type FollowState = v.InferOutput<typeof followStateSchema>;
