import * as v from 'valibot';
import { DOCUMENT_VIEW_PERMISSIONS, PROJECT_PHASES, TOKEN_CARD_STATUSES, projectStatusSchema } from '../domain/project';
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

/** A project (issuance) as the API returns it: the issuance fields plus what the server tracks. */
export const projectSchema = v.object({
  ...issuanceEntries,
  id: v.union([v.number(), v.string()]),
  status: projectStatusSchema,
  phase: v.optional(v.picklist(PROJECT_PHASES)),
  card_status: v.optional(v.picklist(TOKEN_CARD_STATUSES)),
  logo: v.nullable(v.string()),
  intro_images: v.array(v.string()),
  documents: v.array(projectDocumentSchema),
  total_amount: v.number(),
  investors: v.number(),
  raised: v.number(),
  remaining_days: v.number(),
  following: v.optional(v.boolean()),
});
export type Project = v.InferOutput<typeof projectSchema>;

/** Share of the maximum fundraising already raised, 0 to 1. */
export function fundingProgress(project: Pick<Project, 'raised' | 'max_fundraising'>): number {
  if (project.max_fundraising <= 0) return 0;
  return Math.min(1, project.raised / project.max_fundraising);
}
