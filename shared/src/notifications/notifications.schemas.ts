import * as v from 'valibot';
import { LOCALES } from '../messages';
import { pageMetaSchema } from '../schemas/paging.schema';
import { pageNumber } from '../schemas/paging.schema';
import { choice, form, freeText, optional, text } from '../validation/rules';

/**
 * The wire of notifications (issue 15). One service in the API writes them for every feature:
 * stored per user, e-mailed when the user's preference for the kind's category says so, and
 * pushed to open pages over server-sent events. Each is written with its text in both languages;
 * the API answers in the language the caller asks (`lang`), so a user who switches language reads
 * them in the new one.
 */

const INVALID = 'validator.form_field_invalid';
const isoTimestamp = v.string();

/** What a notification is about; the screens pick its icon and its link from it. */
export const NOTIFICATION_KINDS = [
  'investment_status',
  'payment',
  'account_validation',
  'earning_paid',
  'earning_claimed',
  'disbursement_ready',
  'issuance_validated',
  'issuance_rejected',
  'ad_published',
  'ad_rejected',
  'ad_withdrawn',
  'board_contact',
  'board_message',
  'transfer_received',
  'transfer_sent',
  'message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The groups a user chooses e-mails for. */
export const NOTIFICATION_CATEGORIES = ['investments', 'earnings', 'projects', 'board', 'messages'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_OF: { readonly [K in NotificationKind]: NotificationCategory } = {
  investment_status: 'investments',
  payment: 'investments',
  account_validation: 'investments',
  earning_paid: 'earnings',
  earning_claimed: 'earnings',
  disbursement_ready: 'projects',
  issuance_validated: 'projects',
  issuance_rejected: 'projects',
  ad_published: 'board',
  ad_rejected: 'board',
  ad_withdrawn: 'board',
  board_contact: 'board',
  board_message: 'board',
  transfer_received: 'board',
  transfer_sent: 'board',
  message: 'messages',
};

/**
 * What a notification links to; each area maps it to its own route (an investor's `investment`
 * opens /user/investments, a manager's `issuance` opens /manager/issuances/{id}).
 */
export const NOTIFICATION_SUBJECTS = ['investment', 'issuance', 'earning', 'ad', 'conversation', 'transfer', 'account'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const notificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  category: v.picklist(NOTIFICATION_CATEGORIES),
  /** In the language asked for. */
  title: v.string(),
  body: v.string(),
  subject: v.nullable(v.object({ type: v.picklist(NOTIFICATION_SUBJECTS), id: v.string() })),
  read_at: v.nullable(isoTimestamp),
  created_at: isoTimestamp,
});
export type Notification = v.InferOutput<typeof notificationSchema>;

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;

/** GET /notifications: the caller's, newest first. */
export const notificationsQuerySchema = v.object({
  filter: v.optional(v.picklist(NOTIFICATION_FILTERS, INVALID), 'all'),
  lang: v.optional(v.picklist(LOCALES, INVALID)),
  page: pageNumber(1, 10_000),
  per_page: pageNumber(20, 100),
});
export type NotificationsQueryInput = v.InferInput<typeof notificationsQuerySchema>;
export const notificationsResponseSchema = v.object({
  data: v.array(notificationSchema),
  meta: pageMetaSchema,
  unread: v.number(),
});
export type NotificationsResponse = v.InferOutput<typeof notificationsResponseSchema>;

/** GET /notifications/unread-count; also the answer of POST /notifications/:id/read and POST /notifications/read-all. */
export const unreadCountResponseSchema = v.object({ data: v.object({ unread: v.number() }) });

/**
 * GET /notifications/stream (`text/event-stream`, with the caller's Authorization header, so the
 * front reads it with fetch rather than EventSource): first an `unread` event, then one
 * `notification` event per new notification and an `unread` event whenever the count changes
 * (read elsewhere), and a comment line every `NOTIFICATION_STREAM_HEARTBEAT_MS` so proxies keep it
 * open. A front that cannot stream polls the unread count every `NOTIFICATION_POLL_INTERVAL_MS`.
 */
export const NOTIFICATION_STREAM_EVENTS = ['unread', 'notification'] as const;
export const notificationStreamEventSchema = v.variant('event', [
  v.object({ event: v.literal('unread'), data: v.object({ unread: v.number() }) }),
  v.object({ event: v.literal('notification'), data: v.object({ id: v.string(), kind: v.picklist(NOTIFICATION_KINDS) }) }),
]);
export type NotificationStreamEvent = v.InferOutput<typeof notificationStreamEventSchema>;
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 25_000;
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;

// ---------------------------------------------------------------- preferences

/**
 * GET and PUT /users/me/notification-preferences: per category, whether it is also e-mailed
 * (in-app is always on). Defaults: all on. E-mails the product must send whatever the choice
 * (sign-up verification, payment instructions, password reset) are not notifications.
 */
export const notificationPreferencesSchema = v.object({
  email: v.object(
    Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, v.boolean()])) as {
      [K in NotificationCategory]: v.BooleanSchema<undefined>;
    },
  ),
});
export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = v.object({ data: notificationPreferencesSchema });

// ---------------------------------------------------------------- broadcasts (managers, entrepreneurs)

export const BROADCAST_AUDIENCES = ['all_investors', 'project_investors', 'user'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

const bilingual = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ es: schema, en: schema });

/**
 * POST /notifications/broadcasts (201): a `message` notification written in both languages to
 * every investor of the tenant, the investors holding paid investments of one project, or one
 * user. Managers may send to any audience; entrepreneurs only to their own projects' investors
 * (403 forbidden otherwise). 409 no_recipients when the audience is empty.
 */
export const broadcastRequestSchema = v.pipe(
  form({
    audience: choice(BROADCAST_AUDIENCES),
    issuance_id: optional(text()),
    user_id: optional(text()),
    title: bilingual(freeText({ min: 3, max: 120 })),
    body: bilingual(freeText({ min: 3, max: 2000 })),
  }),
  v.forward(
    v.check((input) => input.audience !== 'project_investors' || input.issuance_id !== undefined, 'validator.error_null'),
    ['issuance_id'],
  ),
  v.forward(
    v.check((input) => input.audience !== 'user' || input.user_id !== undefined, 'validator.error_null'),
    ['user_id'],
  ),
);
export type BroadcastRequestInput = v.InferInput<typeof broadcastRequestSchema>;

/** A sent broadcast: GET /notifications/broadcasts (the caller's; managers: the tenant's), newest first. */
export const broadcastSchema = v.object({
  id: v.string(),
  audience: v.picklist(BROADCAST_AUDIENCES),
  /** The project or the user it went to, by name. */
  target: v.nullable(v.object({ id: v.string(), name: v.string() })),
  title: bilingual(v.string()),
  body: bilingual(v.string()),
  recipients: v.number(),
  read: v.number(),
  sent_by: v.object({ id: v.string(), name: v.string() }),
  created_at: isoTimestamp,
});
export type Broadcast = v.InferOutput<typeof broadcastSchema>;
export const broadcastResponseSchema = v.object({ data: broadcastSchema });
export const broadcastsQuerySchema = v.object({ page: pageNumber(1, 10_000), per_page: pageNumber(20, 100) });
export const broadcastsResponseSchema = v.object({ data: v.array(broadcastSchema), meta: pageMetaSchema });
export type BroadcastsResponse = v.InferOutput<typeof broadcastsResponseSchema>;
