import type { AuthoringStep, IssuanceHistoryAction } from 'shared';

// The message keys of values the screens show, written out so the unused-message check sees each.

export const STEP_LABELS = {
  basics: 'authoring.step.basics',
  story: 'authoring.step.story',
  media: 'authoring.step.media',
  documents: 'authoring.step.documents',
  token: 'authoring.step.token',
} as const satisfies Record<AuthoringStep, string>;

/** Why a step was not saved, by the API's error key. */
export const STEP_REFUSALS = {
  slug_taken: 'authoring.refused.slug_taken',
  issuance_fields_locked: 'authoring.refused.issuance_fields_locked',
  issuance_not_editable: 'authoring.refused.issuance_not_editable',
  document_required: 'authoring.refused.document_required',
  failed: 'authoring.refused.failed',
} as const;
export type StepRefusal = keyof typeof STEP_REFUSALS;

export const SLUG_STATES = {
  checking: 'authoring.basics.slug_checking',
  available: 'authoring.basics.slug_available',
  taken: 'authoring.basics.slug_taken',
} as const;

export const STORY_LABELS = {
  short_description: 'authoring.story.short_description',
  product: 'authoring.story.product',
  market: 'authoring.story.market',
  competitors: 'authoring.story.competitors',
  business_model: 'authoring.story.business_model',
  projections: 'authoring.story.projections',
} as const;

export const PERMISSION_LABELS = {
  public: 'authoring.documents.permission_public',
  hidden: 'authoring.documents.permission_hidden',
} as const;

export const TOKEN_LABELS = {
  token_name: 'authoring.token.token_name',
  token_symbol: 'authoring.token.token_symbol',
  token_acronym: 'authoring.token.token_acronym',
  price: 'authoring.token.price',
  tokens_for_sale: 'authoring.token.tokens_for_sale',
  min_offer: 'authoring.token.min_offer',
  max_offer: 'authoring.token.max_offer',
  soft_cap: 'authoring.token.soft_cap',
  max_fundraising: 'authoring.token.max_fundraising',
  minimum_contribution: 'authoring.token.minimum_contribution',
  equity: 'authoring.token.equity',
  premoney: 'authoring.token.premoney',
  start_date: 'authoring.token.start_date',
  end_date: 'authoring.token.end_date',
  expiry_date: 'authoring.token.expiry_date',
  smart_contract_address: 'authoring.token.smart_contract_address',
} as const;

/** Why a phase move was refused, by the API's error key. */
export const MOVE_REFUSALS = {
  issuance_under_validation: 'phases.refused.issuance_under_validation',
  issuance_incomplete: 'phases.refused.issuance_incomplete',
  phase_transition_not_allowed: 'phases.refused.phase_transition_not_allowed',
  phase_transition_forbidden: 'phases.refused.phase_transition_forbidden',
  failed: 'phases.refused.failed',
} as const;
export type MoveRefusal = keyof typeof MOVE_REFUSALS;

/** What a history entry says was done. */
export const HISTORY_ACTIONS = {
  created: 'phases.action.created',
  step_saved: 'phases.action.step_saved',
  phase_changed: 'phases.action.phase_changed',
  validated: 'phases.action.validated',
  validation_rejected: 'phases.action.validation_rejected',
  document_added: 'phases.action.document_added',
  document_changed: 'phases.action.document_changed',
  document_removed: 'phases.action.document_removed',
  image_added: 'phases.action.image_added',
  image_removed: 'phases.action.image_removed',
  logo_changed: 'phases.action.logo_changed',
  logo_removed: 'phases.action.logo_removed',
  whitelist_changed: 'phases.action.whitelist_changed',
} as const satisfies Record<IssuanceHistoryAction, string>;
