/**
 * Contract-checked sample issuances for tests of any app: each is parsed with the shared
 * schema, so a fixture that drifts from the HTTP contract fails where it is built.
 */
import * as v from 'valibot';
import {
  issuanceDetailSchema,
  issuanceListResponseSchema,
  issuanceSummarySchema,
  type IssuanceDetail,
  type IssuanceListResponse,
  type IssuanceSummary,
} from '../schemas/issuance-list.schema';

const base = {
  id: 1,
  title: 'Solar Park Almeria',
  subtitle: '5 MW photovoltaic plant',
  slug: 'solar-park-almeria',
  video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  short_description: 'A photovoltaic plant in the south of Spain.',
  product_type: 'renewables',
  modality: 'co_investment',
  token_name: 'Solar Park Token',
  token_symbol: 'SPA',
  token_acronym: 'SP',
  price: '10.00',
  tokens_for_sale: 50000,
  min_offer: '10.00',
  max_offer: '50000.00',
  soft_cap: '150000.00',
  max_fundraising: '500000.00',
  campaign_duration_days: 120,
  start_date: '2026-10-01',
  end_date: '2027-01-29',
  expiry_date: '2030-01-29',
  minimum_contribution: '10.00',
  status: 'CAMPAIGN',
  phase: 'campaign',
  card_status: 'candidacy',
  logo: 'http://localhost:8031/api/v2/pfp/files/5a1e0000-0000-4000-8000-000000000001',
  intro_images: ['http://localhost:8031/api/v2/pfp/files/5a1e0000-0000-4000-8000-000000000002'],
  total_amount: '500000.00',
  investors: 12,
  raised: '120000.00',
  remaining_days: 69,
  following: false,
  invested: false,
  soft_cap_progress: 0.8,
} as const;

export function issuanceSummary(overrides: Partial<IssuanceSummary> = {}): IssuanceSummary {
  return v.parse(issuanceSummarySchema, { ...base, ...overrides });
}

export function issuanceDetail(overrides: Partial<IssuanceDetail> = {}): IssuanceDetail {
  return v.parse(issuanceDetailSchema, {
    ...base,
    product: 'Panels on 10 hectares, sold to the grid.',
    market: 'A growing regional market with stable demand.',
    competitors: 'Two established players.',
    business_model: 'Revenue is shared with token holders.',
    projections: 'Break-even in year two.',
    documents: [
      { id: 1, name: 'Pitch deck', url: 'http://localhost:8031/files/1', view_permission: 'public', expires_at: '2027-06-01' },
      { id: 2, name: 'Term sheet', url: 'http://localhost:8031/files/2', view_permission: 'public', expires_at: null },
    ],
    owner: { id: 7, name: 'Green Energy SL' },
    ...overrides,
  });
}

export function issuanceList(data: IssuanceSummary[], meta: Partial<IssuanceListResponse['meta']> = {}): IssuanceListResponse {
  return v.parse(issuanceListResponseSchema, {
    data,
    meta: { page: 1, per_page: 12, total: data.length, total_pages: 1, ...meta },
  });
}
