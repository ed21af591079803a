import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AD_STATUSES, AD_TYPES, FOLLOW_UP_TYPES, PRODUCT_TYPES, type BoardConversation, type BoardMessage, type BoardThread, type FollowUpType } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { ads, boardConversations, boardMessages, issuances, tokens, users, type NotificationTexts } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { deliver, notify } from '../../notifications/notify.js';
import { publicNameOf } from '../../notifications/public-name.js';
import type { Caller } from '../caller.js';

/*
 * The board's reply threads (issue 34): one per ad and buyer, seen and written only by its two
 * parties. Anyone else, another investor or a manager, is told the thread does not exist.
 */

/** Replies go on while the ad is open: an edit sends it back to review without closing the talk. */
const REPLYABLE_STATUSES = ['in_review', 'published'] as const;
const conversationNotFound = () => errors.notFound('conversation_not_found');
const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;

type Person = { id: string; name: string | null; surname: string | null; username: string };
const partyOf = (person: Person) => ({ id: person.id, name: publicNameOf(person) });

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const senders = alias(users, 'senders');
const personColumns = (table: typeof buyers | typeof sellers | typeof senders) => ({ id: table.id, name: table.name, surname: table.surname, username: table.username });

/** The viewer's count of messages not read yet, whichever party they are. */
function unreadOf(viewerId: string) {
  return sql<number>`case when ${boardConversations.sellerId} = ${viewerId} then ${boardConversations.sellerUnread} else ${boardConversations.buyerUnread} end`;
}

function conversationSelect(db: Db, viewerId: string) {
  return db
    .select({ conversation: boardConversations, buyer: personColumns(buyers), seller: personColumns(sellers), unread: unreadOf(viewerId) })
    .from(boardConversations)
    .innerJoin(buyers, eq(buyers.id, boardConversations.buyerId))
    .innerJoin(sellers, eq(sellers.id, boardConversations.sellerId));
}
type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationSelect>['execute']>>[number];

async function messagesOf(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({ message: boardMessages, sender: personColumns(senders) })
    .from(boardMessages)
    .innerJoin(senders, eq(senders.id, boardMessages.senderId))
    .where(inArray(boardMessages.conversationId, [...conversationIds]))
    .orderBy(asc(boardMessages.createdAt), asc(boardMessages.id));
}
type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

const messageAnswer = (row: MessageRow, viewerId: string): BoardMessage => ({
  id: row.message.id,
  sender: partyOf(row.sender),
  mine: row.message.senderId === viewerId,
  body: row.message.body,
  follow_up: row.message.followUp === null ? null : pick(FOLLOW_UP_TYPES, row.message.followUp, 'request_information'),
  created_at: row.message.createdAt.toISOString(),
});

const conversationAnswer = (row: ConversationRow, last: MessageRow | undefined, viewerId: string): BoardConversation => ({
  id: row.conversation.id,
  ad_id: row.conversation.adId,
  buyer: partyOf(row.buyer),
  seller: partyOf(row.seller),
  counterpart: partyOf(row.conversation.sellerId === viewerId ? row.buyer : row.seller),
  last_message: last ? messageAnswer(last, viewerId) : null,
  unread: Number(row.unread),
  updated_at: row.conversation.lastMessageAt.toISOString(),
});

const isParty = (viewerId: string) => or(eq(boardConversations.buyerId, viewerId), eq(boardConversations.sellerId, viewerId));

/** For each of the ads, the viewer's own thread as a buyer and what is unread to them: the board's and "My ads"' figures. */
export async function conversationFiguresOf(db: Db, tenantId: string, viewerId: string, adIds: readonly string[]): Promise<Map<string, { conversationId: string | null; unread: number }>> {
  const figures = new Map<string, { conversationId: string | null; unread: number }>();
  if (adIds.length === 0) return figures;
  const rows = await db
    .select({ adId: boardConversations.adId, id: boardConversations.id, buyerId: boardConversations.buyerId, unread: unreadOf(viewerId) })
    .from(boardConversations)
    .where(and(eq(boardConversations.tenantId, tenantId), inArray(boardConversations.adId, [...adIds]), isParty(viewerId)));
  for (const row of rows) {
    const known = figures.get(row.adId) ?? { conversationId: null, unread: 0 };
    figures.set(row.adId, { conversationId: row.buyerId === viewerId ? row.id : known.conversationId, unread: known.unread + Number(row.unread) });
  }
  return figures;
}

/** GET /board/ads/:id/conversations: the author's threads with every buyer, or a buyer's own; 404 when the caller cannot see the ad. */
export async function listConversations(deps: Deps, caller: Caller, adId: string): Promise<{ data: BoardConversation[] }> {
  const viewerId = caller.principal.user.id;
  const [ad] = isUuid(adId) ? await deps.db.select({ sellerId: ads.sellerId, status: ads.status }).from(ads).where(and(eq(ads.id, adId), eq(ads.tenantId, caller.tenant.id))) : [];
  if (!ad) throw errors.notFound('ad_not_found');
  const rows = await conversationSelect(deps.db, viewerId)
    .where(and(eq(boardConversations.tenantId, caller.tenant.id), eq(boardConversations.adId, adId), isParty(viewerId)))
    .orderBy(desc(boardConversations.lastMessageAt), desc(boardConversations.id));
  if (ad.sellerId !== viewerId && ad.status !== 'published' && rows.length === 0) throw errors.notFound('ad_not_found');
  const messages = await messagesOf(
    deps.db,
    rows.map((row) => row.conversation.id),
  );
  const last = new Map<string, MessageRow>();
  for (const message of messages) last.set(message.message.conversationId, message);
  return { data: rows.map((row) => conversationAnswer(row, last.get(row.conversation.id), viewerId)) };
}

async function findConversation(db: Db, caller: Caller, id: string): Promise<ConversationRow | undefined> {
  const viewerId = caller.principal.user.id;
  if (!isUuid(id)) return undefined;
  const [row] = await conversationSelect(db, viewerId).where(and(eq(boardConversations.id, id), eq(boardConversations.tenantId, caller.tenant.id), isParty(viewerId)));
  return row;
}

/** GET /board/conversations/:id: the thread, read by one of its parties, who has now read it (unless a manager acts as them). */
export async function readConversation(deps: Deps, caller: Caller, id: string): Promise<{ data: BoardThread }> {
  const viewerId = caller.principal.user.id;
  const row = await findConversation(deps.db, caller, id);
  if (!row) throw conversationNotFound();
  const [ad] = await deps.db
    .select({
      id: ads.id,
      reference: ads.reference,
      type: ads.type,
      status: ads.status,
      project: {
        id: issuances.id,
        title: issuances.title,
        slug: issuances.slug,
        tokenSymbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol}, '')`,
        productType: issuances.productType,
      },
    })
    .from(ads)
    .innerJoin(issuances, eq(issuances.id, ads.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .where(eq(ads.id, row.conversation.adId));
  if (!ad) throw conversationNotFound();
  const messages = await messagesOf(deps.db, [row.conversation.id]);
  const unread = Number(row.unread);
  // Someone acting as the investor reads on their behalf: what is new stays new to the investor.
  // Only what was counted is taken off, so a message written meanwhile stays new.
  if (caller.principal.impersonation === undefined && unread > 0) {
    await deps.db
      .update(boardConversations)
      .set(
        row.conversation.sellerId === viewerId
          ? { sellerUnread: sql`greatest(${boardConversations.sellerUnread} - ${unread}, 0)` }
          : { buyerUnread: sql`greatest(${boardConversations.buyerUnread} - ${unread}, 0)` },
      )
      .where(eq(boardConversations.id, row.conversation.id));
  }
  return {
    data: {
      ...conversationAnswer(row, messages.at(-1), viewerId),
      unread: caller.principal.impersonation === undefined ? 0 : unread,
      ad: {
        id: ad.id,
        reference: ad.reference,
        type: pick(AD_TYPES, ad.type, 'sell'),
        status: pick(AD_STATUSES, ad.status, 'closed'),
        project: { id: ad.project.id, title: ad.project.title, slug: ad.project.slug, token_symbol: ad.project.tokenSymbol, product_type: pick(PRODUCT_TYPES, ad.project.productType, PRODUCT_TYPES[0]) },
      },
      can_reply: REPLYABLE_STATUSES.some((status) => status === ad.status),
      messages: messages.map((message) => messageAnswer(message, viewerId)),
    },
  };
}

/**
 * Writes a message in the thread of the ad and buyer, starting it when there is none (the buyer's
 * first contact), in the caller's transaction; it is new to the other party.
 */
export async function appendMessage(
  tx: Db,
  now: Date,
  message: { tenantId: string; adId: string; buyerId: string; sellerId: string; senderId: string; body: string; followUp?: FollowUpType },
): Promise<{ conversationId: string; messageId: string }> {
  const toSeller = message.senderId !== message.sellerId;
  const [conversation] = await tx
    .insert(boardConversations)
    .values({ tenantId: message.tenantId, adId: message.adId, buyerId: message.buyerId, sellerId: message.sellerId, lastMessageAt: now, createdAt: now, ...(toSeller ? { sellerUnread: 1 } : { buyerUnread: 1 }) })
    .onConflictDoUpdate({
      target: [boardConversations.adId, boardConversations.buyerId],
      set: { lastMessageAt: now, ...(toSeller ? { sellerUnread: sql`${boardConversations.sellerUnread} + 1` } : { buyerUnread: sql`${boardConversations.buyerUnread} + 1` }) },
    })
    .returning({ id: boardConversations.id });
  if (!conversation) throw new Error('conversation not written');
  const [written] = await tx
    .insert(boardMessages)
    .values({ conversationId: conversation.id, senderId: message.senderId, body: message.body, followUp: message.followUp ?? null, createdAt: now })
    .returning({ id: boardMessages.id });
  if (!written) throw new Error('message not written');
  return { conversationId: conversation.id, messageId: written.id };
}

const replyTexts = (sender: string, reference: string, project: string, body: string): NotificationTexts => ({
  es: { title: `${sender} te ha respondido sobre el anuncio ${reference}`, body: `${sender} te escribe sobre el anuncio de ${project}:\n\n${body}` },
  en: { title: `${sender} replied about ad ${reference}`, body: `${sender} writes about the ad for ${project}:\n\n${body}` },
});

/** POST /board/conversations/:id/messages: one party writes, the other is notified in app and by e-mail, in their language. */
export async function postMessage(deps: Deps, caller: Caller, id: string, body: string): Promise<{ data: BoardMessage }> {
  const viewerId = caller.principal.user.id;
  const row = await findConversation(deps.db, caller, id);
  if (!row) throw conversationNotFound();
  const { conversation } = row;
  const sender = publicNameOf(caller.principal.user);
  const { message, pending } = await deps.db.transaction(async (tx) => {
    // Locks the ad's row, so a withdrawal or sale and a message do not cross.
    const [ad] = await tx
      .select({ status: ads.status, reference: ads.reference, title: issuances.title })
      .from(ads)
      .innerJoin(issuances, eq(issuances.id, ads.issuanceId))
      .where(eq(ads.id, conversation.adId))
      .for('update', { of: ads });
    if (!ad || !REPLYABLE_STATUSES.some((status) => status === ad.status)) throw new ApiError(409, 'ad_not_open');
    const now = deps.clock.now();
    const written = await appendMessage(tx, now, { tenantId: conversation.tenantId, adId: conversation.adId, buyerId: conversation.buyerId, sellerId: conversation.sellerId, senderId: viewerId, body });
    const recipient = conversation.sellerId === viewerId ? conversation.buyerId : conversation.sellerId;
    const notice = await notify(tx, now, {
      tenantId: caller.tenant.id,
      userIds: [recipient],
      kind: 'board_message',
      texts: replyTexts(sender, ad.reference, ad.title, body),
      subject: { type: 'conversation', id: conversation.id },
      payload: { ad_id: conversation.adId, from_user_id: viewerId },
    });
    const answer: BoardMessage = { id: written.messageId, sender: { id: viewerId, name: sender }, mine: true, body, follow_up: null, created_at: now.toISOString() };
    return { message: answer, pending: notice };
  });
  await deliver(deps, caller.tenant, pending);
  return { data: message };
}

