import * as v from 'valibot';
import { DOCUMENT_VIEW_PERMISSIONS, PROJECT_PHASES, TOKEN_CARD_STATUSES, projectStatusSchema } from '../domain/project';
import { moneyRatio, moneySchema } from '../money';
import { issuanceEntries } from './issuance.schema';

export const projectDocumentSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  url: v.string(),
  /** Pitch decks may be public or hidden. */
  view_permission: v.picklist(DOCUMENT_VIEW_PERMISSIONS),
  expires_at: v.nullable(v.string()),
});
export type ProjectDocument = v.InferOutput<typeof projectDocumentSchema>;

/**
 * The texts of a project as read back: any string. The form's rules (length, the text-safety
 * check) guard what is written; what is already stored (an import, an older rule, the back office)
 * is shown as text by React, so one project breaking today's rules must not make a whole list or
 * sheet fail to load for every reader.
 */
const storedTexts = {
  title: v.string(),
  subtitle: v.string(),
  short_description: v.string(),
  video_url: v.optional(v.string()),
  product: v.optional(v.string()),
  market: v.optional(v.string()),
  competitors: v.optional(v.string()),
  business_model: v.optional(v.string()),
  projections: v.optional(v.string()),
  token_name: v.string(),
  token_symbol: v.string(),
  token_acronym: v.optional(v.string()),
};

/** Amounts as read back: exact decimal strings ("1500.00"), never floats (see `shared/src/money`). */
const storedAmounts = {
  price: moneySchema,
  min_offer: moneySchema,
  max_offer: moneySchema,
  soft_cap: moneySchema,
  max_fundraising: moneySchema,
  premoney: v.optional(moneySchema),
  minimum_contribution: v.optional(moneySchema),
};

/** A project (issuance) as the API returns it: the issuance fields plus what the server tracks. */
export const projectSchema = v.object({
  ...issuanceEntries,
  ...storedTexts,
  ...storedAmounts,
  id: v.union([v.number(), v.string()]),
  status: projectStatusSchema,
  phase: v.optional(v.picklist(PROJECT_PHASES)),
  card_status: v.optional(v.picklist(TOKEN_CARD_STATUSES)),
  logo: v.nullable(v.string()),
  intro_images: v.array(v.string()),
  documents: v.array(projectDocumentSchema),
  total_amount: moneySchema,
  investors: v.number(),
  raised: moneySchema,
  remaining_days: v.number(),
  following: v.optional(v.boolean()),
});
export type Project = v.InferOutput<typeof projectSchema>;

/** Share of the maximum fundraising already raised, 0 to 1. */
export function fundingProgress(project: Pick<Project, 'raised' | 'max_fundraising'>): number {
  return Math.min(1, moneyRatio(project.raised, project.max_fundraising));
}
