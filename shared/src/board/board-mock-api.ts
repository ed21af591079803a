/**
 * The bulletin board, transfers and bank connection endpoints of the HTTP contract (issue 15),
 * answered from memory by MSW handlers over the contract-checked fixtures (`./board-testing`):
 * ads are validated with the shared schema (a script tag in the description is refused), a sell
 * ad may offer at most the tokens still available, withdrawing and contacting only work on open
 * ads, a contact starts or continues the caller's reply thread, whose two parties alone read and
 * write it (only while the ad is open), a transfer spends the holder's available tokens once and names its recipient, and every
 * answer is parsed through the shared schemas. Jest tests (`msw/node`) and a remote's standalone
 * dev server (`msw/browser`) use the same handlers. Paths start with `*`: whichever tenant's API
 * base the page resolves.
 */
import * as v from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { compareMoney, multiplyMoney } from '../money';
import { collectFieldErrors } from '../validation/field-errors';
import {
  adRequestSchema,
  adResponseSchema,
  adWithdrawRequestSchema,
  bankConnectionResponseSchema,
  boardConversationsResponseSchema,
  boardHistoryResponseSchema,
  boardMessageRequestSchema,
  boardMessageResponseSchema,
  boardThreadResponseSchema,
  boardQuerySchema,
  boardResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  sellableInvestmentsResponseSchema,
  transferRecipientResponseSchema,
  transferRequestSchema,
  transferResponseSchema,
  transfersQuerySchema,
  transfersResponseSchema,
  type Ad,
  type BankConnection,
  type BoardMessage,
  type BoardThread,
  type BoardTrade,
  type SellableInvestment,
  type Transfer,
} from './board.schemas';
import { ad, bankConnection, boardThread, EMAILS, ME, PABLO, ANA, WALLETS, trade, transfer, type BoardParty, type BoardProject } from './board-testing';
import { pageMeta } from '../schemas/paging.schema';

const error = (status: number, key: string) => HttpResponse.json({ error: key, hide_error: false }, { status });

async function jsonBody(request: Request): Promise<unknown> {
  return request.headers.get('content-type')?.includes('application/json') ? request.json() : {};
}

function invalid(issues: readonly v.BaseIssue<unknown>[]) {
  const fields = collectFieldErrors(issues);
  // The contract answers an unsafe description with 422; other invalid bodies with 400.
  const status = Object.values(fields).some((field) => field.key === 'validator.error_unsafe_text') ? 422 : 400;
  return HttpResponse.json({ error: 'validation_error', hide_error: false, fields }, { status });
}

function page<T>(rows: readonly T[], query: { page: number; per_page: number }) {
  return {
    data: rows.slice((query.page - 1) * query.per_page, query.page * query.per_page),
    meta: pageMeta(query.page, query.per_page, rows.length),
  };
}

export interface BoardData {
  ads?: readonly Ad[];
  history?: readonly BoardTrade[];
  holdings?: readonly SellableInvestment[];
  transfers?: readonly Transfer[];
  bank?: BankConnection;
  /** Reply threads the caller is a party of. */
  conversations?: readonly BoardThread[];
}

export interface BoardApiOptions {
  /** Who calls: an investor sees published ads and their own; a manager may filter by any status. */
  as?: 'investor' | 'manager';
  /** The investor the /board/ads/mine, holdings and transfers routes answer for. */
  callerId?: string;
  /** The registered investors a transfer may reach, by id. */
  people?: readonly BoardParty[];
}

/** Handlers over the data given; `ads()`, `transfers()` and `contacts()` read what the API holds after the test's calls. */
export function boardApi(data: BoardData, options: BoardApiOptions = {}) {
  const board = boardStore(data, options);
  const { state, contacts } = board;
  const handlers: HttpHandler[] = [
    ...adHandlers(board),
    ...conversationHandlers(board),
    ...transferHandlers(board),
    http.get('*/users/me/bank-connection', () => HttpResponse.json(v.parse(bankConnectionResponseSchema, { data: board.bank }))),
  ];

  return {
    handlers,
    /** The ads as the API holds them now. */
    ads: () => state.items,
    transfers: () => state.moves,
    holdings: () => state.owned,
    /** The contact messages sent, as the author's notification would carry them. */
    contacts: () => contacts,
    /** The reply threads as the API holds them now. */
    conversations: () => state.threads,
    /** The other party writes in a thread: what the caller finds when they next read it. */
    receive: (conversationId: string, from: BoardParty, body: string) => {
      const message: BoardMessage = { id: `msg-in-${Date.now()}`, sender: from, mine: false, body, follow_up: null, created_at: new Date().toISOString() };
      state.threads = state.threads.map((row) => (row.id === conversationId ? { ...row, messages: [...row.messages, message], last_message: message, unread: row.unread + 1, updated_at: message.created_at } : row));
    },
  };
}

type BoardStore = ReturnType<typeof boardStore>;

/** What the board's handlers share: the API's records for the caller, and its rules over them. */
function boardStore(
  { ads = [], history = [], holdings = [], transfers = [], bank = bankConnection('missing'), conversations = [] }: BoardData,
  { as = 'investor', callerId = ME.id, people = [ME, PABLO, ANA] }: BoardApiOptions,
) {
  const state = { items: [...ads], trades: [...history], owned: [...holdings], moves: [...transfers], threads: [...conversations], created: 0 };
  const contacts: { ad_id: string; follow_up: string; message: string }[] = [];
  const findThread = (id: unknown) => state.threads.find((thread) => thread.id === id);
  const summary = ({ ad: _ad, can_reply: _canReply, messages: _messages, ...rest }: BoardThread) => rest;
  /** Adds the caller's message to a thread, starting it on a first contact. */
  const write = (onAd: Ad, thread: BoardThread | undefined, body: string, followUp: BoardMessage['follow_up']): { thread: BoardThread; message: BoardMessage } => {
    const message: BoardMessage = { id: `msg-new-${state.threads.reduce((total, row) => total + row.messages.length, 0) + 1}`, sender: me, mine: true, body, follow_up: followUp, created_at: new Date().toISOString() };
    const base = thread ?? boardThread(onAd, me, []);
    const changed: BoardThread = { ...base, messages: [...base.messages, message], last_message: message, updated_at: message.created_at };
    state.threads = thread ? state.threads.map((row) => (row.id === thread.id ? changed : row)) : [changed, ...state.threads];
    return { thread: changed, message };
  };
  const find = (id: unknown) => state.items.find((item) => item.id === id);
  const replace = (changed: Ad) => {
    state.items = state.items.map((item) => (item.id === changed.id ? changed : item));
  };
  const isOpen = (item: Ad) => item.status === 'in_review' || item.status === 'published';
  const me = people.find((person) => person.id === callerId) ?? ME;
  const projects = (): BoardProject[] => [...new Map([...state.owned.map((row) => row.project), ...state.items.map((item) => item.project)].map((project) => [project.id, project])).values()];

  /** What the caller can still offer of a project: the holdings' available minus tokens in new open sell ads. */
  const availableOf = (projectId: string) => state.owned.find((row) => row.project.id === projectId)?.available ?? 0;
  const setAvailable = (projectId: string, change: number) => {
    state.owned = state.owned.map((row) => (row.project.id === projectId ? { ...row, available: row.available + change } : row));
  };

  function filtered(url: URL, rows: readonly Ad[]) {
    const parsed = v.safeParse(boardQuerySchema, Object.fromEntries(url.searchParams));
    if (!parsed.success) return { failure: invalid(parsed.issues) } as const;
    const query = parsed.output;
    const { min_price: min, max_price: max } = query;
    const shown = rows.filter(
      (item) =>
        (!query.type || item.type === query.type) &&
        (!query.product || item.product === query.product) &&
        (!query.issuance_id || item.project.id === query.issuance_id) &&
        (min === undefined || compareMoney(item.unit_price, min) >= 0) &&
        (max === undefined || compareMoney(item.unit_price, max) <= 0) &&
        (!query.status || item.status === query.status),
    );
    return { query, shown } as const;
  }

  return { state, contacts, bank, as, callerId, people, me, findThread, summary, write, find, replace, isOpen, projects, availableOf, setAvailable, filtered };
}

/** The ads: the lists, placing, editing and withdrawing one. */
function adHandlers({ state, as, me, find, replace, isOpen, projects, availableOf, setAvailable, filtered }: BoardStore): HttpHandler[] {
  return [
    // Before `*/board/ads/:id…`, which would take "mine" for an id.
    http.get('*/board/ads/mine', ({ request }) => {
      const result = filtered(new URL(request.url), state.items.filter((item) => item.mine));
      if ('failure' in result) return result.failure;
      return HttpResponse.json(v.parse(boardResponseSchema, page(result.shown, result.query)));
    }),
    http.get('*/board/ads', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.has('status') && as !== 'manager') return error(403, 'forbidden');
      const result = filtered(url, as === 'manager' ? state.items : state.items.filter((item) => item.status === 'published'));
      if ('failure' in result) return result.failure;
      return HttpResponse.json(v.parse(boardResponseSchema, page(result.shown, result.query)));
    }),
    http.get('*/board/history', () => HttpResponse.json(v.parse(boardHistoryResponseSchema, { data: state.trades }))),
    http.get('*/board/holdings', () => HttpResponse.json(v.parse(sellableInvestmentsResponseSchema, { data: state.owned }))),
    http.post('*/board/ads', async ({ request }) => {
      const parsed = v.safeParse(adRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const values = parsed.output;
      const held = values.type === 'sell' ? state.owned.find((row) => row.investment_id === values.investment_id) : undefined;
      const project = held?.project ?? projects().find((candidate) => candidate.id === values.issuance_id);
      if (!project) return error(404, 'issuance_not_found');
      if (values.type === 'sell' && values.tokens > availableOf(project.id)) return error(409, 'tokens_not_available');
      if (values.type === 'sell') setAvailable(project.id, -values.tokens);
      state.created += 1;
      const now = new Date().toISOString();
      const made = ad({
        id: `ad-new-${state.created}`,
        reference: `AD-2026-9${String(state.created).padStart(5, '0')}`,
        type: values.type,
        status: 'in_review',
        project,
        tokens: values.tokens,
        unit_price: values.unit_price,
        description: values.description ?? null,
        author: me,
        mine: true,
        investment_id: held?.investment_id ?? null,
        created_at: now,
      });
      state.items = [made, ...state.items];
      return HttpResponse.json(v.parse(adResponseSchema, { data: made }), { status: 201 });
    }),
    http.patch('*/board/ads/:id', async ({ params, request }) => {
      const current = find(params.id);
      if (!current || !current.mine) return error(404, 'ad_not_found');
      if (!isOpen(current)) return error(409, 'ad_not_open');
      const parsed = v.safeParse(adRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const values = parsed.output;
      if (current.type === 'sell' && values.tokens - current.tokens > availableOf(current.project.id)) return error(409, 'tokens_not_available');
      if (current.type === 'sell') setAvailable(current.project.id, current.tokens - values.tokens);
      const changed = v.parse(adResponseSchema, {
        data: {
          ...current,
          status: 'in_review',
          published_at: null,
          tokens: values.tokens,
          unit_price: values.unit_price,
          amount: multiplyMoney(values.unit_price, values.tokens),
          description: values.description ?? null,
          updated_at: new Date().toISOString(),
        },
      }).data;
      replace(changed);
      return HttpResponse.json({ data: changed });
    }),
    http.post('*/board/ads/:id/withdraw', async ({ params, request }) => {
      const current = find(params.id);
      if (!current || (!current.mine && as !== 'manager')) return error(404, 'ad_not_found');
      const parsed = v.safeParse(adWithdrawRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      if (!isOpen(current)) return error(409, 'ad_not_open');
      if (current.mine && current.type === 'sell') setAvailable(current.project.id, current.tokens);
      const changed: Ad = { ...current, status: 'withdrawn', rejection_reason: current.mine ? null : 'withdrawn_by_manager', updated_at: new Date().toISOString() };
      replace(changed);
      return HttpResponse.json(v.parse(adResponseSchema, { data: changed }));
    }),
  ];
}

/** Contacting an ad's author and the reply threads that follow. */
function conversationHandlers({ state, contacts, me, findThread, summary, write, find, replace, isOpen }: BoardStore): HttpHandler[] {
  return [
    http.post('*/board/ads/:id/contact', async ({ params, request }) => {
      const current = find(params.id);
      if (!current) return error(404, 'ad_not_found');
      const parsed = v.safeParse(contactRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      if (current.mine) return error(409, 'own_ad');
      if (current.status !== 'published') return error(409, 'ad_not_open');
      contacts.push({ ad_id: current.id, ...parsed.output });
      const existing = state.threads.find((thread) => thread.ad_id === current.id && thread.buyer.id === me.id);
      const { thread } = write(current, existing, parsed.output.message, parsed.output.follow_up);
      replace({ ...current, conversation_id: thread.id });
      return HttpResponse.json(v.parse(contactResponseSchema, { data: { conversation_id: thread.id } }), { status: 202 });
    }),
    http.get('*/board/ads/:id/conversations', ({ params }) => {
      const current = find(params.id);
      if (!current) return error(404, 'ad_not_found');
      const rows = state.threads.filter((thread) => thread.ad_id === current.id && (thread.buyer.id === me.id || thread.seller.id === me.id));
      return HttpResponse.json(v.parse(boardConversationsResponseSchema, { data: rows.map(summary) }));
    }),
    http.get('*/board/conversations/:id', ({ params }) => {
      const thread = findThread(params.id);
      if (!thread) return error(404, 'conversation_not_found');
      const onAd = find(thread.ad_id);
      const read: BoardThread = { ...thread, unread: 0, ...(onAd ? { ad: { ...thread.ad, status: onAd.status }, can_reply: isOpen(onAd) } : {}) };
      state.threads = state.threads.map((row) => (row.id === thread.id ? read : row));
      if (onAd) replace({ ...onAd, unread_messages: Math.max(0, onAd.unread_messages - thread.unread) });
      return HttpResponse.json(v.parse(boardThreadResponseSchema, { data: read }));
    }),
    http.post('*/board/conversations/:id/messages', async ({ params, request }) => {
      const thread = findThread(params.id);
      if (!thread) return error(404, 'conversation_not_found');
      const parsed = v.safeParse(boardMessageRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const onAd = find(thread.ad_id);
      if (onAd ? !isOpen(onAd) : !thread.can_reply) return error(409, 'ad_not_open');
      const { message } = write(onAd ?? ad({ id: thread.ad_id }), thread, parsed.output.message, null);
      return HttpResponse.json(v.parse(boardMessageResponseSchema, { data: message }), { status: 201 });
    }),
  ];
}

/** Token transfers between investors, closing an ad when they settle one. */
function transferHandlers({ state, callerId, people, find, replace, setAvailable }: BoardStore): HttpHandler[] {
  return [
    http.get('*/transfers/recipient', ({ request }) => {
      const destination = (new URL(request.url).searchParams.get('destination') ?? '').trim().toLowerCase();
      const person = people.find((candidate) => WALLETS[candidate.id]?.toLowerCase() === destination || EMAILS[candidate.id] === destination);
      if (!person) return error(404, 'recipient_not_found');
      return HttpResponse.json(v.parse(transferRecipientResponseSchema, { data: { name: person.name, wallet: WALLETS[person.id] } }));
    }),
    http.get('*/transfers/export', ({ request }) => {
      const url = new URL(request.url);
      const lines = state.moves.map((row) => `${row.created_at},${row.direction},${row.project.title},${row.tokens},${row.counterparty.name},${row.transaction_reference}`);
      const xlsx = url.searchParams.get('format') === 'xlsx';
      return new HttpResponse(['date,direction,project,tokens,counterparty,transaction', ...lines].join('\n'), {
        headers: { 'Content-Type': xlsx ? 'application/octet-stream' : 'text/csv', 'Content-Disposition': `attachment; filename="transfers.${xlsx ? 'xlsx' : 'csv'}"` },
      });
    }),
    http.get('*/transfers', ({ request }) => {
      const parsed = v.safeParse(transfersQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.issues);
      const query = parsed.output;
      const rows = state.moves.filter(
        (row) =>
          (!query.direction || row.direction === query.direction) &&
          (!query.issuance_id || row.project.id === query.issuance_id) &&
          (!query.from || row.created_at.slice(0, 10) >= query.from) &&
          (!query.to || row.created_at.slice(0, 10) <= query.to),
      );
      return HttpResponse.json(v.parse(transfersResponseSchema, page(rows, query)));
    }),
    http.post('*/transfers', async ({ request }) => {
      const parsed = v.safeParse(transferRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const values = parsed.output;
      const destination = (values.destination_wallet ?? values.destination_email ?? '').toLowerCase();
      const person = people.find((candidate) => WALLETS[candidate.id]?.toLowerCase() === destination || EMAILS[candidate.id] === destination);
      if (!person) return error(404, 'recipient_not_found');
      if (person.id === callerId) return error(409, 'transfer_to_self');
      const held = state.owned.find((row) => row.project.id === values.issuance_id);
      if (!held) return error(409, 'insufficient_tokens');
      const closing = values.ad_id ? find(values.ad_id) : undefined;
      // Tokens of the ad the transfer closes were set aside for it; the others must be free.
      const usable = held.available + (closing?.status === 'published' && closing.mine ? closing.tokens : 0);
      if (values.tokens > usable) return error(409, 'insufficient_tokens');
      const made = transfer({
        id: `tr-new-${state.moves.length + 1}`,
        project: held.project,
        direction: 'sent',
        tokens: values.tokens,
        counterparty: person,
        ad_reference: closing?.reference ?? null,
        unit_price: closing ? (values.unit_price ?? closing.unit_price) : null,
        created_at: new Date().toISOString(),
      });
      state.moves = [made, ...state.moves];
      setAvailable(held.project.id, (closing?.mine ? closing.tokens : 0) - values.tokens);
      state.owned = state.owned.map((row) => (row.project.id === held.project.id ? { ...row, tokens: row.tokens - values.tokens } : row));
      if (closing?.mine) {
        replace({ ...closing, status: 'closed', updated_at: made.created_at });
        state.trades = [trade(`trade-new-${state.moves.length}`, held.project, values.tokens, made.unit_price ?? closing.unit_price, made.created_at), ...state.trades];
      }
      return HttpResponse.json(v.parse(transferResponseSchema, { data: made }), { status: 201 });
    }),
  ];
}
