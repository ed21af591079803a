import * as v from 'valibot';
import { DOCUMENT_VIEW_PERMISSIONS, PROJECT_PHASES, PROJECT_STATUSES, SUBTITLE_MAX_LENGTH } from '../domain/project';
import { compareMoney, moneySchema, multiplyMoney } from '../money';
import { issuanceEntries } from '../schemas/issuance.schema';
import { projectDocumentSchema } from '../schemas/project.schema';
import { fieldRule } from '../validation/rule';
import { choice, emailArray, form, freeText, optional, totalFitsMoney } from '../validation/rules';

/**
 * The wire of issuance authoring (issue 13, spec sections 2-5): a draft created by its first
 * step and completed step by step, the phase machine with the regulator's validation lock, and
 * the whitelist of a private round. The API validates with these; the create/edit screens of
 * both areas (one implementation in features/issuance-admin) validate each step with the same
 * schema and parse the API's answers with the answer schemas.
 */

const INVALID = 'validator.form_field_invalid';
const isoTimestamp = v.string();

/** The form's steps, in the order the screen walks them. Logo and images are uploads of the media step. */
export const AUTHORING_STEPS = ['basics', 'story', 'media', 'documents', 'token'] as const;
export type AuthoringStep = (typeof AUTHORING_STEPS)[number];
export const authoringStepSchema = v.picklist(AUTHORING_STEPS, INVALID);

/** Limits of the uploads (spec section 8: image too large, max images); the API checks the same. Documents stay within the API's 10 MB multipart limit. */
export const MAX_INTRO_IMAGES = 10;
export const IMAGE_MAX_MB = 5;
export const DOCUMENT_MAX_MB = 10;

// ---------------------------------------------------------------- the steps (request bodies)

/** POST /issuances (creates the draft) and PATCH /issuances/:id/steps/basics. */
export const basicsStepSchema = form({
  title: issuanceEntries.title,
  subtitle: issuanceEntries.subtitle,
  slug: issuanceEntries.slug,
  client_uuid: issuanceEntries.client_uuid,
  product_type: issuanceEntries.product_type,
  modality: issuanceEntries.modality,
});
export type BasicsStepInput = v.InferInput<typeof basicsStepSchema>;
export type BasicsStep = v.InferOutput<typeof basicsStepSchema>;

/** PATCH /issuances/:id/steps/story. */
export const storyStepSchema = form({
  short_description: issuanceEntries.short_description,
  product: issuanceEntries.product,
  market: issuanceEntries.market,
  competitors: issuanceEntries.competitors,
  business_model: issuanceEntries.business_model,
  projections: issuanceEntries.projections,
});
export type StoryStep = v.InferOutput<typeof storyStepSchema>;

/** PATCH /issuances/:id/steps/media: the video link; the logo and images are uploaded on their own (POST /issuances/:id/images). */
export const mediaStepSchema = form({ video_url: issuanceEntries.video_url });
export type MediaStep = v.InferOutput<typeof mediaStepSchema>;

/** PATCH /issuances/:id/steps/documents: nothing to send but the step being done; documents are uploaded on their own. A pitch deck is required. */
export const documentsStepSchema = v.object({});

/** PATCH /issuances/:id/documents/:documentId: a document's permission and expiry. */
export const documentSettingsSchema = form({
  view_permission: choice(DOCUMENT_VIEW_PERMISSIONS),
  expires_at: issuanceEntries.expiry_date,
});

/**
 * PATCH /issuances/:id/steps/token: the token and the round. The total amount is price × tokens,
 * computed (never typed); the campaign duration is the days from start to end, computed too.
 * Cross-field rules, each on the field the user must change: soft cap ≤ max fundraising
 * (error_soft_cap), min offer ≤ max offer (error_offer_range), end after start (error_date_order),
 * max fundraising ≤ the total for sale (error_max_fundraising_total), the minimum contribution
 * within the offer range (error_minimum_contribution).
 */
export const tokenStepSchema = v.pipe(
  form({
    token_name: issuanceEntries.token_name,
    token_symbol: issuanceEntries.token_symbol,
    token_acronym: issuanceEntries.token_acronym,
    price: issuanceEntries.price,
    tokens_for_sale: issuanceEntries.tokens_for_sale,
    min_offer: issuanceEntries.min_offer,
    max_offer: issuanceEntries.max_offer,
    soft_cap: issuanceEntries.soft_cap,
    max_fundraising: issuanceEntries.max_fundraising,
    minimum_contribution: issuanceEntries.minimum_contribution,
    equity: issuanceEntries.equity,
    premoney: issuanceEntries.premoney,
    start_date: issuanceEntries.start_date,
    end_date: issuanceEntries.end_date,
    expiry_date: issuanceEntries.expiry_date,
    smart_contract_address: issuanceEntries.smart_contract_address,
  }),
  fieldRule('end_date', ['start_date', 'end_date'], (input) => input.end_date > input.start_date, 'validator.error_date_order'),
  fieldRule('soft_cap', ['soft_cap', 'max_fundraising'], (input) => compareMoney(input.soft_cap, input.max_fundraising) <= 0, 'validator.error_soft_cap'),
  fieldRule('min_offer', ['min_offer', 'max_offer'], (input) => compareMoney(input.min_offer, input.max_offer) <= 0, 'validator.error_offer_range'),
  // The round's total amount, price × tokens, is stored in a money column.
  totalFitsMoney('tokens_for_sale', 'price'),
  fieldRule(
    'max_fundraising',
    ['max_fundraising', 'price', 'tokens_for_sale'],
    (input) => compareMoney(input.max_fundraising, totalForSale(input.price, input.tokens_for_sale)) <= 0,
    'validator.error_max_fundraising_total',
  ),
  fieldRule(
    'minimum_contribution',
    ['minimum_contribution', 'max_offer'],
    (input) => input.minimum_contribution === undefined || compareMoney(input.minimum_contribution, input.max_offer) <= 0,
    'validator.error_minimum_contribution',
  ),
);
export type TokenStepInput = v.InferInput<typeof tokenStepSchema>;
export type TokenStep = v.InferOutput<typeof tokenStepSchema>;

/** The total amount of a round: price × tokens for sale, exact. */
export function totalForSale(price: string, tokensForSale: number): string {
  return multiplyMoney(price, tokensForSale);
}

/** The body schema of each step's PATCH. */
export const STEP_SCHEMAS = {
  basics: basicsStepSchema,
  story: storyStepSchema,
  media: mediaStepSchema,
  documents: documentsStepSchema,
  token: tokenStepSchema,
} as const;

/** Once the campaign has orders, these cannot change (409 issuance_fields_locked). */
export const FIELDS_LOCKED_BY_ORDERS = ['price', 'tokens_for_sale'] as const;

// ---------------------------------------------------------------- the draft (answer)

/** GET /issuances/slug-availability?slug=…&except=<id>: is the slug free in the tenant (the draft's own slug counts as free). */
export const slugAvailabilityQuerySchema = v.object({
  slug: issuanceEntries.slug,
  except: v.optional(v.string()),
});
export const slugAvailabilitySchema = v.object({ data: v.object({ slug: v.string(), available: v.boolean() }) });

const nullableText = v.nullable(v.string());

/**
 * GET /issuances/:id/draft, and the answer of every step: what is stored so far (fields not yet
 * written are null), which steps are complete, the files, and what the caller may still change.
 */
export const issuanceDraftSchema = v.object({
  id: v.string(),
  status: v.picklist(PROJECT_STATUSES),
  phase: v.picklist(PROJECT_PHASES),
  steps_done: v.array(v.picklist(AUTHORING_STEPS)),
  values: v.object({
    title: v.string(),
    subtitle: v.pipe(v.string(), v.maxLength(SUBTITLE_MAX_LENGTH * 4)),
    slug: v.string(),
    client_uuid: nullableText,
    product_type: issuanceEntries.product_type,
    modality: issuanceEntries.modality,
    short_description: nullableText,
    product: nullableText,
    market: nullableText,
    competitors: nullableText,
    business_model: nullableText,
    projections: nullableText,
    video_url: nullableText,
    token_name: nullableText,
    token_symbol: nullableText,
    token_acronym: nullableText,
    price: v.nullable(moneySchema),
    tokens_for_sale: v.nullable(v.number()),
    total_amount: v.nullable(moneySchema),
    min_offer: v.nullable(moneySchema),
    max_offer: v.nullable(moneySchema),
    soft_cap: v.nullable(moneySchema),
    max_fundraising: v.nullable(moneySchema),
    minimum_contribution: v.nullable(moneySchema),
    equity: nullableText,
    premoney: v.nullable(moneySchema),
    campaign_duration_days: v.nullable(v.number()),
    start_date: nullableText,
    end_date: nullableText,
    expiry_date: nullableText,
    smart_contract_address: nullableText,
  }),
  logo: v.nullable(v.object({ id: v.string(), url: v.string() })),
  intro_images: v.array(v.object({ id: v.string(), url: v.string() })),
  documents: v.array(projectDocumentSchema),
  /** Fields the caller cannot change now (FIELDS_LOCKED_BY_ORDERS once there are orders). */
  locked_fields: v.array(v.string()),
  /** False for an entrepreneur once the draft left DRAFT: only managers edit it then. */
  editable: v.boolean(),
  updated_at: isoTimestamp,
});
export type IssuanceDraft = v.InferOutput<typeof issuanceDraftSchema>;
export const issuanceDraftResponseSchema = v.object({ data: issuanceDraftSchema });

// ---------------------------------------------------------------- phases and validation

/** The regulator's validation of an issuance in VALIDATING (managers act as its channel). */
export const VALIDATION_STATES = ['none', 'pending', 'validated', 'rejected'] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];

/** One move the caller may make now. `confirm` is always asked on screen; `needs` lists what blocks it. */
const phaseMoveSchema = v.object({
  to: v.picklist(PROJECT_STATUSES),
  /** Empty when the move can be made; else the reasons (issuance_incomplete, issuance_under_validation). */
  blocked_by: v.array(v.string()),
});

/** What an issuance's history records: the audit log's `issuance.*` actions, without the prefix. */
export const ISSUANCE_HISTORY_ACTIONS = [
  'created',
  'step_saved',
  'phase_changed',
  'validated',
  'validation_rejected',
  'document_added',
  'document_changed',
  'document_removed',
  'image_added',
  'image_removed',
  'logo_changed',
  'logo_removed',
  'whitelist_changed',
] as const;
export type IssuanceHistoryAction = (typeof ISSUANCE_HISTORY_ACTIONS)[number];

/** GET /issuances/:id/phase and the answer of each move. */
export const phaseStateSchema = v.object({
  status: v.picklist(PROJECT_STATUSES),
  phase: v.picklist(PROJECT_PHASES),
  /** The tenant's `flows.project_status` order (default PROJECT_STATUSES). */
  order: v.array(v.picklist(PROJECT_STATUSES)),
  validation: v.picklist(VALIDATION_STATES),
  validation_message: nullableText,
  validated_at: v.nullable(isoTimestamp),
  moves: v.array(phaseMoveSchema),
  /** Steps still missing before the draft can be submitted. */
  missing_steps: v.array(v.picklist(AUTHORING_STEPS)),
  history: v.array(
    v.object({
      at: isoTimestamp,
      by: v.object({ id: v.string(), name: v.string() }),
      /** One of ISSUANCE_HISTORY_ACTIONS; a string, so an older screen still shows an action added later. */
      action: v.string(),
      detail: v.nullable(v.string()),
    }),
  ),
});
export type PhaseState = v.InferOutput<typeof phaseStateSchema>;
export const phaseStateResponseSchema = v.object({ data: phaseStateSchema });

/**
 * POST /issuances/:id/phase. Refusals: 409 issuance_under_validation (VALIDATING not yet
 * validated), 409 phase_transition_not_allowed, 409 issuance_incomplete (with missing_steps),
 * 403 phase_transition_forbidden (an entrepreneur's move beyond submitting).
 */
export const phaseChangeRequestSchema = form({ to: choice(PROJECT_STATUSES) });

/** POST /issuances/:id/validation (managers): the regulator's answer; a rejection needs a message and returns the draft to DRAFT. */
export const validationDecisionSchema = v.variant('decision', [
  form({ decision: v.literal('validated'), message: optional(freeText({ max: 2000 })) }),
  // form(): a rejection without a message reads "cannot be blank", like any required field.
  form({ decision: v.literal('rejected'), message: freeText({ min: 3, max: 2000 }) }),
]);
export type ValidationDecision = v.InferOutput<typeof validationDecisionSchema>;

// ---------------------------------------------------------------- whitelist

/** GET /issuances/:id/whitelist. While `entries` is not empty, only those e-mails may order (403 not_whitelisted to others). */
export const whitelistEntrySchema = v.object({
  id: v.string(),
  email: v.string(),
  added_at: isoTimestamp,
  added_by: v.string(),
  /** Whether a user of the tenant has that e-mail. */
  registered: v.boolean(),
});
export type WhitelistEntry = v.InferOutput<typeof whitelistEntrySchema>;
export const whitelistResponseSchema = v.object({ data: v.object({ entries: v.array(whitelistEntrySchema) }) });
export type Whitelist = v.InferOutput<typeof whitelistResponseSchema>['data'];

/** POST /issuances/:id/whitelist: adds e-mails (pasted, or read from a CSV on the page), lower-cased, duplicates ignored (emailArray rule). */
export const whitelistAddSchema = form({ emails: emailArray() });
export const whitelistAddResponseSchema = v.object({
  data: v.object({ added: v.number(), already_listed: v.number(), entries: v.array(whitelistEntrySchema) }),
});

/** The largest list one request may add. */
export const WHITELIST_MAX_PER_REQUEST = 1000;

/** DELETE /issuances/:id/whitelist/:entryId answers the whitelist that remains (whitelistResponseSchema). */
