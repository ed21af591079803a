/**
 * The host's public surface for remotes, federated as the singleton `host/platform`: one
 * instance of the bus, the query client and i18n in the page, whoever imports it first.
 * Nothing else of the host may be imported by a remote.
 */
import { version as reactVersion } from 'react';
import { createPlatform } from '../platform/create-platform';
import { createPlatformHooks } from '../platform/platform-hooks';
import { registerMessages as registerMessagesIn } from '../platform/remote-contract';
import type { ResourceLanguage } from 'i18next';

export const platform = createPlatform();

export const { usePlatform, useBusEvent } = createPlatformHooks(platform);

export function registerMessages(namespace: string, resources: { en: ResourceLanguage; es: ResourceLanguage }): void {
  registerMessagesIn(platform.i18n, namespace, resources);
}

/** Called by a remote's routes module when it is evaluated: proves to the host, over the bus,
 * which React and which platform instance the remote actually received. */
export function announceRemote(name: string, buildVersion: string, remoteReactVersion: string): void {
  platform.bus.emit('remote.ready', { name, buildVersion, reactVersion: remoteReactVersion, platformId: platform.id });
}

export const hostReactVersion = reactVersion;

export { lazyScreen, type RemoteRoutesModule } from '../platform/remote-contract';
export type { Platform } from '../platform/create-platform';
export type { EventBus } from '../platform/event-bus';
