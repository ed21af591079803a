import { and, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  type Ad,
  AD_REJECTION_REASONS,
  AD_STATUSES,
  AD_TYPES,
  type AdRejectionReason,
  type AdRequest,
  type BoardQuery,
  type BoardResponse,
  type BoardTrade,
  type FollowUpType,
  isSafeText,
  multiplyMoney,
  pageMeta,
  PRODUCT_TYPES,
  rolesOf,
  type SellableInvestment,
  toMoney,
} from 'shared';
import type { Deps } from '../../app-env.js';
import { hasRole } from '../../auth/authorize.js';
import type { Db } from '../../db/client.js';
import { ads, investments, issuances, tokens, transfers, users, type NotificationTexts } from '../../db/schema.js';
import { heldTokens, isTradable, lockHolding } from '../../ledger/holdings.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { deliver, notify, type PendingNotifications } from '../../notifications/notify.js';
import { publicNameOf } from '../../notifications/public-name.js';
import { appendMessage, conversationFiguresOf } from './board-conversations.handlers.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { Caller } from '../caller.js';

const OPEN_STATUSES = ['in_review', 'published'] as const;
const conflict = (key: string) => new ApiError(409, key);
const adNotFound = () => errors.notFound('ad_not_found');

const isManager = (caller: Caller) => caller.principal.impersonation === undefined && hasRole(caller.principal, rolesOf('manager'));

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;

const projectColumns = {
  id: issuances.id,
  title: issuances.title,
  slug: issuances.slug,
  tokenSymbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol}, '')`,
  productType: issuances.productType,
};
type ProjectRow = { id: string; title: string; slug: string; tokenSymbol: string; productType: string };
const projectOf = (row: ProjectRow) => ({ id: row.id, title: row.title, slug: row.slug, token_symbol: row.tokenSymbol, product_type: pick(PRODUCT_TYPES, row.productType, PRODUCT_TYPES[0]) });

function adSelect(db: Db) {
  return db
    .select({ ad: ads, project: projectColumns, author: { id: users.id, name: users.name, surname: users.surname, username: users.username } })
    .from(ads)
    .innerJoin(issuances, eq(issuances.id, ads.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .innerJoin(users, eq(users.id, ads.sellerId));
}
type AdRow = Awaited<ReturnType<ReturnType<typeof adSelect>['execute']>>[number];

type ConversationFigures = { conversationId: string | null; unread: number };
const NO_CONVERSATION: ConversationFigures = { conversationId: null, unread: 0 };

async function oneAdAnswer(deps: Deps, caller: Caller, row: AdRow): Promise<Ad> {
  const figures = await conversationFiguresOf(deps.db, caller.tenant.id, caller.principal.user.id, [row.ad.id]);
  return adAnswer(row, caller.principal.user.id, figures.get(row.ad.id));
}

function adAnswer(row: AdRow, viewerId: string, figures: ConversationFigures = NO_CONVERSATION): Ad {
  const mine = row.ad.sellerId === viewerId;
  return {
    id: row.ad.id,
    reference: row.ad.reference,
    type: pick(AD_TYPES, row.ad.type, 'sell'),
    product: pick(PRODUCT_TYPES, row.ad.product, PRODUCT_TYPES[0]),
    status: pick(AD_STATUSES, row.ad.status, 'closed'),
    project: projectOf(row.project),
    investment_id: mine ? row.ad.investmentId : null,
    tokens: row.ad.tokens,
    unit_price: toMoney(row.ad.unitPrice),
    amount: toMoney(row.ad.amount),
    description: row.ad.description,
    author: { id: row.author.id, name: publicNameOf(row.author) },
    mine,
    rejection_reason: row.ad.rejectionReason === null ? null : pick(AD_REJECTION_REASONS, row.ad.rejectionReason, 'unsafe_text'),
    conversation_id: figures.conversationId,
    unread_messages: figures.unread,
    published_at: row.ad.publishedAt?.toISOString() ?? null,
    created_at: row.ad.createdAt.toISOString(),
    updated_at: row.ad.updatedAt.toISOString(),
  };
}

async function findAd(db: Db, tenantId: string, id: string): Promise<AdRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await adSelect(db).where(and(eq(ads.id, id), eq(ads.tenantId, tenantId))).limit(1);
  return row;
}

// ---------------------------------------------------------------- reading

export async function listBoard(deps: Deps, caller: Caller, query: BoardQuery, scope: 'board' | 'mine'): Promise<BoardResponse> {
  if (scope === 'board' && query.status !== undefined && !isManager(caller)) throw errors.forbidden();
  const conditions: (SQL | undefined)[] = [
    eq(ads.tenantId, caller.tenant.id),
    scope === 'mine' ? eq(ads.sellerId, caller.principal.user.id) : eq(ads.status, query.status ?? 'published'),
    scope === 'mine' && query.status ? eq(ads.status, query.status) : undefined,
    query.type ? eq(ads.type, query.type) : undefined,
    query.product ? eq(ads.product, query.product) : undefined,
    query.issuance_id ? (isUuid(query.issuance_id) ? eq(ads.issuanceId, query.issuance_id) : sql`false`) : undefined,
    query.min_price ? gte(ads.unitPrice, query.min_price) : undefined,
    query.max_price ? lte(ads.unitPrice, query.max_price) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await deps.db.select({ total: count() }).from(ads).where(where);
  const rows = await adSelect(deps.db)
    .where(where)
    .orderBy(sql`coalesce(${ads.publishedAt}, ${ads.createdAt}) desc`, desc(ads.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const figures = await conversationFiguresOf(
    deps.db,
    caller.tenant.id,
    caller.principal.user.id,
    rows.map((row) => row.ad.id),
  );
  return { data: rows.map((row) => adAnswer(row, caller.principal.user.id, figures.get(row.ad.id))), meta: pageMeta(query.page, query.per_page, total?.total ?? 0) };
}

export async function boardHistory(deps: Deps, caller: Caller): Promise<{ data: BoardTrade[] }> {
  const rows = await deps.db
    .select({ id: transfers.id, tokens: transfers.tokens, unitPrice: transfers.unitPrice, createdAt: transfers.createdAt, project: projectColumns })
    .from(transfers)
    .innerJoin(issuances, eq(issuances.id, transfers.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .where(and(eq(transfers.tenantId, caller.tenant.id), sql`${transfers.adId} is not null`, sql`${transfers.unitPrice} is not null`))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(100);
  return {
    data: rows.map((row) => {
      const unitPrice = toMoney(row.unitPrice ?? '0');
      return { id: row.id, project: projectOf(row.project), tokens: row.tokens, unit_price: unitPrice, amount: multiplyMoney(unitPrice, row.tokens), traded_at: row.createdAt.toISOString() };
    }),
  };
}

/** Tokens of the project the seller offers in open sell ads, leaving out `exceptAdId`. */
async function offeredTokens(db: Db, sellerId: string, issuanceId: string, exceptAdId?: string): Promise<number> {
  const [row] = await db
    .select({ offered: sql<string>`coalesce(sum(${ads.tokens}), 0)` })
    .from(ads)
    .where(and(eq(ads.sellerId, sellerId), eq(ads.issuanceId, issuanceId), eq(ads.type, 'sell'), inArray(ads.status, [...OPEN_STATUSES]), exceptAdId ? ne(ads.id, exceptAdId) : undefined));
  return Number(row?.offered ?? 0);
}

/** The caller's tokens of the project that are neither transferred nor offered in their other open ads. */
export async function availableTokens(deps: Deps, db: Db, userId: string, issuanceId: string, exceptAdId?: string): Promise<number> {
  return Math.max(0, (await heldTokens(deps, db, issuanceId, userId)) - (await offeredTokens(db, userId, issuanceId, exceptAdId)));
}

export async function sellableHoldings(deps: Deps, caller: Caller): Promise<{ data: SellableInvestment[] }> {
  const userId = caller.principal.user.id;
  const rows = await deps.db
    .select({ investmentId: investments.id, tokens: investments.tokenAmount, unitPrice: sql<string>`coalesce(${issuances.tokenPrice}, 0)::numeric(18, 2)::text`, project: projectColumns })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .where(and(eq(investments.investorId, userId), eq(investments.status, 'MINTED'), eq(issuances.tenantId, caller.tenant.id)))
    .orderBy(desc(investments.createdAt));
  const available = new Map<string, number>();
  for (const row of rows) if (!available.has(row.project.id)) available.set(row.project.id, await availableTokens(deps, deps.db, userId, row.project.id));
  return {
    data: rows.map((row) => ({
      investment_id: row.investmentId,
      project: projectOf(row.project),
      tokens: row.tokens,
      unit_price: toMoney(row.unitPrice),
      available: available.get(row.project.id) ?? 0,
    })),
  };
}

// ---------------------------------------------------------------- writing

/** The project an ad names: a sell ad's through the caller's own minted investment, a buy ad's directly. */
async function adProject(deps: Deps, caller: Caller, input: AdRequest): Promise<{ issuanceId: string; product: string; investmentId: string | null }> {
  if (input.type === 'sell') {
    const id = input.investment_id ?? '';
    const [row] = isUuid(id)
      ? await deps.db
          .select({ issuanceId: investments.issuanceId, product: issuances.productType, status: investments.status })
          .from(investments)
          .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
          .where(and(eq(investments.id, id), eq(investments.investorId, caller.principal.user.id), eq(issuances.tenantId, caller.tenant.id)))
      : [];
    if (!row) throw errors.notFound('investment_not_found');
    if (row.status !== 'MINTED') throw conflict('tokens_not_available');
    return { issuanceId: row.issuanceId, product: row.product, investmentId: id };
  }
  const id = input.issuance_id ?? '';
  const [row] = isUuid(id) ? await deps.db.select({ id: issuances.id, product: issuances.productType }).from(issuances).where(and(eq(issuances.id, id), eq(issuances.tenantId, caller.tenant.id))) : [];
  if (!row) throw errors.notFound('issuance_not_found');
  return { issuanceId: row.id, product: row.product, investmentId: null };
}

async function nextReference(tx: Db, tenantId: string, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ad-reference:${tenantId}`}, 0))`);
  const [row] = await tx.select({ total: count() }).from(ads).where(eq(ads.tenantId, tenantId));
  return `AD-${now.getUTCFullYear()}-${String((row?.total ?? 0) + 1).padStart(6, '0')}`;
}

export async function createAd(deps: Deps, caller: Caller, input: AdRequest): Promise<{ data: Ad }> {
  const project = await adProject(deps, caller, input);
  const userId = caller.principal.user.id;
  const unitPrice = toMoney(input.unit_price);
  const id = await deps.db.transaction(async (tx) => {
    if (input.type === 'sell') {
      await lockHolding(tx, userId, project.issuanceId);
      if (input.tokens > (await availableTokens(deps, tx, userId, project.issuanceId))) throw conflict('tokens_not_available');
    }
    const now = deps.clock.now();
    const [row] = await tx
      .insert(ads)
      .values({
        tenantId: caller.tenant.id,
        sellerId: userId,
        investmentId: project.investmentId,
        issuanceId: project.issuanceId,
        type: input.type,
        product: project.product,
        status: 'in_review',
        tokens: input.tokens,
        unitPrice,
        amount: multiplyMoney(unitPrice, input.tokens),
        description: input.description ?? null,
        reference: await nextReference(tx, caller.tenant.id, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ads.id });
    if (!row) throw new Error('ad not written');
    return row.id;
  });
  const row = await findAd(deps.db, caller.tenant.id, id);
  if (!row) throw adNotFound();
  return { data: await oneAdAnswer(deps, caller, row) };
}

export async function updateAd(deps: Deps, caller: Caller, id: string, input: AdRequest): Promise<{ data: Ad }> {
  const userId = caller.principal.user.id;
  const found = await findAd(deps.db, caller.tenant.id, id);
  if (!found || found.ad.sellerId !== userId) throw adNotFound();
  const project = await adProject(deps, caller, input);
  const unitPrice = toMoney(input.unit_price);
  await deps.db.transaction(async (tx) => {
    if (input.type === 'sell') {
      await lockHolding(tx, userId, project.issuanceId);
      if (input.tokens > (await availableTokens(deps, tx, userId, project.issuanceId, found.ad.id))) throw conflict('tokens_not_available');
    }
    const [updated] = await tx
      .update(ads)
      .set({
        type: input.type,
        investmentId: project.investmentId,
        issuanceId: project.issuanceId,
        product: project.product,
        tokens: input.tokens,
        unitPrice,
        amount: multiplyMoney(unitPrice, input.tokens),
        description: input.description ?? null,
        status: 'in_review',
        rejectionReason: null,
        publishedAt: null,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(ads.id, found.ad.id), inArray(ads.status, [...OPEN_STATUSES])))
      .returning({ id: ads.id });
    if (!updated) throw conflict('ad_not_open');
  });
  const row = await findAd(deps.db, caller.tenant.id, found.ad.id);
  if (!row) throw adNotFound();
  return { data: await oneAdAnswer(deps, caller, row) };
}

const adWithdrawnTexts = (reference: string, project: string, reason: string | undefined): NotificationTexts => ({
  es: { title: `Anuncio ${reference} retirado`, body: `Un gestor ha retirado tu anuncio de ${project}${reason ? `: ${reason}` : '.'}` },
  en: { title: `Ad ${reference} withdrawn`, body: `A manager withdrew your ad for ${project}${reason ? `: ${reason}` : '.'}` },
});

export async function withdrawAd(deps: Deps, caller: Caller, id: string, reason: string | undefined): Promise<{ data: Ad }> {
  const found = await findAd(deps.db, caller.tenant.id, id);
  const author = found?.ad.sellerId === caller.principal.user.id;
  const manager = isManager(caller);
  if (!found || (!author && !manager)) throw adNotFound();
  const byManager = !author;
  const pending = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [updated] = await tx
      .update(ads)
      .set({ status: 'withdrawn', withdrawReason: byManager ? (reason ?? null) : null, rejectionReason: byManager ? 'withdrawn_by_manager' : null, updatedAt: now })
      .where(and(eq(ads.id, found.ad.id), inArray(ads.status, [...OPEN_STATUSES])))
      .returning({ id: ads.id });
    if (!updated) throw conflict('ad_not_open');
    if (!byManager) return null;
    return notify(tx, now, {
      tenantId: caller.tenant.id,
      userIds: [found.ad.sellerId],
      kind: 'ad_withdrawn',
      texts: adWithdrawnTexts(found.ad.reference, found.project.title, reason),
      subject: { type: 'ad', id: found.ad.id },
      payload: { reason: reason ?? null },
    });
  });
  if (pending) await deliver(deps, caller.tenant, pending);
  const row = await findAd(deps.db, caller.tenant.id, found.ad.id);
  if (!row) throw adNotFound();
  return { data: await oneAdAnswer(deps, caller, row) };
}

const FOLLOW_UP_NAMES: { readonly [L in 'es' | 'en']: { readonly [F in FollowUpType]: string } } = {
  es: { site_visit: 'visita al activo', visit_prospective_buyer: 'visita de un posible comprador', request_information: 'petición de información' },
  en: { site_visit: 'site visit', visit_prospective_buyer: 'visit of a prospective buyer', request_information: 'request for information' },
};

/**
 * A message to the ad's author, by notification and e-mail, naming the sender by public name only;
 * it starts the reply thread of the ad and the caller, or continues it.
 */
export async function contactAuthor(deps: Deps, caller: Caller, id: string, input: { follow_up: FollowUpType; message: string }): Promise<{ data: { conversation_id: string } }> {
  const found = await findAd(deps.db, caller.tenant.id, id);
  if (!found) throw adNotFound();
  if (found.ad.sellerId === caller.principal.user.id) throw conflict('own_ad');
  if (found.ad.status !== 'published') throw conflict('ad_not_open');
  const sender = publicNameOf(caller.principal.user);
  const texts: NotificationTexts = {
    es: { title: `${sender} sobre tu anuncio ${found.ad.reference}`, body: `${sender} (${FOLLOW_UP_NAMES.es[input.follow_up]}) te escribe sobre tu anuncio de ${found.project.title}:\n\n${input.message}` },
    en: { title: `${sender} about your ad ${found.ad.reference}`, body: `${sender} (${FOLLOW_UP_NAMES.en[input.follow_up]}) writes about your ad for ${found.project.title}:\n\n${input.message}` },
  };
  const buyerId = caller.principal.user.id;
  const { conversationId, pending } = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const thread = { tenantId: caller.tenant.id, adId: found.ad.id, buyerId, sellerId: found.ad.sellerId, senderId: buyerId, body: input.message, followUp: input.follow_up };
    const { conversationId } = await appendMessage(tx, now, thread);
    const notice = await notify(tx, now, {
      tenantId: caller.tenant.id,
      userIds: [found.ad.sellerId],
      kind: 'board_contact',
      texts,
      subject: { type: 'conversation', id: conversationId },
      payload: { from_user_id: buyerId, follow_up: input.follow_up, ad_id: found.ad.id },
    });
    return { conversationId, pending: notice };
  });
  await deliver(deps, caller.tenant, pending);
  return { data: { conversation_id: conversationId } };
}

// ---------------------------------------------------------------- the review job

const REJECTION_NAMES: { readonly [L in 'es' | 'en']: { readonly [R in AdRejectionReason]: string } } = {
  es: {
    unsafe_text: 'la descripción contiene texto no permitido',
    tokens_not_available: 'no tienes esos tokens disponibles',
    issuance_not_tradable: 'el proyecto aún no tiene tokens emitidos',
    withdrawn_by_manager: 'un gestor lo ha retirado',
  },
  en: {
    unsafe_text: 'the description contains text that is not allowed',
    tokens_not_available: 'you do not have those tokens available',
    issuance_not_tradable: 'the project has no minted tokens yet',
    withdrawn_by_manager: 'a manager withdrew it',
  },
};

async function verdictOf(deps: Deps, tx: Db, ad: typeof ads.$inferSelect): Promise<AdRejectionReason | null> {
  if (ad.description !== null && !isSafeText(ad.description)) return 'unsafe_text';
  if (!(await isTradable(tx, ad.issuanceId))) return 'issuance_not_tradable';
  if (ad.type === 'sell' && ad.tokens > (await availableTokens(deps, tx, ad.sellerId, ad.issuanceId, ad.id))) return 'tokens_not_available';
  return null;
}

/**
 * Reviews one ad: publishes it or rejects it with the reason. The decision is written with a
 * conditional update (still in review, not edited since it was read), so with several API
 * processes each ad is decided and notified once.
 */
async function reviewOne(deps: Deps, id: string): Promise<{ tenantId: string; pending: PendingNotifications } | null> {
  return deps.db.transaction(async (tx) => {
    const [ad] = await tx.select().from(ads).where(and(eq(ads.id, id), eq(ads.status, 'in_review')));
    if (!ad) return null;
    await lockHolding(tx, ad.sellerId, ad.issuanceId);
    const reason = await verdictOf(deps, tx, ad);
    const now = deps.clock.now();
    const [decided] = await tx
      .update(ads)
      .set(reason ? { status: 'rejected', rejectionReason: reason, updatedAt: now } : { status: 'published', publishedAt: now, rejectionReason: null, updatedAt: now })
      .where(and(eq(ads.id, ad.id), eq(ads.status, 'in_review'), eq(ads.updatedAt, ad.updatedAt)))
      .returning({ id: ads.id });
    if (!decided) return null;
    const [project] = await tx.select({ title: issuances.title }).from(issuances).where(eq(issuances.id, ad.issuanceId));
    const title = project?.title ?? '';
    const texts: NotificationTexts = reason
      ? {
          es: { title: `Anuncio ${ad.reference} rechazado`, body: `Tu anuncio de ${title} no se ha publicado: ${REJECTION_NAMES.es[reason]}.` },
          en: { title: `Ad ${ad.reference} rejected`, body: `Your ad for ${title} was not published: ${REJECTION_NAMES.en[reason]}.` },
        }
      : {
          es: { title: `Anuncio ${ad.reference} publicado`, body: `Tu anuncio de ${title} ya está en el tablón.` },
          en: { title: `Ad ${ad.reference} published`, body: `Your ad for ${title} is on the board.` },
        };
    const pending = await notify(tx, now, {
      tenantId: ad.tenantId,
      userIds: [ad.sellerId],
      kind: reason ? 'ad_rejected' : 'ad_published',
      texts,
      subject: { type: 'ad', id: ad.id },
      payload: reason ? { reason } : {},
    });
    return { tenantId: ad.tenantId, pending };
  });
}

/** One pass of the review job over the ads in review, oldest first; answers how many it decided. */
export async function reviewAds(deps: Deps): Promise<number> {
  const due = await deps.db.select({ id: ads.id }).from(ads).where(eq(ads.status, 'in_review')).orderBy(ads.updatedAt).limit(100);
  const tenants = new Map((await deps.tenants.all()).map((tenant): [string, Tenant] => [tenant.id, tenant]));
  let decided = 0;
  for (const { id } of due) {
    const result = await reviewOne(deps, id);
    if (!result) continue;
    decided += 1;
    const tenant = tenants.get(result.tenantId);
    if (tenant) await deliver(deps, tenant, result.pending);
  }
  return decided;
}
