import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_OF,
  NOTIFICATIONS_PATHS,
  roleGroupOf,
  type NotificationCategory,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSubject,
} from 'shared';
import type { Deps } from '../app-env.js';
import type { Db } from '../db/client.js';
import { notificationPreferences, notifications, users, type NotificationTexts } from '../db/schema.js';
import { appLink } from '../mail/app-link.js';
import type { MailContent } from '../mail/compose.js';
import { sendMail } from '../mail/send-mail.js';
import { noticeMail } from '../mail/templates/notifications.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import type { MailFormat } from './mail-format.js';

export interface NotificationDraft {
  tenantId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  texts: NotificationTexts;
  subject?: { type: NotificationSubject; id: string } | null;
  /** Facts kept beside the text (amounts, ids) for whoever reads the row later. */
  payload?: Record<string, unknown>;
  broadcastId?: string;
  /** An e-mail of its own (subject, text with links, meta) instead of the title and body; still sent only by preference. */
  mail?: NotificationMail;
  /** false: the caller sends a transactional e-mail of its own (whatever the preferences), so none is sent here. */
  email?: false;
}

/** A mail template bound to its facts, rendered at delivery in each reader's language. */
export interface NotificationMail {
  render: (format: MailFormat) => MailContent;
  meta: Record<string, string>;
}

/** Notifications written in a transaction, to be delivered once it has committed. */
export interface PendingNotifications {
  tenantId: string;
  kind: NotificationKind;
  texts: NotificationTexts;
  mail?: NotificationMail;
  email?: false;
  rows: readonly { id: string; userId: string }[];
}

/**
 * The one writer of notifications (issue 15): the rows go in the caller's transaction, so they
 * commit or roll back with what they tell; `deliver` after the commit e-mails and pushes them.
 */
export async function notify(tx: Db, at: Date, draft: NotificationDraft): Promise<PendingNotifications> {
  const userIds = [...new Set(draft.userIds)];
  const rows =
    userIds.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            userIds.map((userId) => ({
              tenantId: draft.tenantId,
              userId,
              kind: draft.kind,
              category: NOTIFICATION_CATEGORY_OF[draft.kind],
              // Readers that predate `texts` read these columns.
              title: draft.texts.es.title,
              body: draft.texts.es.body,
              texts: draft.texts,
              subjectType: draft.subject?.type ?? null,
              subjectId: draft.subject?.id ?? null,
              broadcastId: draft.broadcastId ?? null,
              payload: draft.payload ?? {},
              createdAt: at,
            })),
          )
          .returning({ id: notifications.id, userId: notifications.userId });
  return { tenantId: draft.tenantId, kind: draft.kind, texts: draft.texts, ...(draft.mail ? { mail: draft.mail } : {}), ...(draft.email === false ? { email: false as const } : {}), rows };
}

/** A user's e-mail choices; categories never chosen are on. */
export function preferencesOf(stored: Record<string, boolean> | undefined): NotificationPreferences {
  const email = Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, stored?.[category] ?? true])) as Record<NotificationCategory, boolean>;
  return { email };
}

/**
 * After the commit: pushes each new notification to its recipient's open pages and e-mails those
 * whose preference for the kind's category is on, in their language. A failed e-mail is logged;
 * the notification stays written.
 */
export async function deliver(deps: Deps, tenant: Tenant, ...batches: readonly PendingNotifications[]): Promise<void> {
  for (const batch of batches) {
    if (batch.rows.length === 0) continue;
    await deps.live.publish(batch.rows.map((row) => ({ userId: row.userId, notification: { id: row.id, kind: batch.kind } })));
    if (batch.email === false) continue;
    const userIds = batch.rows.map((row) => row.userId);
    const people = await deps.db
      .select({ id: users.id, email: users.email, language: users.language, primaryRole: users.primaryRole, preferences: notificationPreferences.email })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(and(eq(users.tenantId, batch.tenantId), inArray(users.id, userIds)));
    const category = NOTIFICATION_CATEGORY_OF[batch.kind];
    for (const person of people) {
      if (!preferencesOf(person.preferences ?? undefined).email[category]) continue;
      const link = appLink(tenant, NOTIFICATIONS_PATHS[roleGroupOf(person.primaryRole)]);
      const render = batch.mail?.render ?? ((format: MailFormat) => noticeMail({ texts: batch.texts, link }, format));
      await sendMail(deps, tenant, person, render, batch.mail?.meta ?? { purpose: batch.kind, link });
    }
  }
}

/** Tells the user's open pages their unread count changed (read here or elsewhere). */
export async function publishUnreadChange(deps: Deps, userId: string): Promise<void> {
  await deps.live.publish([{ userId }]);
}
