import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Customization } from 'shared';
import { wordingForTenant } from 'shared/issuances';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TENANTS } from '../config/tenants';
import { createCustomizationStore, type CustomizationStore } from '../customization/customization-store';
import { createSessionActions, type SessionActions } from '../session/session-actions';
import { accessTokens, createSessionStore, type SessionStore } from '../session/session-store';
import { createErrorReporter } from './error-reporter';
import { createEventBus, type EventBus } from './event-bus';
import { createHttpClient, tokenHeaders, type HttpClient } from './http-client';
import { baseUrlFor } from './base-url';
import { createLazyNotificationFeed } from '../notifications/lazy-notification-feed';
import type { NotificationFeed } from '../notifications/notification-feed';
import { createI18n, type Language } from './i18n';
import { resolveApiTarget, tenantById, type ApiTarget } from './tenant';

/** Everything stateful the host hands to the remotes. Created once per page. */
export interface Platform {
  /** Random per page load: a remote that reports the same id shares the host's instance. */
  readonly id: string;
  readonly bus: EventBus;
  /**
   * The page's one server-state cache. The public screens never read it, so react-query is not
   * on /login: it is made by `loadQueryClient()`, which every route that needs it (a remote's
   * area, the invest check) awaits before it renders. Reading it before that throws.
   */
  readonly queryClient: QueryClient;
  /** Makes the query client the first time and gives it; the same one afterwards. */
  loadQueryClient(): Promise<QueryClient>;
  readonly i18n: I18n;
  /** The tenant and API base chosen from the page host. */
  readonly api: ApiTarget;
  readonly config: AppConfig;
  readonly http: HttpClient;
  readonly session: SessionStore & SessionActions;
  readonly customization: CustomizationStore;
  /** The signed-in person's live unread count; the host app starts it at sign-in and stops it at sign-out. */
  readonly notifications: NotificationFeed;
}

export function createPlatform({
  hostname = globalThis.location?.hostname ?? 'localhost',
  storage = globalThis.localStorage,
  now = () => Date.now(),
  config = APP_CONFIG,
  language,
  customization: loadedCustomization,
  queryClient: givenQueryClient,
  firstCustomization,
}: {
  hostname?: string;
  storage?: Storage;
  now?: () => number;
  config?: AppConfig;
  /** The language to start in, instead of the one kept in `storage`. */
  language?: Language;
  /** The tenant's customization as already loaded (a test's tenant); fetched when absent. */
  customization?: Customization;
  /** A query client made already (a test's), instead of one made on first need. */
  queryClient?: QueryClient;
  /** The customization's body as the page's boot asked for it, for its first load. */
  firstCustomization?: () => Promise<unknown> | null;
} = {}): Platform {
  const bus = createEventBus();
  const api = resolveApiTarget(hostname, TENANTS);
  const tenant = api.known ? tenantById(TENANTS, api.tenant) : undefined;
  const store = createSessionStore(storage);
  const http = createHttpClient({
    backendBase: api.baseUrl,
    tokens: () => accessTokens(store.getSnapshot()),
    toast: (request) => bus.emit('toast.requested', request),
    reporter: createErrorReporter(config.errorReporting),
  });
  const customization = createCustomizationStore({
    http,
    now,
    loaded: loadedCustomization,
    firstAnswer: firstCustomization,
    onLoaded: (value) => bus.emit('customization.loaded', { title: value.title }),
  });
  const actions = createSessionActions({
    http,
    store,
    bus,
    now,
    externalSiteUrl: () => tenant?.externalSiteUrl ?? null,
    homeUrl: () => customization.getSnapshot().value.urls.home,
  });

  const streamPath = '/notifications/stream';
  const notifications = createLazyNotificationFeed({
    http,
    bus,
    streamUrl: () => `${baseUrlFor(streamPath, api.baseUrl)}${streamPath}`,
    headers: () => tokenHeaders(accessTokens(store.getSnapshot())),
  });

  let queryClient: QueryClient | null = givenQueryClient ?? null;
  let makingQueryClient: Promise<QueryClient> | null = null;
  const loadQueryClient = (): Promise<QueryClient> => {
    if (queryClient) return Promise.resolve(queryClient);
    // A screen that needs server state is about to ask the API: axios comes alongside the
    // query client instead of after it. A failure is the first request's to report.
    http.axios().catch(() => undefined);
    makingQueryClient ??= import('./query-client').then(
      ({ createQueryClient }) => (queryClient ??= createQueryClient()),
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, the network) is asked for again next time.
        makingQueryClient = null;
        throw error;
      },
    );
    return makingQueryClient;
  };
  const whoIsSignedIn = () => {
    const snapshot = store.getSnapshot();
    const user = (snapshot.backdoor ?? snapshot.auth).user;
    return { user, simulating: snapshot.backdoor !== null, key: `${user?.id ?? ''}|${user?.role ?? ''}|${snapshot.backdoor ? 'simulating' : ''}` };
  };
  let signedInAs = whoIsSignedIn().key;
  store.subscribe(() => {
    const { user, simulating, key: who } = whoIsSignedIn();
    // A remembered redirect is not a change of who is signed in.
    if (who === signedInAs) return;
    // Cached server data belongs to whoever fetched it: another person must not see it.
    queryClient?.clear();
    signedInAs = who;
    bus.emit('session.changed', { userId: user?.id ?? null, role: user?.role ?? null, simulating });
  });

  return {
    id: globalThis.crypto.randomUUID(),
    bus,
    get queryClient(): QueryClient {
      if (!queryClient) throw new Error('The query client is made by the first screen that needs it: await platform.loadQueryClient() first.');
      return queryClient;
    },
    loadQueryClient,
    i18n: createI18n({ storage, language, wording: wordingForTenant(tenant?.id) }),
    api,
    config,
    http,
    session: { ...store, ...actions },
    customization,
    notifications,
  };
}
