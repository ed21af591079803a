import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FlatNamespace, KeysWithoutReturnObjects } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, isSessionExpired, type Money, type MoneyFormatOptions, localeOf, type AppEventMap, type AppEventType, type Currency, type Customization, type MessageParams, type SessionUser } from 'shared';
import { roleHome } from '../guards/navigation-rules';
import { accessTokens, activeAuth, type SessionSnapshot } from '../session/session-store';
import type { Platform } from './create-platform';
import type { HttpClient } from './http-client';

export interface SessionView {
  /** The user the app acts as (the simulated one while a manager simulates). */
  user: SessionUser | null;
  /** The signed-in person's own user (the manager while simulating). */
  signedInUser: SessionUser | null;
  simulating: boolean;
  expired: boolean;
  tokens: { userToken: string; managerToken: string };
  snapshot: SessionSnapshot;
}

export interface SessionCommands {
  /** Ends the session and leaves for the external site, the home URL or /login. */
  logout(): Promise<void>;
  /** A manager starts acting as this user and lands on the investor area; `returnTo` is the
   * manager's page (a users list with its filters) that `endSimulation` leads back to. */
  startSimulation(userId: string, options?: { returnTo?: string }): Promise<void>;
  /** Back to the manager's own session, on the page the simulation started from (else the area's home). */
  endSimulation(): Promise<void>;
}

/** A message a toast may say: `namespace:key` of a key the English resources hold (a plural's
 * base key included), so a mistyped or removed key fails the typecheck instead of showing the
 * raw key to the user. */
export type ToastKey = { [Ns in FlatNamespace]: `${Ns}:${KeysWithoutReturnObjects[Ns] & string}` }[FlatNamespace];

export interface Notify {
  success(messageKey: ToastKey, params?: MessageParams): void;
  error(messageKey: ToastKey, params?: MessageParams): void;
  info(messageKey: ToastKey, params?: MessageParams): void;
}

export interface CurrencyView {
  currency: Currency;
  /** An amount in the tenant currency, symbol placed where the tenant says (after by default). */
  format(amount: Money, options?: MoneyFormatOptions): string;
}

/** A return page of the manager's own area only: storage can be edited, so nothing else is followed. */
function managerPage(path: string | null): string | null {
  return path && path.startsWith('/manager/') ? path : null;
}

function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url);
}

/**
 * React access to a platform: the one in the nearest `PlatformProvider`, else `defaultPlatform`
 * (the page's). Screens and hooks read it through here, never through a module's instance, so
 * a test renders them on a platform of its own without touching the page's.
 */
export function createPlatformHooks(defaultPlatform: Platform) {
  const PlatformContext = createContext<Platform>(defaultPlatform);

  function PlatformProvider({ platform, children }: { platform: Platform; children?: ReactNode }) {
    return <PlatformContext value={platform}>{children}</PlatformContext>;
  }

  function usePlatform(): Platform {
    return useContext(PlatformContext);
  }

  /** Subscribes for the component's lifetime; the latest handler is always the one called. */
  function useBusEvent<K extends AppEventType>(type: K, handler: (payload: AppEventMap[K]) => void): void {
    const { bus } = usePlatform();
    const latest = useRef(handler);
    latest.current = handler;
    useEffect(() => {
      const subscription = bus.on(type).subscribe((payload) => latest.current(payload));
      return () => subscription.unsubscribe();
    }, [bus, type]);
  }

  function useHttp(): HttpClient {
    return usePlatform().http;
  }

  /** Toasts for screens: the host's one toaster shows them (an i18n key and its parameters). */
  function useNotify(): Notify {
    const { bus } = usePlatform();
    return useMemo(
      () => ({
        success: (messageKey, params) => bus.emit('toast.requested', { kind: 'success', messageKey, params }),
        error: (messageKey, params) => bus.emit('toast.requested', { kind: 'error', messageKey, params }),
        info: (messageKey, params) => bus.emit('toast.requested', { kind: 'info', messageKey, params }),
      }),
      [bus],
    );
  }

  function useSession(): SessionView {
    const platform = usePlatform();
    const snapshot = useSyncExternalStore(platform.session.subscribe, platform.session.getSnapshot);
    return useMemo(() => {
      const auth = activeAuth(snapshot);
      return {
        user: auth.user,
        signedInUser: snapshot.auth.user,
        simulating: snapshot.backdoor !== null,
        expired: isSessionExpired(auth, Date.now()),
        tokens: accessTokens(snapshot),
        snapshot,
      };
    }, [snapshot]);
  }

  function useSessionCommands(): SessionCommands {
    const platform = usePlatform();
    const navigate = useNavigate();
    return useMemo(
      () => ({
        async logout() {
          const destination = await platform.session.logout('user');
          if (isAbsoluteUrl(destination)) globalThis.location.assign(destination);
          else navigate(destination, { replace: true });
        },
        async startSimulation(userId: string, options?: { returnTo?: string }) {
          await platform.session.startSimulation(userId, options?.returnTo ?? null);
          navigate('/user/issuances');
        },
        async endSimulation() {
          const returnTo = platform.session.getSnapshot().backdoor?.redirect ?? null;
          await platform.session.endSimulation();
          const manager = platform.session.getSnapshot().auth.user;
          navigate(manager ? (managerPage(returnTo) ?? roleHome(manager)) : '/login');
        },
      }),
      [platform, navigate],
    );
  }

  function useCustomization(): Customization {
    const platform = usePlatform();
    return useSyncExternalStore(platform.customization.subscribe, platform.customization.getSnapshot).value;
  }

  function useCurrency(): CurrencyView {
    const { currency } = useCustomization();
    const { i18n } = useTranslation();
    const locale = localeOf(i18n.language);
    const format = useCallback(
      (amount: Money, options?: MoneyFormatOptions) => formatMoney(amount, currency, locale, options),
      [currency, locale],
    );
    return useMemo(() => ({ currency, format }), [currency, format]);
  }

  return { PlatformProvider, usePlatform, useBusEvent, useHttp, useNotify, useSession, useSessionCommands, useCustomization, useCurrency };
}
