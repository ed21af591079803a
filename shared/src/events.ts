import type { NotificationKind } from './notifications';

/**
 * The cross-app event catalogue. The host owns the one RxJS bus instance; every app emits and
 * listens through it with these types, so a payload change fails the type check everywhere.
 */
export interface AppEventMap {
  /** The session user changed: login, logout, backdoor switch, or a profile refresh. */
  'session.changed': { userId: number | string | null; role: string | null; simulating: boolean };
  /** Logout was requested or completed. */
  'session.logout': { reason: 'user' | 'expired' | 'unauthorized' };
  /** The tenant customization payload was (re)loaded. */
  'customization.loaded': { title: string | null };
  /** A remote asks the host to show a toast; the message is an i18n key with its parameters. */
  'toast.requested': {
    kind: 'success' | 'error' | 'info';
    messageKey: string;
    params?: Record<string, string | number>;
  };
  /** A remote's routes module was loaded and evaluated in the page. */
  'remote.ready': {
    name: string;
    /** The remote's own build version: what a redeploy changes. */
    buildVersion: string;
    /** The React version the remote resolved from the share scope. */
    reactVersion: string;
    /** The platform instance id the remote sees: equal to the host's when the singleton holds. */
    platformId: string;
  };
  /** A new notification reached the signed-in person (the host's live feed): inboxes refresh, the bell counts it. */
  'notification.received': { id: string; kind: NotificationKind };
  /** Server data changed in one area; listeners invalidate the query keys they own. */
  'data.changed': { entity: 'issuance' | 'investment' | 'earning' | 'user' | 'ad' | 'transfer' | 'notification'; id?: number | string };
}

export type AppEventType = keyof AppEventMap;

export type AppEvent = {
  [K in AppEventType]: { type: K; payload: AppEventMap[K] };
}[AppEventType];
