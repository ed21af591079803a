import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type Broadcast,
  type BroadcastsResponse,
  type Locale,
  type Notification,
  NOTIFICATION_CATEGORY_OF,
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsResponse,
  pageMeta,
  PAID_INVESTMENT_STATUSES,
  type Role,
  rolesOf,
} from 'shared';
import type * as v from 'valibot';
import type { broadcastRequestSchema, notificationsQuerySchema } from 'shared';
import type { Deps } from '../../app-env.js';
import { hasRole } from '../../auth/authorize.js';
import { investments, issuances, notificationBroadcasts, notificationPreferences, notifications, users } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { deliver, notify, preferencesOf, publishUnreadChange } from '../../notifications/notify.js';
import { publicNameOf } from '../../notifications/public-name.js';
import type { Caller } from '../caller.js';

type NotificationRow = typeof notifications.$inferSelect;


function kindOf(stored: string): NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(stored) ? (stored as NotificationKind) : 'message';
}

/** A row in the reader's language; rows from before `texts` answer their single text. */
function notificationAnswer(row: NotificationRow, locale: Locale): Notification {
  const kind = kindOf(row.kind);
  const text = row.texts?.[locale] ?? { title: row.title, body: row.body };
  const subjectType = NOTIFICATION_SUBJECTS.find((type) => type === row.subjectType);
  return {
    id: row.id,
    kind,
    category: NOTIFICATION_CATEGORY_OF[kind],
    title: text.title,
    body: text.body,
    subject: subjectType && row.subjectId ? { type: subjectType, id: row.subjectId } : null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function unreadCount(deps: Deps, caller: Caller): Promise<number> {
  const [row] = await deps.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, caller.principal.user.id), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function listNotifications(deps: Deps, caller: Caller, query: v.InferOutput<typeof notificationsQuerySchema>): Promise<NotificationsResponse> {
  const userId = caller.principal.user.id;
  const where = and(eq(notifications.userId, userId), query.filter === 'unread' ? isNull(notifications.readAt) : undefined);
  const [total] = await deps.db.select({ total: count() }).from(notifications).where(where);
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const locale: Locale = query.lang ?? caller.principal.user.language ?? 'es';
  return {
    data: rows.map((row) => notificationAnswer(row, locale)),
    meta: pageMeta(query.page, query.per_page, total?.total ?? 0),
    unread: await unreadCount(deps, caller),
  };
}

export async function markRead(deps: Deps, caller: Caller, id: string): Promise<{ data: { unread: number } }> {
  const userId = caller.principal.user.id;
  const [found] = isUuid(id)
    ? await deps.db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    : [];
  if (!found) throw errors.notFound('notification_not_found');
  if (!found.readAt) {
    await deps.db.update(notifications).set({ readAt: deps.clock.now() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    await publishUnreadChange(deps, userId);
  }
  return { data: { unread: await unreadCount(deps, caller) } };
}

export async function markAllRead(deps: Deps, caller: Caller): Promise<{ data: { unread: number } }> {
  const userId = caller.principal.user.id;
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked.length > 0) await publishUnreadChange(deps, userId);
  return { data: { unread: await unreadCount(deps, caller) } };
}

// ---------------------------------------------------------------- preferences

export async function getPreferences(deps: Deps, caller: Caller): Promise<{ data: NotificationPreferences }> {
  const [row] = await deps.db.select({ email: notificationPreferences.email }).from(notificationPreferences).where(eq(notificationPreferences.userId, caller.principal.user.id));
  return { data: preferencesOf(row?.email) };
}

export async function putPreferences(deps: Deps, caller: Caller, input: NotificationPreferences): Promise<{ data: NotificationPreferences }> {
  const email = preferencesOf(input.email).email;
  const now = deps.clock.now();
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: caller.principal.user.id, tenantId: caller.tenant.id, email, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email, updatedAt: now } });
  return { data: preferencesOf(email) };
}

// ---------------------------------------------------------------- broadcasts

const INVESTOR_ROLES = rolesOf('investor') as readonly Role[];
const isInvestorRole = sql`(${users.primaryRole} in ${INVESTOR_ROLES} or ${users.secondaryRole} in ${INVESTOR_ROLES})`;

type BroadcastRequest = v.InferOutput<typeof broadcastRequestSchema>;

async function audienceOf(deps: Deps, caller: Caller, input: BroadcastRequest): Promise<{ userIds: string[]; target: { id: string; name: string } | null }> {
  const tenantId = caller.tenant.id;
  const manager = hasRole(caller.principal, rolesOf('manager'));
  if (input.audience === 'all_investors') {
    if (!manager) throw errors.forbidden();
    const rows = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), isInvestorRole));
    return { userIds: rows.map((row) => row.id), target: null };
  }
  if (input.audience === 'user') {
    if (!manager) throw errors.forbidden();
    const [person] = isUuid(input.user_id ?? '')
      ? await deps.db.select({ id: users.id, name: users.name, surname: users.surname, username: users.username }).from(users).where(and(eq(users.id, input.user_id ?? ''), eq(users.tenantId, tenantId)))
      : [];
    if (!person) throw errors.notFound('user_not_found');
    return { userIds: [person.id], target: { id: person.id, name: publicNameOf(person) } };
  }
  const issuanceId = input.issuance_id ?? '';
  const [project] = isUuid(issuanceId)
    ? await deps.db.select({ id: issuances.id, title: issuances.title, ownerId: issuances.ownerId }).from(issuances).where(and(eq(issuances.id, issuanceId), eq(issuances.tenantId, tenantId)))
    : [];
  if (!project) throw errors.notFound('issuance_not_found');
  if (!manager && project.ownerId !== caller.principal.user.id) throw errors.forbidden();
  const rows = await deps.db
    .selectDistinct({ id: investments.investorId })
    .from(investments)
    .where(and(eq(investments.issuanceId, project.id), inArray(investments.status, [...PAID_INVESTMENT_STATUSES])));
  return { userIds: rows.map((row) => row.id), target: { id: project.id, name: project.title } };
}

export async function sendBroadcast(deps: Deps, caller: Caller, input: BroadcastRequest): Promise<{ data: Broadcast }> {
  const { userIds, target } = await audienceOf(deps, caller, input);
  if (userIds.length === 0) throw new ApiError(409, 'no_recipients');
  const texts = { es: { title: input.title.es, body: input.body.es }, en: { title: input.title.en, body: input.body.en } };
  const now = deps.clock.now();
  const { broadcastId, pending } = await deps.db.transaction(async (tx) => {
    const [broadcast] = await tx
      .insert(notificationBroadcasts)
      .values({
        tenantId: caller.tenant.id,
        senderId: caller.principal.user.id,
        audience: input.audience,
        issuanceId: input.audience === 'project_investors' ? (target?.id ?? null) : null,
        userId: input.audience === 'user' ? (target?.id ?? null) : null,
        texts,
        recipients: userIds.length,
        createdAt: now,
      })
      .returning({ id: notificationBroadcasts.id });
    if (!broadcast) throw new Error('broadcast not written');
    const written = await notify(tx, now, {
      tenantId: caller.tenant.id,
      userIds,
      kind: 'message',
      texts,
      subject: input.audience === 'project_investors' && target ? { type: 'issuance', id: target.id } : null,
      broadcastId: broadcast.id,
    });
    return { broadcastId: broadcast.id, pending: written };
  });
  await deliver(deps, caller.tenant, pending);
  const [answer] = await broadcastAnswers(deps, caller, { id: broadcastId });
  if (!answer) throw new Error('broadcast not found after writing it');
  return { data: answer };
}

async function broadcastAnswers(deps: Deps, caller: Caller, page: { id: string } | { page: number; perPage: number }): Promise<Broadcast[]> {
  const manager = hasRole(caller.principal, rolesOf('manager'));
  const where = and(
    eq(notificationBroadcasts.tenantId, caller.tenant.id),
    manager ? undefined : eq(notificationBroadcasts.senderId, caller.principal.user.id),
    'id' in page ? eq(notificationBroadcasts.id, page.id) : undefined,
  );
  const query = deps.db
    .select({
      broadcast: notificationBroadcasts,
      senderName: users.name,
      senderSurname: users.surname,
      senderUsername: users.username,
      projectTitle: issuances.title,
      read: sql<number>`(select count(*)::int from ${notifications} where ${notifications.broadcastId} = ${notificationBroadcasts.id} and ${notifications.readAt} is not null)`,
    })
    .from(notificationBroadcasts)
    .innerJoin(users, eq(users.id, notificationBroadcasts.senderId))
    .leftJoin(issuances, eq(issuances.id, notificationBroadcasts.issuanceId))
    .where(where)
    .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id));
  const rows = 'id' in page ? await query.limit(1) : await query.limit(page.perPage).offset((page.page - 1) * page.perPage);
  const targetUserIds = rows.map((row) => row.broadcast.userId).filter((id): id is string => id !== null);
  const targets = targetUserIds.length
    ? await deps.db.select({ id: users.id, name: users.name, surname: users.surname, username: users.username }).from(users).where(inArray(users.id, targetUserIds))
    : [];
  return rows.map((row) => {
    const person = targets.find((candidate) => candidate.id === row.broadcast.userId);
    const target = row.broadcast.issuanceId ? { id: row.broadcast.issuanceId, name: row.projectTitle ?? '' } : person ? { id: person.id, name: publicNameOf(person) } : null;
    const audience = (['all_investors', 'project_investors', 'user'] as const).find((candidate) => candidate === row.broadcast.audience) ?? 'all_investors';
    return {
      id: row.broadcast.id,
      audience,
      target,
      title: { es: row.broadcast.texts.es.title, en: row.broadcast.texts.en.title },
      body: { es: row.broadcast.texts.es.body, en: row.broadcast.texts.en.body },
      recipients: row.broadcast.recipients,
      read: Number(row.read),
      sent_by: { id: row.broadcast.senderId, name: publicNameOf({ name: row.senderName, surname: row.senderSurname, username: row.senderUsername }) },
      created_at: row.broadcast.createdAt.toISOString(),
    };
  });
}

export async function listBroadcasts(deps: Deps, caller: Caller, query: { page: number; per_page: number }): Promise<BroadcastsResponse> {
  const manager = hasRole(caller.principal, rolesOf('manager'));
  const [total] = await deps.db
    .select({ total: count() })
    .from(notificationBroadcasts)
    .where(and(eq(notificationBroadcasts.tenantId, caller.tenant.id), manager ? undefined : eq(notificationBroadcasts.senderId, caller.principal.user.id)));
  return { data: await broadcastAnswers(deps, caller, { page: query.page, perPage: query.per_page }), meta: pageMeta(query.page, query.per_page, total?.total ?? 0) };
}

