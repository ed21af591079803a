/**
 * Contract-checked notifications (issue 15) for tests of any app: each fixture is parsed with the
 * shared schema, so one that drifts from the wire fails where it is built. A notification is kept
 * with its text in both languages, as the API stores it; `inLanguage` gives what the API answers
 * for a `lang`.
 */
import * as v from 'valibot';
import type { Locale } from '../messages';
import {
  broadcastSchema,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_OF,
  notificationPreferencesSchema,
  notificationSchema,
  notificationsResponseSchema,
  type Broadcast,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsResponse,
} from './notifications.schemas';
import { pageMeta } from '../schemas/paging.schema';

type Bilingual = { es: string; en: string };

/** A notification as the API stores it: both languages; `title`/`body` are chosen per request. */
export type StoredNotification = Omit<Notification, 'title' | 'body' | 'category'> & { title: Bilingual; body: Bilingual };

let sequence = 0;

export function storedNotification(overrides: Partial<StoredNotification> = {}): StoredNotification {
  sequence += 1;
  return {
    id: `ntf-${sequence}`,
    kind: 'message',
    title: { en: 'A message from the platform', es: 'Un mensaje de la plataforma' },
    body: { en: 'Read it when you can.', es: 'Léelo cuando puedas.' },
    subject: null,
    read_at: null,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** What GET /notifications answers for one stored notification in `lang`. */
export function inLanguage(stored: StoredNotification, lang: Locale = 'en'): Notification {
  return v.parse(notificationSchema, {
    ...stored,
    category: NOTIFICATION_CATEGORY_OF[stored.kind],
    title: stored.title[lang],
    body: stored.body[lang],
  });
}

/** A notification in English, as the list shows it. */
export function notification(overrides: Partial<StoredNotification> = {}): Notification {
  return inLanguage(storedNotification(overrides));
}

export function notificationsAnswer(
  data: readonly Notification[],
  { page = 1, per_page = 20, total = data.length, unread = data.filter((item) => item.read_at === null).length }: { page?: number; per_page?: number; total?: number; unread?: number } = {},
): NotificationsResponse {
  return v.parse(notificationsResponseSchema, { data, meta: pageMeta(page, per_page, total), unread });
}

export function preferences(email: Partial<NotificationPreferences['email']> = {}): NotificationPreferences {
  const all = Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, true])) as NotificationPreferences['email'];
  return v.parse(notificationPreferencesSchema, { email: { ...all, ...email } });
}

export function broadcast(overrides: Partial<Broadcast> = {}): Broadcast {
  return v.parse(broadcastSchema, {
    id: 'bc-1',
    audience: 'project_investors',
    target: { id: '1', name: 'Solar Park Almeria' },
    title: { en: 'Works have started', es: 'Han empezado las obras' },
    body: { en: 'The panels are being installed.', es: 'Se están instalando los paneles.' },
    recipients: 12,
    read: 5,
    sent_by: { id: 'user-1', name: 'María Gestora' },
    created_at: '2026-11-18T10:00:00.000Z',
    ...overrides,
  });
}

const demo = (id: string, kind: NotificationKind, created_at: string, title: Bilingual, body: Bilingual, subject: StoredNotification['subject'], read = false) =>
  storedNotification({ id, kind, created_at, title, body, subject, read_at: read ? created_at : null });

/** An inbox of every kind of subject, newest first, three of them unread, for an area served without the API. */
export function demoNotifications(): StoredNotification[] {
  return [
    demo(
      'ntf-d1',
      'earning_paid',
      '2026-11-22T10:15:00.000Z',
      { en: 'An earning was paid', es: 'Se ha pagado un rendimiento' },
      { en: 'Solar Park Almeria paid the interest of the first half.', es: 'Solar Park Almeria ha pagado los intereses del primer semestre.' },
      { type: 'earning', id: 'dist-2' },
    ),
    demo(
      'ntf-d2',
      'message',
      '2026-11-21T08:00:00.000Z',
      { en: 'Works have started', es: 'Han empezado las obras' },
      { en: 'The panels of Solar Park Almeria are being installed.', es: 'Se están instalando los paneles de Solar Park Almeria.' },
      { type: 'issuance', id: '1' },
    ),
    demo(
      'ntf-d3',
      'investment_status',
      '2026-11-20T16:30:00.000Z',
      { en: 'Your investment was confirmed', es: 'Tu inversión se ha confirmado' },
      { en: 'Your investment in Valencia Lofts is confirmed.', es: 'Tu inversión en Valencia Lofts está confirmada.' },
      { type: 'investment', id: 'inv-1' },
    ),
    demo(
      'ntf-d4',
      'transfer_received',
      '2026-11-18T12:00:00.000Z',
      { en: 'You received tokens', es: 'Has recibido tokens' },
      { en: '25 SPA tokens arrived in your wallet.', es: 'Han llegado 25 tokens SPA a tu cartera.' },
      { type: 'transfer', id: 'tr-1' },
      true,
    ),
    demo(
      'ntf-d5',
      'ad_published',
      '2026-11-15T09:45:00.000Z',
      { en: 'Your ad is published', es: 'Tu anuncio está publicado' },
      { en: 'Other investors can now see your ad on the board.', es: 'Otros inversores ya ven tu anuncio en el tablón.' },
      { type: 'ad', id: 'ad-1' },
      true,
    ),
  ];
}

export function demoBroadcasts(): Broadcast[] {
  return [
    broadcast(),
    broadcast({
      id: 'bc-2',
      audience: 'all_investors',
      target: null,
      title: { en: 'New projects this month', es: 'Nuevos proyectos este mes' },
      body: { en: 'Two projects open their campaign.', es: 'Dos proyectos abren su campaña.' },
      recipients: 240,
      read: 131,
      created_at: '2026-11-02T08:00:00.000Z',
    }),
  ];
}
