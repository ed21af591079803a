import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  broadcastResponseSchema,
  broadcastsResponseSchema,
  issuanceListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationsResponseSchema,
  userListResponseSchema,
  usersAdminPaths,
  type Broadcast,
  type BroadcastRequestInput,
  type NotificationPreferences,
} from 'shared';
import { useBusEvent, useHttp, usePlatform, type HttpClient } from 'host/platform';

export type InboxQuery = { filter: 'all' | 'unread'; page: number; lang: 'es' | 'en' };
const INBOX_PAGE_SIZE = 20;

/** Query keys of one area's notifications, under the area's scope (see `NotificationArea.scope`). */
function notificationKeys(scope: string) {
  const all = [scope, 'notifications'] as const;
  return {
    all,
    inboxes: [...all, 'inbox'] as const,
    inbox: (query: InboxQuery) => [...all, 'inbox', query] as const,
    preferences: [...all, 'preferences'] as const,
    sent: [...all, 'broadcasts'] as const,
    broadcasts: (page: number) => [...all, 'broadcasts', page] as const,
    projects: [...all, 'projects'] as const,
    users: [...all, 'users'] as const,
  };
}

// The screens say why a write failed where it was asked, so the host does not toast it too.
const quiet = { toastErrors: false } as const;

export function useInbox(scope: string, query: InboxQuery) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys(scope).inbox(query),
      queryFn: async ({ signal }) =>
        v.parse(
          notificationsResponseSchema,
          await http.get<unknown>('/notifications', { params: { filter: query.filter, lang: query.lang, page: String(query.page), per_page: String(INBOX_PAGE_SIZE) }, signal }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A notification pushed to the page (the host's live feed) refreshes the area's inbox pages. */
export function useLiveRefresh(scope: string) {
  const client = useQueryClient();
  useBusEvent('notification.received', () => void client.invalidateQueries({ queryKey: notificationKeys(scope).inboxes }));
}

async function markRead(http: HttpClient, id: string): Promise<void> {
  await http.post<unknown>(`/notifications/${encodeURIComponent(id)}/read`, undefined, quiet);
}

async function markAllRead(http: HttpClient): Promise<void> {
  await http.post<unknown>('/notifications/read-all', undefined, quiet);
}

export function usePreferences(scope: string) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys(scope).preferences,
      queryFn: async ({ signal }) => v.parse(notificationPreferencesResponseSchema, await http.get<unknown>('/users/me/notification-preferences', { signal })).data,
    }),
  );
}

async function savePreferences(http: HttpClient, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  return v.parse(notificationPreferencesResponseSchema, await http.put<unknown>('/users/me/notification-preferences', preferences, quiet)).data;
}

export function useBroadcasts(scope: string, page: number) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys(scope).broadcasts(page),
      queryFn: async ({ signal }) =>
        v.parse(broadcastsResponseSchema, await http.get<unknown>('/notifications/broadcasts', { params: { page: String(page), per_page: '20' }, signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The projects a broadcast may go to: the issuance list answers each caller with the projects in their scope. */
export function useProjects(scope: string) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys(scope).projects,
      queryFn: async ({ signal }) =>
        v.parse(issuanceListResponseSchema, await http.get<unknown>('/issuances', { params: { page: '1', per_page: '100' }, signal })).data.map((issuance) => ({
          value: String(issuance.id),
          label: issuance.title,
        })),
    }),
  );
}

/** The users a manager may write to (the manager's users list). */
export function useUsers(scope: string, enabled: boolean) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys(scope).users,
      enabled,
      queryFn: async ({ signal }) =>
        v.parse(userListResponseSchema, await http.get<unknown>(usersAdminPaths.list, { params: { page: '1', per_page: '100' }, signal })).data.map((user) => ({
          value: user.id,
          label: `${[user.name, user.surname].filter(Boolean).join(' ') || user.username} (${user.email})`,
        })),
    }),
  );
}

async function sendBroadcast(http: HttpClient, values: BroadcastRequestInput): Promise<Broadcast> {
  return v.parse(broadcastResponseSchema, await http.post<unknown>('/notifications/broadcasts', values, quiet)).data;
}

/** After a notification is read: the inboxes refetch, and the host's unread badge hears it. */
function useInboxWrite<Values>(scope: string, write: (http: HttpClient, values: Values) => Promise<void>) {
  const http = useHttp();
  const client = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (values: Values) => write(http, values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: notificationKeys(scope).inboxes });
      bus.emit('data.changed', { entity: 'notification' });
    },
  });
}

/** POST /notifications/{id}/read. */
export function useMarkRead(scope: string) {
  return useInboxWrite(scope, markRead);
}

/** POST /notifications/read-all. */
export function useMarkAllRead(scope: string) {
  return useInboxWrite<void>(scope, (http) => markAllRead(http));
}

/** PUT the e-mailed categories; the answer becomes the saved preferences. */
export function useSavePreferences(scope: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => savePreferences(http, preferences),
    onSuccess: (saved) => client.setQueryData(notificationKeys(scope).preferences, saved),
  });
}

/** POST a broadcast; the list of sent ones refetches. */
export function useSendBroadcast(scope: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: BroadcastRequestInput) => sendBroadcast(http, values),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys(scope).sent }),
  });
}
