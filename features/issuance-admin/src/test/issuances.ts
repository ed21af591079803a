import type { IssuanceDetail, IssuanceListResponse, IssuanceSummary } from 'shared';
import { issuanceDetail, issuanceList, issuanceSummary } from 'shared/issuances/testing';

/** The figures these tests read on screen, over the shared contract-checked samples. */
const SOLAR = {
  id: 'iss-1',
  title: 'Solar Park Almería',
  subtitle: '5 MW photovoltaic plant',
  token_symbol: 'SOLAR',
  soft_cap: '100000.00',
  investors: 3,
  raised: '25000.00',
  remaining_days: 69,
  soft_cap_progress: 0.25,
  phase: 'campaign',
} as const;

export function summary(overrides: Partial<IssuanceSummary> = {}): IssuanceSummary {
  return issuanceSummary({ ...SOLAR, ...overrides });
}

/** A draft nobody has invested in yet: `iss-2` unless said otherwise. */
export function draftSummary(overrides: Partial<IssuanceSummary> = {}): IssuanceSummary {
  return summary({ id: 'iss-2', status: 'DRAFT', phase: 'draft', investors: 0, raised: '0.00', soft_cap_progress: 0, ...overrides });
}

export function detail(overrides: Partial<IssuanceDetail> = {}): IssuanceDetail {
  return issuanceDetail({
    ...SOLAR,
    product: 'Photovoltaic panels on 12 hectares.',
    documents: [],
    owner: { id: 'user-7', name: 'Sol Energía SL' },
    ...overrides,
  });
}

export function listAnswer(rows: IssuanceSummary[], meta: Partial<IssuanceListResponse['meta']> = {}): IssuanceListResponse {
  return issuanceList(rows, meta);
}
