import type { IssuanceDetail, IssuanceListResponse, IssuanceSummary } from 'shared';

/** An issuance as the list answer carries it, valid against the shared schema. */
export function summary(overrides: Partial<IssuanceSummary> = {}): IssuanceSummary {
  return {
    id: 'iss-1',
    title: 'Solar Park Almería',
    subtitle: '5 MW photovoltaic plant',
    slug: 'solar-park-almeria',
    short_description: 'A photovoltaic plant in the south of Spain.',
    product_type: 'renewables',
    modality: 'online_round',
    token_name: 'Solar Almería',
    token_symbol: 'SOLAR',
    price: 10,
    tokens_for_sale: 50000,
    min_offer: 100,
    max_offer: 10000,
    soft_cap: 100000,
    max_fundraising: 500000,
    campaign_duration_days: 120,
    start_date: '2026-10-01',
    end_date: '2027-01-29',
    status: 'CAMPAIGN',
    phase: 'campaign',
    card_status: 'candidacy',
    logo: null,
    intro_images: [],
    total_amount: 500000,
    investors: 3,
    raised: 25000,
    remaining_days: 69,
    following: false,
    invested: false,
    soft_cap_progress: 0.25,
    ...overrides,
  };
}

export function listAnswer(rows: IssuanceSummary[], meta: Partial<IssuanceListResponse['meta']> = {}): IssuanceListResponse {
  return { data: rows, meta: { page: 1, per_page: 12, total: rows.length, total_pages: rows.length > 0 ? 1 : 0, ...meta } };
}

export function detail(overrides: Partial<IssuanceDetail> = {}): IssuanceDetail {
  const { following, invested, soft_cap_progress, ...project } = summary();
  return {
    ...project,
    following,
    invested,
    soft_cap_progress,
    product: 'Photovoltaic panels on 12 hectares.',
    documents: [],
    owner: { id: 'user-7', name: 'Sol Energía SL' },
    ...overrides,
  };
}
