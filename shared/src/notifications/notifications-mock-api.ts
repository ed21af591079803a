/**
 * The notifications endpoints of the HTTP contract (issue 15), answered from memory by MSW handlers
 * over the contract-checked fixtures (`./notifications-testing`): the inbox filtered, paged and in
 * the language asked, read and read-all, the unread count, the e-mail preferences, the broadcasts
 * with their scope rules (entrepreneurs only to their own projects' investors), and a short event
 * stream. Jest tests (`msw/node`) and a remote's standalone dev server (`msw/browser`) use the same
 * handlers. Paths start with `*`: whichever tenant's API base the page resolves.
 */
import * as v from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { collectFieldErrors } from '../validation/field-errors';
import {
  broadcastRequestSchema,
  broadcastResponseSchema,
  broadcastsQuerySchema,
  broadcastsResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  unreadCountResponseSchema,
  type Broadcast,
  type NotificationPreferences,
  type NotificationStreamEvent,
} from './notifications.schemas';
import { broadcast, demoBroadcasts, demoNotifications, inLanguage, notificationsAnswer, preferences, type StoredNotification } from './notifications-testing';
import { pageMeta } from '../schemas/paging.schema';

const error = (status: number, key: string) => HttpResponse.json({ error: key, hide_error: false }, { status });

async function jsonBody(request: Request): Promise<unknown> {
  return request.headers.get('content-type')?.includes('application/json') ? request.json() : {};
}

/** One server-sent event as the API writes it. */
export function sseFrame(event: NotificationStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export interface NotificationsData {
  notifications?: readonly StoredNotification[];
  preferences?: NotificationPreferences;
  broadcasts?: readonly Broadcast[];
  /** Who a broadcast may reach: the tenant's investors, each project's investors (by issuance id), and users by id. */
  audiences?: {
    allInvestors?: number;
    projects?: Readonly<Record<string, { name: string; investors: number }>>;
    users?: Readonly<Record<string, string>>;
  };
}

export interface NotificationsApiOptions {
  /** Managers send to any audience; entrepreneurs only to the investors of `ownProjects`. */
  role?: 'manager' | 'entrepreneur' | 'investor';
  ownProjects?: readonly string[];
  /** What GET /notifications/stream sends after its first `unread` event before it ends. */
  streamEvents?: readonly NotificationStreamEvent[];
}

/** Handlers over the data given; the returned readers show what the API holds after the test's calls. */
export function notificationsApi(
  { notifications = [], preferences: initialPreferences = preferences(), broadcasts = [], audiences = {} }: NotificationsData = {},
  { role = 'manager', ownProjects = [], streamEvents = [] }: NotificationsApiOptions = {},
) {
  let items = [...notifications].sort((a, b) => b.created_at.localeCompare(a.created_at));
  let prefs = initialPreferences;
  let sent = [...broadcasts];
  const unread = () => items.filter((item) => item.read_at === null).length;
  const unreadAnswer = () => HttpResponse.json(v.parse(unreadCountResponseSchema, { data: { unread: unread() } }));
  const { allInvestors = 0, projects = {}, users = {} } = audiences;

  const handlers: HttpHandler[] = [
    http.get('*/notifications/unread-count', unreadAnswer),
    http.get('*/notifications/stream', () => {
      const frames = [sseFrame({ event: 'unread', data: { unread: unread() } }), ...streamEvents.map(sseFrame)];
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const frame of frames) controller.enqueue(encoder.encode(frame));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
    }),
    http.post('*/notifications/read-all', () => {
      const now = new Date().toISOString();
      items = items.map((item) => (item.read_at ? item : { ...item, read_at: now }));
      return unreadAnswer();
    }),
    http.get('*/notifications/broadcasts', ({ request }) => {
      if (role === 'investor') return error(403, 'forbidden');
      const query = v.parse(broadcastsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const mine = role === 'manager' ? sent : sent.filter((item) => item.audience === 'project_investors' && ownProjects.includes(item.target?.id ?? ''));
      const shown = mine.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      return HttpResponse.json(
        v.parse(broadcastsResponseSchema, {
          data: shown,
          meta: pageMeta(query.page, query.per_page, mine.length),
        }),
      );
    }),
    http.post('*/notifications/broadcasts', async ({ request }) => {
      if (role === 'investor') return error(403, 'forbidden');
      const parsed = v.safeParse(broadcastRequestSchema, await jsonBody(request));
      if (!parsed.success) {
        return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(parsed.issues) }, { status: 400 });
      }
      const values = parsed.output;
      if (role === 'entrepreneur' && (values.audience !== 'project_investors' || !ownProjects.includes(values.issuance_id ?? ''))) return error(403, 'forbidden');
      const project = values.issuance_id ? projects[values.issuance_id] : undefined;
      const userName = values.user_id ? users[values.user_id] : undefined;
      const recipients = values.audience === 'all_investors' ? allInvestors : values.audience === 'project_investors' ? (project?.investors ?? 0) : userName ? 1 : 0;
      if (recipients === 0) return error(409, 'no_recipients');
      const target =
        values.audience === 'project_investors' && project && values.issuance_id
          ? { id: values.issuance_id, name: project.name }
          : values.audience === 'user' && userName && values.user_id
            ? { id: values.user_id, name: userName }
            : null;
      const created = broadcast({
        id: `bc-new-${sent.length + 1}`,
        audience: values.audience,
        target,
        title: values.title,
        body: values.body,
        recipients,
        read: 0,
        created_at: new Date().toISOString(),
      });
      sent = [created, ...sent];
      return HttpResponse.json(v.parse(broadcastResponseSchema, { data: created }), { status: 201 });
    }),
    http.post('*/notifications/:id/read', ({ params }) => {
      const found = items.find((item) => item.id === params.id);
      if (!found) return error(404, 'notification_not_found');
      if (!found.read_at) items = items.map((item) => (item.id === found.id ? { ...item, read_at: new Date().toISOString() } : item));
      return unreadAnswer();
    }),
    http.get('*/notifications', ({ request }) => {
      const parsed = v.safeParse(notificationsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return error(400, 'validation_error');
      const query = parsed.output;
      const rows = items.filter((item) => query.filter === 'all' || item.read_at === null);
      const shown = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page).map((item) => inLanguage(item, query.lang ?? 'es'));
      return HttpResponse.json(notificationsAnswer(shown, { page: query.page, per_page: query.per_page, total: rows.length, unread: unread() }));
    }),
    http.get('*/users/me/notification-preferences', () => HttpResponse.json(v.parse(notificationPreferencesResponseSchema, { data: prefs }))),
    http.put('*/users/me/notification-preferences', async ({ request }) => {
      const parsed = v.safeParse(notificationPreferencesSchema, await jsonBody(request));
      if (!parsed.success) return error(400, 'validation_error');
      prefs = parsed.output;
      return HttpResponse.json(v.parse(notificationPreferencesResponseSchema, { data: prefs }));
    }),
  ];

  return {
    handlers,
    /** A new notification arrives (what the API's fan-out writes), for the next reads. */
    deliver: (stored: StoredNotification) => {
      items = [stored, ...items];
    },
    notifications: () => items,
    preferences: () => prefs,
    broadcasts: () => sent,
  };
}

/** The demo inbox, broadcasts and audiences (the demo projects 1 and 2 of `demoIssuances()` and
 * the users of `demoUsers()`), for an area served without the API. */
export function demoNotificationsData(): Required<NotificationsData> {
  return {
    notifications: demoNotifications(),
    preferences: preferences({ board: false }),
    broadcasts: demoBroadcasts(),
    audiences: { allInvestors: 240, projects: { '1': { name: 'Solar Park Almeria', investors: 12 }, '2': { name: 'Valencia Lofts', investors: 4 } }, users: { 'u-2': 'Irene Inversora' } },
  };
}
