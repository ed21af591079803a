import * as v from 'valibot';
import type { StatusTone } from './investment';

/** Default project status order; the tenant's `flows.project_status` may override it. */
export const PROJECT_STATUSES = ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'] as const;
export const projectStatusSchema = v.picklist(PROJECT_STATUSES);
export type ProjectStatus = v.InferOutput<typeof projectStatusSchema>;

export const PROJECT_STATUS_TONES: { readonly [K in ProjectStatus]: StatusTone } = {
  DRAFT: 'neutral',
  VALIDATING: 'warning',
  PRE_CAMPAIGN: 'info',
  CAMPAIGN: 'success',
  CLOSED: 'neutral',
};

/** What investors and visitors may see: published projects only (the API scopes them the same). */
export const PUBLISHED_PROJECT_STATUSES = ['PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'] as const satisfies readonly ProjectStatus[];

/** The phase list the texts use (the regulator validates between validating and validated). */
export const PROJECT_PHASES = ['draft', 'pre-campaign', 'validating', 'validated', 'campaign', 'closed', 'ended', 'financed'] as const;
export const projectPhaseSchema = v.picklist(PROJECT_PHASES);
export type ProjectPhase = v.InferOutput<typeof projectPhaseSchema>;

export const PROJECT_PHASE_TONES: { readonly [K in ProjectPhase]: StatusTone } = {
  draft: 'neutral',
  'pre-campaign': 'info',
  validating: 'warning',
  validated: 'info',
  campaign: 'success',
  closed: 'neutral',
  ended: 'neutral',
  financed: 'success',
};

/** An issuance under validation cannot change phase until the regulator validates it. */
export function canChangePhase(phase: ProjectPhase): boolean {
  return phase !== 'validating';
}

export const PRODUCT_TYPES = ['debt', 'real_estate', 'leasing', 'renewables', 'music', 'art', 'others'] as const;
export const productTypeSchema = v.picklist(PRODUCT_TYPES);
export type ProductType = v.InferOutput<typeof productTypeSchema>;

export const PROJECT_MODALITIES = ['online_round', 'co_investment'] as const;
export const projectModalitySchema = v.picklist(PROJECT_MODALITIES);
export type ProjectModality = v.InferOutput<typeof projectModalitySchema>;

/** The token card's status word. */
export const TOKEN_CARD_STATUSES = ['financed', 'candidacy'] as const;
export type TokenCardStatus = (typeof TOKEN_CARD_STATUSES)[number];

export const DOCUMENT_VIEW_PERMISSIONS = ['public', 'hidden'] as const;
export type DocumentViewPermission = (typeof DOCUMENT_VIEW_PERMISSIONS)[number];

/** Subtitles are shorter than 50 characters. */
export const SUBTITLE_MAX_LENGTH = 49;

/** Days of the reflection period with a free refund. */
export const REFLECTION_PERIOD_DAYS = 4;

/** Share of the campaign at which the platform contacts the issuer about disbursement. */
export const DISBURSEMENT_CONTACT_THRESHOLD = 0.9;
