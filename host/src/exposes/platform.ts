/**
 * The host's public surface for remotes, federated as the singleton `host/platform`: one
 * instance of the bus, the query client, i18n, the HTTP client, the session and the
 * customization in the page, whoever imports it first. Nothing else of the host may be
 * imported by a remote. Hooks (and the provider they read) only: no UI, so importing it stays
 * cheap.
 */
import { useCallback, version as reactVersion } from 'react';
import { takeBootRequest } from '../platform/boot-requests';
import { createPlatform } from '../platform/create-platform';
import { downloadFile, fetchFile, type FetchedFile } from '../platform/download';
import { createHostScreens, type HostScreens } from '../platform/host-screens';
import { createPlatformHooks } from '../platform/platform-hooks';
import { createPreloadSlot, type AreaPreload } from '../federation/preload';
import { registerMessages as registerMessagesIn } from '../platform/remote-contract';
import type { ResourceLanguage } from 'i18next';

/** The version of this contract (semver): a remote states the range it was built for in its
 * manifest, and the host refuses one outside it. A change to what this file exports raises it:
 * major for a removal or an incompatible change, minor for an addition (host/platform.api.md). */
export const platformVersion: string = __PLATFORM_VERSION__;

export const platform = createPlatform({ firstCustomization: () => takeBootRequest('customization') });

/** Screens reach the platform through these hooks, which read the nearest `PlatformProvider`
 * (a test's platform) and else this page's one. */
export const { PlatformProvider, usePlatform, useBusEvent, useHttp, useNotify, useSession, useSessionCommands, useCustomization, useCurrency } =
  createPlatformHooks(platform);

/** The host's screens a remote shows in its own flow; the host app provides them at start. */
export const hostScreens = createHostScreens();

/** Warms an area before the visitor enters it: `areaPreload.preload('invest', 'idle')` where a
 * link into the invest flow shows, `'now'` when one is hovered or focused. The host provides the
 * warm-up at start (nothing before, nothing on the sign-in page or for a visitor saving data). */
export const areaPreload: AreaPreload = createPreloadSlot();

export function useHostScreen<K extends keyof HostScreens>(name: K): HostScreens[K] {
  return hostScreens.get(name);
}

export function registerMessages(namespace: string, resources: { en: ResourceLanguage; es: ResourceLanguage }): void {
  registerMessagesIn(platform.i18n, namespace, resources);
}

/** Downloads a file with the session's tokens under the server's name or `fallbackName`; it
 * rejects without a toast, so the screen says what failed in its own words. */
export function useDownload(): (url: string, fallbackName: string) => Promise<void> {
  const http = useHttp();
  return useCallback((url: string, fallbackName: string) => downloadFile(http, url, fallbackName), [http]);
}

/** Fetches a file with the session's tokens to show it in the page (a document's preview). */
export function useFetchFile(): (url: string, fallbackName: string) => Promise<FetchedFile> {
  const http = useHttp();
  return useCallback((url: string, fallbackName: string) => fetchFile(http, url, fallbackName), [http]);
}

/** Called by a remote's routes module when it is evaluated: proves to the host, over the bus,
 * which React and which platform instance the remote actually received. */
export function announceRemote(name: string, buildVersion: string, remoteReactVersion: string): void {
  platform.bus.emit('remote.ready', { name, buildVersion, reactVersion: remoteReactVersion, platformId: platform.id });
}

export const hostReactVersion = reactVersion;

export { saveFile, type FetchedFile } from '../platform/download';
export { isApiError, readApiError, type ApiError, RouteNotFoundError, routeNotFound } from 'shared/errors';
export { BREAKPOINTS, breakpointOf, useBreakpoint, type Breakpoint } from 'shared/ui';
export { useAddressQuery, type AddressChanges } from '../platform/address-query';
export { lazyScreen, type AreaNavItem, type NavIconName, type RemoteRoutesModule } from '../platform/remote-contract';
export { DECLARE_INTEREST_AMOUNT_PARAM } from '../guards/navigation-rules';
export { getInvestNextStep, investNextStepKeys, investNextStepOptions } from '../platform/invest-next-step';
export type { Platform } from '../platform/create-platform';
export type { EventBus } from '../platform/event-bus';
export type { HttpClient, AccessTokens } from '../platform/http-client';
export type { SessionView, SessionCommands, CurrencyView, Notify, ToastKey } from '../platform/platform-hooks';
export type { HostMessages } from '../platform/i18n';
export type { HostScreens, RegisterScreenProps } from '../platform/host-screens';
