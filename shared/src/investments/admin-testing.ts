/**
 * Contract-checked answers of the managers' and entrepreneurs' investment endpoints (issue 11)
 * for tests of any app: each is parsed with the shared schema, so a fixture that drifts from the
 * wire fails where it is built.
 */
import * as v from 'valibot';
import { addMoney } from '../money';
import {
  issuanceInvestorListResponseSchema,
  issuanceInvestorSchema,
  managedInvestmentListResponseSchema,
  managedInvestmentSchema,
  tokenListResponseSchema,
  tokenSchema,
  type IssuanceInvestor,
  type IssuanceInvestorList,
  type ManagedInvestment,
  type ManagedInvestmentList,
  type Token,
  type TokenList,
} from './investments.schemas';
import type { PageMeta } from '../schemas/paging.schema';

export const SOLAR_PROJECT_ID = '5a1e0000-0000-4000-8000-0000000000aa';

/** Nothing the caller may do: an entrepreneur's row, or a settled investment. */
export const NO_ACTIONS: ManagedInvestment['actions'] = { confirm_payment: false, reject_payment: false, close: false, cancel: false, mint: false };

/** A bank transfer whose proof waits for a manager, in Solar Park Almeria. */
export function managedInvestment(overrides: Partial<ManagedInvestment> = {}): ManagedInvestment {
  return v.parse(managedInvestmentSchema, {
    id: '7d1e0000-0000-4000-8000-000000000101',
    project_id: SOLAR_PROJECT_ID,
    project_slug: 'solar-park-almeria',
    project_title: 'Solar Park Almeria',
    token_symbol: 'SPA',
    token_price: '10.00',
    tokens: 150,
    amount: '1500.00',
    payment_method: 'bank_transfer',
    payment_reference: 'INV-0101',
    proof_of_payment: 'proof-0101.pdf',
    balance_used: '0.00',
    fee: '0.00',
    status: 'PROOF_OF_PAYMENT_UPLOADED',
    status_dates: { CREATED: '2026-11-20T10:00:00.000Z', PROOF_OF_PAYMENT_UPLOADED: '2026-11-21T09:30:00.000Z' },
    referral_code: null,
    signed_document: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ordered_at: '2026-11-20T10:00:00.000Z',
    reflection_period_ends_at: null,
    revocable: false,
    investor: { id: 'user-21', name: 'Lucía Martín', email: 'lucia@example.com' },
    status_reason: null,
    mint_reference: null,
    mint_transaction: null,
    actions: { ...NO_ACTIONS, confirm_payment: true, reject_payment: true, cancel: true },
    mint_blocked_by: [],
    mintable_from: null,
    ...overrides,
  });
}

/** A page of the list; totals add up the rows given unless said otherwise. */
export function managedInvestmentList(
  rows: ManagedInvestment[],
  { meta = {}, totals }: { meta?: Partial<PageMeta>; totals?: ManagedInvestmentList['totals'] } = {},
): ManagedInvestmentList {
  return v.parse(managedInvestmentListResponseSchema, {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length, total_pages: 1, ...meta },
    totals: totals ?? {
      count: rows.length,
      amount: addMoney('0.00', ...rows.map((row) => row.amount)),
      tokens: rows.reduce((sum, row) => sum + row.tokens, 0),
      fee: addMoney('0.00', ...rows.map((row) => row.fee)),
    },
  });
}

export function issuanceInvestor(overrides: Partial<IssuanceInvestor> = {}): IssuanceInvestor {
  return v.parse(issuanceInvestorSchema, {
    investor: { id: 'user-21', name: 'Lucía Martín', email: 'lucia@example.com' },
    wallet: '0x4b0897b0513fdc7c541b6d9d7e929c4e5364d2db',
    tokens: 150,
    minted_tokens: 150,
    amount: '1500.00',
    investments: 1,
    status: 'MINTED',
    holder: true,
    ...overrides,
  });
}

export function issuanceInvestorList(rows: IssuanceInvestor[], meta: Partial<PageMeta> = {}): IssuanceInvestorList {
  return v.parse(issuanceInvestorListResponseSchema, {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length, total_pages: 1, ...meta },
    totals: {
      investors: rows.length,
      holders: rows.filter((row) => row.holder).length,
      tokens: rows.reduce((sum, row) => sum + row.tokens, 0),
      amount: addMoney('0.00', ...rows.map((row) => row.amount)),
    },
  });
}

export function token(overrides: Partial<Token> = {}): Token {
  return v.parse(tokenSchema, {
    id: 'tok-1',
    issuance_id: SOLAR_PROJECT_ID,
    issuance_title: 'Solar Park Almeria',
    issuance_slug: 'solar-park-almeria',
    name: 'Solar Park Token',
    symbol: 'SPA',
    acronym: 'SP',
    supply: 50000,
    price: '10.00',
    contract_address: null,
    contract_url: null,
    deployment_status: null,
    minted: 12500,
    holders: 4,
    created_at: '2026-10-01T08:00:00.000Z',
    ...overrides,
  });
}

export function tokenList(rows: Token[], meta: Partial<PageMeta> = {}): TokenList {
  return v.parse(tokenListResponseSchema, {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length, total_pages: 1, ...meta },
  });
}
