/**
 * Contract-checked answers of the bulletin board, transfers and bank connection endpoints
 * (issue 15) for tests of any app: each is parsed with the shared schema, so a fixture that
 * drifts from the wire fails where it is built. Amounts are tokens × unit price, exact, as the
 * API computes them.
 */
import * as v from 'valibot';
import { multiplyMoney, type Money } from '../money';
import {
  adSchema,
  bankConnectionSchema,
  boardThreadSchema,
  boardTradeSchema,
  sellableInvestmentSchema,
  transferSchema,
  type Ad,
  type BankConnection,
  type BoardMessage,
  type BoardThread,
  type BoardTrade,
  type SellableInvestment,
  type Transfer,
} from './board.schemas';

export type BoardProject = Ad['project'];
export type BoardParty = Ad['author'];

/** The projects are the issuances 1 and 2 of `demoIssuances()` (shared/issuances/mock-api). */
export const SOLAR: BoardProject = { id: '1', title: 'Solar Park Almeria', slug: 'solar-park-almeria', token_symbol: 'SPA', product_type: 'renewables' };
export const LOFTS: BoardProject = { id: '2', title: 'Valencia Lofts', slug: 'valencia-lofts', token_symbol: 'VL', product_type: 'real_estate' };

/** The caller of the investor's routes in tests, and two other investors of the tenant. */
export const ME: BoardParty = { id: 'user-21', name: 'Lucía M.' };
export const PABLO: BoardParty = { id: 'user-22', name: 'Pablo O.' };
export const ANA: BoardParty = { id: 'user-23', name: 'Ana B.' };

/** The wallets and e-mails of the registered investors, for the recipient lookup. */
export const WALLETS: Readonly<Record<string, string>> = {
  [ME.id]: '0x1111111111111111111111111111111111111111',
  [PABLO.id]: '0x2222222222222222222222222222222222222222',
  [ANA.id]: '0x3333333333333333333333333333333333333333',
};
export const EMAILS: Readonly<Record<string, string>> = {
  [ME.id]: 'lucia@example.com',
  [PABLO.id]: 'pablo.ortega@example.com',
  [ANA.id]: 'ana.beltran@example.com',
};

export type AdInput = Partial<Omit<Ad, 'amount' | 'product'>>;

/** An ad with its amount computed from its tokens and unit price, and its product from its project. */
export function ad(input: AdInput = {}): Ad {
  const {
    id = 'ad-1',
    reference = `AD-2026-${id.replace(/\D/g, '').padStart(6, '0')}`,
    type = 'sell',
    status = 'published',
    project = SOLAR,
    tokens = 50,
    unit_price = '1.10',
    description = null,
    author = PABLO,
    rejection_reason = null,
    created_at = '2026-11-10T09:00:00.000Z',
  } = input;
  const mine = input.mine ?? author.id === ME.id;
  return v.parse(adSchema, {
    id,
    reference,
    type,
    product: project.product_type,
    status,
    project,
    investment_id: input.investment_id ?? (mine && type === 'sell' ? `inv-${project.id}` : null),
    tokens,
    unit_price,
    amount: multiplyMoney(unit_price, tokens),
    description,
    author,
    mine,
    rejection_reason,
    conversation_id: input.conversation_id ?? null,
    unread_messages: input.unread_messages ?? 0,
    published_at: input.published_at === undefined ? (status === 'in_review' || status === 'rejected' ? null : '2026-11-10T09:05:00.000Z') : input.published_at,
    created_at,
    updated_at: input.updated_at ?? created_at,
  });
}

export type MessageInput = Partial<BoardMessage> & Pick<BoardMessage, 'id' | 'sender' | 'body'>;

/** A reply thread on `onAd` between its author and `buyer`, as `ME` reads it: `mine` and `unread` follow from who wrote what. */
export function boardThread(onAd: Ad, buyer: BoardParty, messages: readonly MessageInput[], unread = 0): BoardThread {
  const written = messages.map((message, index) => ({
    follow_up: index === 0 ? ('request_information' as const) : null,
    created_at: `2026-11-2${Math.min(index, 9)}T10:00:00.000Z`,
    ...message,
    mine: message.sender.id === ME.id,
  }));
  const last = written.at(-1) ?? null;
  return v.parse(boardThreadSchema, {
    id: `conv-${onAd.id}-${buyer.id}`,
    ad_id: onAd.id,
    buyer,
    seller: onAd.author,
    counterpart: buyer.id === ME.id ? onAd.author : buyer,
    last_message: last,
    unread,
    updated_at: last?.created_at ?? onAd.created_at,
    ad: { id: onAd.id, reference: onAd.reference, type: onAd.type, status: onAd.status, project: onAd.project },
    can_reply: onAd.status === 'published' || onAd.status === 'in_review',
    messages: written,
  });
}

/** The investor's minted investments with what they can still offer. */
export function holding(project: BoardProject, tokens: number, available: number, unit_price: Money = '1.00'): SellableInvestment {
  return v.parse(sellableInvestmentSchema, { investment_id: `inv-${project.id}`, project, tokens, unit_price, available });
}

export function trade(id: string, project: BoardProject, tokens: number, unit_price: Money, traded_at: string): BoardTrade {
  return v.parse(boardTradeSchema, { id, project, tokens, unit_price, amount: multiplyMoney(unit_price, tokens), traded_at });
}

export type TransferInput = Partial<Transfer> & Pick<Transfer, 'id'>;

export function transfer(input: TransferInput): Transfer {
  const { id, project = SOLAR, direction = 'sent', tokens = 10, counterparty = PABLO, ad_reference = null, unit_price = null, created_at = '2026-11-12T10:00:00.000Z' } = input;
  const own = WALLETS[ME.id] ?? '';
  const other = WALLETS[counterparty.id] ?? '0x4444444444444444444444444444444444444444';
  return v.parse(transferSchema, {
    id,
    project,
    direction,
    tokens,
    counterparty,
    origin_wallet: direction === 'sent' ? own : other,
    destination_wallet: direction === 'sent' ? other : own,
    transaction_reference: input.transaction_reference ?? `0x${id.replace(/\W/g, '').padEnd(64, '0').slice(0, 64)}`,
    ad_reference,
    unit_price,
    created_at,
  });
}

/** The bank connection in each of its states. */
export function bankConnection(status: BankConnection['status'] = 'verified', issues: BankConnection['issues'] = []): BankConnection {
  if (status === 'missing') {
    return v.parse(bankConnectionSchema, { status, issues: [], account_holder: null, iban_masked: null, bic: null, bank: null, used_for: ['payouts', 'refunds'], updated_at: null });
  }
  return v.parse(bankConnectionSchema, {
    status,
    issues: status === 'verified' ? [] : issues,
    account_holder: 'Lucía Martín',
    iban_masked: 'ES91 •••• •••• •••• •••• 1332',
    bic: 'BBVAESMMXXX',
    bank: 'BBVA',
    used_for: ['payouts', 'refunds'],
    updated_at: '2026-10-02T08:30:00.000Z',
  });
}

/**
 * A board with ads of both types and products, the investor's own ads in every status, past
 * trades, holdings and transfers both ways, for an area served without the API.
 */
export function demoBoard() {
  const mineOnSolar = ad({ id: 'ad-4', author: ME, tokens: 30, unit_price: '1.20', description: 'A few tokens of the solar park.', created_at: '2026-11-14T09:00:00.000Z', unread_messages: 1 });
  return {
    conversations: [
      boardThread(mineOnSolar, PABLO, [{ id: 'msg-1', sender: PABLO, body: 'Hello, I am interested in your 30 tokens. Would you take 1.15 each?' }], 1),
      boardThread(mineOnSolar, ANA, [
        { id: 'msg-2', sender: ANA, body: 'Are the tokens still available?' },
        { id: 'msg-3', sender: ME, body: 'Yes, all 30 of them.' },
      ]),
    ],
    ads: [
      ad({ id: 'ad-7', author: PABLO, tokens: 120, unit_price: '1.05', description: 'Selling part of my Solar Park tokens, can meet to talk about the project.', created_at: '2026-11-20T09:00:00.000Z' }),
      ad({ id: 'ad-6', type: 'buy', author: ANA, project: LOFTS, tokens: 40, unit_price: '9.80', description: 'Looking for Valencia Lofts tokens.', created_at: '2026-11-18T09:00:00.000Z' }),
      ad({ id: 'ad-5', author: ANA, project: LOFTS, tokens: 15, unit_price: '10.50', created_at: '2026-11-16T09:00:00.000Z' }),
      mineOnSolar,
      ad({ id: 'ad-3', author: ME, project: LOFTS, status: 'in_review', tokens: 20, unit_price: '11.00', created_at: '2026-11-21T09:00:00.000Z' }),
      ad({ id: 'ad-2', author: ME, status: 'rejected', rejection_reason: 'tokens_not_available', tokens: 500, unit_price: '1.00', created_at: '2026-11-05T09:00:00.000Z' }),
      ad({ id: 'ad-1', author: PABLO, status: 'withdrawn', rejection_reason: 'withdrawn_by_manager', tokens: 10, unit_price: '2.00', created_at: '2026-11-01T09:00:00.000Z' }),
    ],
    history: [trade('trade-2', SOLAR, 25, '1.08', '2026-11-15T12:00:00.000Z'), trade('trade-1', LOFTS, 5, '10.20', '2026-10-30T12:00:00.000Z')],
    holdings: [holding(SOLAR, 150, 120, '1.00'), holding(LOFTS, 60, 40, '10.00')],
    transfers: [
      transfer({ id: 'tr-3', direction: 'sent', tokens: 25, counterparty: PABLO, ad_reference: 'AD-2026-000008', unit_price: '1.08', created_at: '2026-11-15T12:00:00.000Z' }),
      transfer({ id: 'tr-2', direction: 'received', project: LOFTS, tokens: 5, counterparty: ANA, created_at: '2026-10-30T12:00:00.000Z' }),
      transfer({ id: 'tr-1', direction: 'sent', tokens: 5, counterparty: ANA, created_at: '2026-09-03T12:00:00.000Z' }),
    ],
    bank: bankConnection('unverified', ['holder_name_mismatch']),
  };
}
