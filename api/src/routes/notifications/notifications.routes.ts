import { streamSSE } from 'hono/streaming';
import {
  broadcastRequestSchema,
  broadcastResponseSchema,
  broadcastsQuerySchema,
  broadcastsResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  rolesOf,
  unreadCountResponseSchema,
} from 'shared';
import { SIGNED_IN, type Access } from '../../auth/access.js';
import { errorResponse, eventStream, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { getPreferences, listBroadcasts, listNotifications, markAllRead, markRead, putPreferences, sendBroadcast, unreadCount } from './notifications.handlers.js';

const unread = json(unreadCountResponseSchema, 'The unread count');

/** Managers to anyone, entrepreneurs to their own projects' investors; never while acting as someone. */
const BROADCASTERS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny' };

/** Notifications (issue 15): the caller's inbox, its live stream, e-mail preferences and broadcasts. */
export const notificationsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/notifications',
    access: SIGNED_IN,
    describe: {
      tags: ['notifications'],
      summary: "The caller's notifications, newest first, in the language asked for (`lang`, else the account's), with the unread count",
    },
    responses: { 200: json(notificationsResponseSchema, 'The notifications'), 400: validationErrorResponse },
    query: notificationsQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listNotifications(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/unread-count',
    access: SIGNED_IN,
    describe: { tags: ['notifications'], summary: "How many of the caller's notifications are unread", },
    responses: { 200: unread },
    handler: async ({ c, deps }) => c.json({ data: { unread: await unreadCount(deps, callerOf(c)) } }),
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/read-all',
    access: SIGNED_IN,
    describe: { tags: ['notifications'], summary: "Marks all the caller's notifications read", },
    responses: { 200: unread },
    handler: async ({ c, deps }) => c.json(await markAllRead(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/stream',
    access: SIGNED_IN,
    describe: {
      tags: ['notifications'],
      summary: 'Server-sent events: `unread` first, then `notification` per new one and `unread` when the count changes; a comment line as heartbeat',
    },
    responses: { 200: eventStream('text/event-stream') },
    handler: ({ c, deps }) => {
      const caller = callerOf(c);
      return streamSSE(c, async (stream) => {
        let queue = Promise.resolve();
        let lastUnread: number | undefined;
        const sendUnread = async () => {
          lastUnread = await unreadCount(deps, caller);
          await stream.writeSSE({ event: 'unread', data: JSON.stringify({ unread: lastUnread }) });
        };
        const unsubscribe = await deps.live.subscribe(caller.principal.user.id, (event) => {
          // One write at a time, in the order the events came.
          queue = queue
            .then(async () => {
              if (event.notification) await stream.writeSSE({ event: 'notification', data: JSON.stringify(event.notification) });
              await sendUnread();
            })
            .catch((error: unknown) => deps.logger.warn({ err: error }, 'notification stream write failed'));
        });
        let stopWaitingForClose = () => {};
        const ended = new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          stopWaitingForClose = deps.live.onClose(resolve);
        });
        // Each heartbeat also recounts: a notification written where nothing published it (a
        // transaction whose caller does not deliver, another process's lost NOTIFY) still reaches the page.
        const heartbeat = setInterval(() => {
          queue = queue
            .then(async () => {
              if ((await unreadCount(deps, caller)) !== lastUnread) await sendUnread();
              else await stream.write(': heartbeat\n\n');
            })
            .then(
              () => undefined,
              () => undefined,
            );
        }, deps.env.NOTIFICATION_STREAM_HEARTBEAT_MS);
        try {
          await sendUnread();
          await ended;
        } finally {
          clearInterval(heartbeat);
          stopWaitingForClose();
          unsubscribe();
        }
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/:id/read',
    access: SIGNED_IN,
    describe: { tags: ['notifications'], summary: 'Marks one of the caller\'s notifications read', },
    responses: { 200: unread, 404: errorResponse('notification_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await markRead(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/notification-preferences',
    access: SIGNED_IN,
    describe: { tags: ['notifications'], summary: 'Which notification categories the caller also gets by e-mail (all by default)', },
    responses: { 200: json(notificationPreferencesResponseSchema, 'The preferences') },
    handler: async ({ c, deps }) => c.json(await getPreferences(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/notification-preferences',
    access: SIGNED_IN,
    describe: {
      tags: ['notifications'],
      summary: 'Chooses which notification categories are also e-mailed (in-app is always on)',
    },
    responses: { 200: json(notificationPreferencesResponseSchema, 'The preferences'), 400: validationErrorResponse },
    json: notificationPreferencesSchema,
    handler: async ({ c, deps, json: input }) => c.json(await putPreferences(deps, callerOf(c), input)),
  }),
  defineRoute({
    method: 'POST',
    path: '/notifications/broadcasts',
    access: BROADCASTERS,
    describe: {
      tags: ['notifications'],
      summary: "Sends a message in both languages to all investors, a project's investors (entrepreneurs: their own projects only) or one user",
    },
    responses: {
      201: json(broadcastResponseSchema, 'The broadcast'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
      404: errorResponse('issuance_not_found, user_not_found'),
      409: errorResponse('no_recipients'),
    },
    json: broadcastRequestSchema,
    handler: async ({ c, deps, json: input }) => c.json(await sendBroadcast(deps, callerOf(c), input), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/notifications/broadcasts',
    access: BROADCASTERS,
    describe: {
      tags: ['notifications'],
      summary: "Sent broadcasts, newest first (managers: the tenant's; entrepreneurs: their own), with how many recipients read them",
    },
    responses: { 200: json(broadcastsResponseSchema, 'The broadcasts'), 400: validationErrorResponse },
    query: broadcastsQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listBroadcasts(deps, callerOf(c), query)),
  }),
]);
