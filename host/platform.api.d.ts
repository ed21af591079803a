// The API report of host/platform (scripts/platform-api.cjs). Raise host/package.json's version
// with every change here: major for a removal or an incompatible change, minor for an addition.
// host/platform 1.2.0
export interface AccessTokens {
    userToken: string;
    managerToken: string;
}
export type AddressChanges = Readonly<Record<string, string | undefined>>;
export declare function announceRemote(name: string, buildVersion: string, remoteReactVersion: string): void;
export interface ApiError {
    status: number | null;
    key: string | null;
    fieldErrors: FormErrors | undefined;
    retryAfterSeconds: number | null;
}
export interface AreaNavItem<LabelKey extends string = string> {
    path: string;
    labelKey: LabelKey;
    icon: NavIconName;
}
export declare const areaPreload: AreaPreload;
export type Breakpoint = 'mobile' | 'tablet' | 'small-desktop' | 'desktop';
export declare function breakpointOf(width: number): Breakpoint;
export declare const BREAKPOINTS: { readonly mobileBelow: 768; readonly tabletUpTo: 1280; readonly smallDesktopUpTo: 1440; };
export interface CurrencyView {
    currency: Currency;
    format(amount: Money, options?: MoneyFormatOptions): string;
}
export declare const DECLARE_INTEREST_AMOUNT_PARAM: 'amount';
export interface EventBus {
    emit<K extends AppEventType>(type: K, payload: AppEventMap[K]): void;
    on<K extends AppEventType>(type: K): Observable<AppEventMap[K]>;
    readonly events$: Observable<AppEvent>;
}
export type FetchedFile = {
    blob: Blob;
    name: string;
};
export declare function getInvestNextStep(http: HttpClient, slug: string, signal?: AbortSignal | undefined): Promise<{ kind: 'onboarding'; step: 'KYC' | 'TYPE_OF_INVESTMENT' | 'USER_ADDITIONAL_DATA' | 'SUITABILITY_TEST' | 'INVEST'; route: 'identification' | 'type-of-investor' | 'account-information' | 'aditional-information' | 'initial-test' | 'invest' | 'simulation-loss-bearing-capacity' | 'contribution-breakdown' | 'method-payment' | 'payment-bankwire' | 'payment-creditcard' | 'payment-error' | 'payment-success' | 'sign' | 'congratulations'; completed: ('KYC' | 'TYPE_OF_INVESTMENT' | 'USER_ADDITIONAL_DATA' | 'SUITABILITY_TEST' | 'INVEST')[]; } | { kind: 'blocked'; blocked: { reason: 'pending_validation'; hours: number; } | { reason: 'rejected'; flags: ('KYC_NOT_APPROVED' | 'USER_REJECTED' | 'SUITABILITY_TEST_NOT_APPROVED' | 'ADITIONAL_DATA_NOT_APPROVED')[]; message?: string | undefined; }; } | { kind: 'invest'; route: 'identification' | 'type-of-investor' | 'account-information' | 'aditional-information' | 'initial-test' | 'invest' | 'simulation-loss-bearing-capacity' | 'contribution-breakdown' | 'method-payment' | 'payment-bankwire' | 'payment-creditcard' | 'payment-error' | 'payment-success' | 'sign' | 'congratulations'; investment: { id: string; status: 'RESERVED' | 'CREATED' | 'ACCEPTED' | 'METHOD_PAYMENT' | 'IN_UPLOAD_PROOF_OF_PAYMENT' | 'PROOF_OF_PAYMENT_UPLOADED' | 'IN_UPDATE_CREDIT_CARD' | 'CARD_REGISTRATION_UPDATED' | 'IN_UPDATE_TPV' | 'CREDIT_CARD' | 'PAYMENT_ERROR' | 'CHARGED' | 'SIGNED' | 'SIGNED_PENDING' | 'CLOSED' | 'CANCELED' | 'MINTED'; } | null; }>;
export type HostMessages = typeof englishMessages;
export declare const hostReactVersion: string;
export declare const hostScreens: { provide(provided: HostScreens): void; get<K extends keyof HostScreens>(name: K): HostScreens[K]; };
export interface HostScreens {
    register: ComponentType<RegisterScreenProps>;
}
export interface HttpClient {
    get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
    delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
    post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
    put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
    patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
    axios(): Promise<AxiosInstance>;
}
export declare const investNextStepKeys: { all: readonly ['invest', 'next-step']; bySlug: (slug: string) => readonly ['invest', 'next-step', string]; };
export declare function investNextStepOptions(http: HttpClient, slug: string): { queryKey: readonly ['invest', 'next-step', string]; queryFn: ({ signal }: { client: QueryClient; queryKey: readonly unknown[]; signal: AbortSignal; meta: Record<string, unknown> | undefined; pageParam?: unknown; direction?: unknown; }) => Promise<{ kind: 'onboarding'; step: 'KYC' | 'TYPE_OF_INVESTMENT' | 'USER_ADDITIONAL_DATA' | 'SUITABILITY_TEST' | 'INVEST'; route: 'identification' | 'type-of-investor' | 'account-information' | 'aditional-information' | 'initial-test' | 'invest' | 'simulation-loss-bearing-capacity' | 'contribution-breakdown' | 'method-payment' | 'payment-bankwire' | 'payment-creditcard' | 'payment-error' | 'payment-success' | 'sign' | 'congratulations'; completed: ('KYC' | 'TYPE_OF_INVESTMENT' | 'USER_ADDITIONAL_DATA' | 'SUITABILITY_TEST' | 'INVEST')[]; } | { kind: 'blocked'; blocked: { reason: 'pending_validation'; hours: number; } | { reason: 'rejected'; flags: ('KYC_NOT_APPROVED' | 'USER_REJECTED' | 'SUITABILITY_TEST_NOT_APPROVED' | 'ADITIONAL_DATA_NOT_APPROVED')[]; message?: string | undefined; }; } | { kind: 'invest'; route: 'identification' | 'type-of-investor' | 'account-information' | 'aditional-information' | 'initial-test' | 'invest' | 'simulation-loss-bearing-capacity' | 'contribution-breakdown' | 'method-payment' | 'payment-bankwire' | 'payment-creditcard' | 'payment-error' | 'payment-success' | 'sign' | 'congratulations'; investment: { id: string; status: 'RESERVED' | 'CREATED' | 'ACCEPTED' | 'METHOD_PAYMENT' | 'IN_UPLOAD_PROOF_OF_PAYMENT' | 'PROOF_OF_PAYMENT_UPLOADED' | 'IN_UPDATE_CREDIT_CARD' | 'CARD_REGISTRATION_UPDATED' | 'IN_UPDATE_TPV' | 'CREDIT_CARD' | 'PAYMENT_ERROR' | 'CHARGED' | 'SIGNED' | 'SIGNED_PENDING' | 'CLOSED' | 'CANCELED' | 'MINTED'; } | null; }>; };
export declare function isApiError(error: unknown, match?: { status?: number | undefined; key?: string | undefined; }): boolean;
export declare function lazyScreen(load: () => Promise<{ default: ComponentType; }>, fallback?: ReactNode): ReactNode;
export type NavIconName = 'list' | 'briefcase' | 'trending-up' | 'coins' | 'hand-coins' | 'arrow-left-right' | 'megaphone' | 'bell' | 'user' | 'users' | 'user-check' | 'palette' | 'landmark' | 'receipt';
export interface Notify {
    success(messageKey: ToastKey, params?: MessageParams): void;
    error(messageKey: ToastKey, params?: MessageParams): void;
    info(messageKey: ToastKey, params?: MessageParams): void;
}
export declare const platform: Platform;
export interface Platform {
    readonly id: string;
    readonly bus: EventBus;
    readonly queryClient: QueryClient;
    loadQueryClient(): Promise<QueryClient>;
    readonly i18n: I18n;
    readonly api: ApiTarget;
    readonly config: AppConfig;
    readonly http: HttpClient;
    readonly session: SessionStore & SessionActions;
    readonly customization: CustomizationStore;
    readonly notifications: NotificationFeed;
}
export declare const PlatformProvider: ({ platform, children }: { platform: Platform; children?: ReactNode; }) => JSX.Element;
export declare const platformVersion: string;
export declare function readApiError(error: unknown): ApiError;
export declare function registerMessages(namespace: string, resources: { en: ResourceLanguage; es: ResourceLanguage; }): void;
export interface RegisterScreenProps {
    description?: ReactNode;
    onLogin?: () => void;
}
export interface RemoteRoutesModule {
    routes: RouteObject[];
    navigation?: readonly AreaNavItem[];
}
export declare function routeNotFound(path?: string): never;
export class RouteNotFoundError extends Error {
    readonly status = 404;
    constructor(readonly path: string) {
        super(`No valid page at ${path}`);
        this.name = 'RouteNotFoundError';
    }
}
export declare function saveFile(blob: Blob, fileName: string): void;
export interface SessionCommands {
    logout(): Promise<void>;
    startSimulation(userId: string, options?: {
        returnTo?: string;
    }): Promise<void>;
    endSimulation(): Promise<void>;
}
export interface SessionView {
    user: SessionUser | null;
    signedInUser: SessionUser | null;
    simulating: boolean;
    expired: boolean;
    tokens: {
        userToken: string;
        managerToken: string;
    };
    snapshot: SessionSnapshot;
}
export type ToastKey = {
    [Ns in FlatNamespace]: `${Ns}:${KeysWithoutReturnObjects[Ns] & string}`;
}[FlatNamespace];
export declare function useAddressQuery<S extends QuerySchema>(schema: S): { query: InferOutput<S>; search: string; update: (changes: Readonly<Record<string, string | undefined>>, { replace }?: { replace?: boolean | undefined; }) => void; };
export declare function useBreakpoint(): Breakpoint;
export declare const useBusEvent: <K extends AppEventType>(type: K, handler: (payload: AppEventMap[K]) => void) => void;
export declare const useCurrency: () => CurrencyView;
export declare const useCustomization: () => Customization;
export declare function useDownload(): (url: string, fallbackName: string) => Promise<void>;
export declare function useFetchFile(): (url: string, fallbackName: string) => Promise<FetchedFile>;
export declare function useHostScreen<K extends keyof HostScreens>(name: K): HostScreens[K];
export declare const useHttp: () => HttpClient;
export declare const useNotify: () => Notify;
export declare const usePlatform: () => Platform;
export declare const useSession: () => SessionView;
export declare const useSessionCommands: () => SessionCommands;

// Types the exports reach, not exported themselves:
export interface AppConfig {
    ignoreSessionExpiration: boolean;
    errorReporting: {
        clientToken: string | null;
        endpoint: string | null;
    };
}
export interface AppEventMap {
    'session.changed': {
        userId: number | string | null;
        role: string | null;
        simulating: boolean;
    };
    'session.logout': {
        reason: 'user' | 'expired' | 'unauthorized';
    };
    'customization.loaded': {
        title: string | null;
    };
    'toast.requested': {
        kind: 'success' | 'error' | 'info';
        messageKey: string;
        params?: Record<string, string | number>;
    };
    'remote.ready': {
        name: string;
        buildVersion: string;
        reactVersion: string;
        platformId: string;
    };
    'notification.received': {
        id: string;
        kind: NotificationKind;
    };
    'data.changed': {
        entity: 'issuance' | 'investment' | 'earning' | 'user' | 'ad' | 'transfer' | 'notification';
        id?: number | string;
    };
}
export interface AreaPreload {
    provide(provided: (prefix: AreaPrefix, when?: PreloadWhen) => void): void;
    preload(prefix: AreaPrefix, when?: PreloadWhen): void;
}
export interface CustomizationStore {
    getSnapshot(): CustomizationState;
    subscribe(listener: () => void): () => void;
    isFresh(): boolean;
    load(): Promise<Customization>;
    refresh(): Promise<Customization>;
}
export interface NotificationFeed {
    start(): void;
    stop(): void;
    refresh(): void;
    getSnapshot(): number | null;
    subscribe(listener: () => void): () => void;
}
export interface SessionActions {
    login(values: LoginValues): Promise<void>;
    loginWithSecret(secret: string): Promise<void>;
    loginWithOidcCode(code: string): Promise<void>;
    signInWith(response: unknown): void;
    logout(reason?: 'user' | 'expired' | 'unauthorized'): Promise<string>;
    startSimulation(userId: string, returnTo?: string | null): Promise<void>;
    endSimulation(): Promise<void>;
}
export interface SessionSnapshot {
    readonly auth: AuthState;
    readonly backdoor: AuthState | null;
}
export interface SessionStore {
    getSnapshot(): SessionSnapshot;
    subscribe(listener: () => void): () => void;
    signIn(response: LoginResponse, now: number): void;
    startBackdoor(response: LoginResponse, now: number, returnTo?: string | null): void;
    endBackdoor(): void;
    setRedirect(redirect: string | null): void;
    clear(): void;
}
export type ApiTarget = {
    known: true;
    tenant: string;
    environment: Environment;
    baseUrl: string;
} | {
    known: false;
    host: string;
    baseUrl: typeof UNKNOWN_TENANT_BASE;
};
export type AppEvent = {
    [K in AppEventType]: {
        type: K;
        payload: AppEventMap[K];
    };
}[AppEventType];
export type AppEventType = keyof AppEventMap;
export type Area = (typeof AREAS)[number];
export type AreaPrefix = Area['prefix'];
export type AuthState = {
    user: SessionUser | null;
    email: string | null;
    access_token: string;
    token_expired_at: number | null;
    redirect: string | null;
};
export type Currency = v.InferOutput<typeof currencySchema>;
export type Customization = v.InferOutput<typeof customizationSchema>;
export type Environment = (typeof ENVIRONMENTS)[number];
export type FormErrors = Record<string, unknown>;
export type KycStatus = v.InferOutput<typeof kycStatusSchema>;
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;
export type MessageParams = Record<string, string | number>;
export type Money = string;
export type MoneyFormatOptions = {
    fractionDigits?: 0 | 2;
};
export type NextStep = v.InferOutput<typeof nextStepSchema>;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type PreloadWhen = 'now' | 'idle';
export type Role = v.InferOutput<typeof roleSchema>;
export type SessionUser = {
    id: number | string;
    name: string;
    email: string;
    role: Role;
    roles: Role[];
    nationality: 'Español';
    image: string | null;
    type: string | null;
    firstName: string | null;
    lastName: string | null;
    wallets: string[];
    kycStatus: KycStatus | null;
    secret: string | null;
    referralCode: string | null;
    email_verification: string | null;
};
interface AxiosRequestConfig {
    toastErrors?: boolean;
}
interface CustomizationState {
    readonly value: Customization;
    readonly expiresAt: number | null;
}
type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;
