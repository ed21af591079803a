/**
 * Contract-checked answers of the issuance authoring endpoints (issue 13) for tests of any app:
 * each is parsed with the shared schema, so a fixture that drifts from the wire fails where it
 * is built.
 */
import * as v from 'valibot';
import { AUTHORING_STEPS, issuanceDraftSchema, phaseStateSchema, whitelistEntrySchema, type AuthoringStep, type IssuanceDraft, type PhaseState, type WhitelistEntry } from './authoring.schemas';

export const DRAFT_ID = 'iss-draft-1';

type DraftValues = IssuanceDraft['values'];

/** What the basics step writes. */
export const BASICS_VALUES = {
  title: 'Huerta Solar Murcia',
  subtitle: 'Community solar on farm roofs',
  slug: 'huerta-solar-murcia',
  client_uuid: null,
  product_type: 'renewables',
  modality: 'online_round',
} as const satisfies Partial<DraftValues>;

export const STORY_VALUES = {
  short_description: 'Solar panels on the roofs of twelve farms, sold to the neighbours.',
  product: 'A 2 MW installation over 12 roofs.',
  market: 'Rural cooperatives of Murcia.',
  competitors: null,
  business_model: 'Power purchase agreements for 20 years.',
  projections: null,
} as const satisfies Partial<DraftValues>;

export const MEDIA_VALUES = { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } as const satisfies Partial<DraftValues>;

export const TOKEN_VALUES = {
  token_name: 'Huerta Token',
  token_symbol: 'HSM',
  token_acronym: 'HS',
  price: '10.00',
  tokens_for_sale: 50000,
  total_amount: '500000.00',
  min_offer: '100.00',
  max_offer: '50000.00',
  soft_cap: '100000.00',
  max_fundraising: '500000.00',
  minimum_contribution: null,
  equity: null,
  premoney: null,
  campaign_duration_days: 60,
  start_date: '2027-01-10',
  end_date: '2027-03-11',
  expiry_date: null,
  smart_contract_address: null,
} as const satisfies Partial<DraftValues>;

const EMPTY_VALUES: DraftValues = {
  ...BASICS_VALUES,
  short_description: null,
  product: null,
  market: null,
  competitors: null,
  business_model: null,
  projections: null,
  video_url: null,
  token_name: null,
  token_symbol: null,
  token_acronym: null,
  price: null,
  tokens_for_sale: null,
  total_amount: null,
  min_offer: null,
  max_offer: null,
  soft_cap: null,
  max_fundraising: null,
  minimum_contribution: null,
  equity: null,
  premoney: null,
  campaign_duration_days: null,
  start_date: null,
  end_date: null,
  expiry_date: null,
  smart_contract_address: null,
};

const PITCH_DECK = { id: 'doc-1', name: 'Pitch deck.pdf', url: 'http://localhost:8031/api/v2/pfp/issuances/iss-draft-1/documents/doc-1', view_permission: 'hidden', expires_at: null } as const;

/** A draft just created (basics done), unless the overrides say more. */
export function issuanceDraft(overrides: Partial<Omit<IssuanceDraft, 'values'>> & { values?: Partial<DraftValues> } = {}): IssuanceDraft {
  const { values, ...rest } = overrides;
  return v.parse(issuanceDraftSchema, {
    id: DRAFT_ID,
    status: 'DRAFT',
    phase: 'draft',
    steps_done: ['basics'],
    logo: null,
    intro_images: [],
    documents: [],
    locked_fields: [],
    editable: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...rest,
    values: { ...EMPTY_VALUES, ...values },
  });
}

/** A draft whose steps up to and including `last` are done, with what those steps write. */
export function draftThrough(last: AuthoringStep, overrides: Parameters<typeof issuanceDraft>[0] = {}): IssuanceDraft {
  const steps = AUTHORING_STEPS.slice(0, AUTHORING_STEPS.indexOf(last) + 1);
  const has = (step: AuthoringStep) => steps.includes(step);
  return issuanceDraft({
    steps_done: [...steps],
    logo: has('media') ? { id: 'img-logo', url: 'https://picsum.photos/seed/huerta-logo/200' } : null,
    intro_images: has('media') ? [{ id: 'img-1', url: 'https://picsum.photos/seed/huerta-1/800/450' }] : [],
    documents: has('documents') ? [PITCH_DECK] : [],
    ...overrides,
    values: {
      ...(has('story') ? STORY_VALUES : {}),
      ...(has('media') ? MEDIA_VALUES : {}),
      ...(has('token') ? TOKEN_VALUES : {}),
      ...overrides.values,
    },
  });
}

/** The phase panel of a draft that an entrepreneur may submit (every step done). */
export function phaseState(overrides: Partial<PhaseState> = {}): PhaseState {
  return v.parse(phaseStateSchema, {
    status: 'DRAFT',
    phase: 'draft',
    order: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'],
    validation: 'none',
    validation_message: null,
    validated_at: null,
    moves: [{ to: 'VALIDATING', blocked_by: [] }],
    missing_steps: [],
    history: [
      { at: '2026-11-20T10:00:00.000Z', by: { id: 'user-7', name: 'Sol Energía SL' }, action: 'created', detail: null },
      { at: '2026-11-21T09:30:00.000Z', by: { id: 'user-7', name: 'Sol Energía SL' }, action: 'step_saved', detail: 'token' },
    ],
    ...overrides,
  });
}

/** Submitted and waiting for the regulator: no move until a manager records the decision. */
export function validatingPhaseState(overrides: Partial<PhaseState> = {}): PhaseState {
  return phaseState({
    status: 'VALIDATING',
    phase: 'validating',
    validation: 'pending',
    moves: [{ to: 'PRE_CAMPAIGN', blocked_by: ['issuance_under_validation'] }],
    ...overrides,
  });
}

export function whitelistEntry(overrides: Partial<WhitelistEntry> = {}): WhitelistEntry {
  return v.parse(whitelistEntrySchema, {
    id: 'wl-1',
    email: 'lucia@example.com',
    added_at: '2026-11-21T09:30:00.000Z',
    added_by: 'Marta Gil',
    registered: true,
    ...overrides,
  });
}

/** A private round's list: one registered investor and one invited e-mail. */
export function demoWhitelist(): WhitelistEntry[] {
  return [whitelistEntry(), whitelistEntry({ id: 'wl-2', email: 'invited@example.org', registered: false })];
}
