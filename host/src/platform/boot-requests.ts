import { TENANTS } from '../config/tenants';
import { baseUrlFor } from './base-url';
import { loadMessages, storedLanguage } from './language';
import { resolveApiTarget } from './tenant';

/** The tenant's customization (spec section 4). */
export const CUSTOMIZATION_URL = '/v2/ui/get-customization';
/** The deployment's runtime manifest, beside the host's index.html. */
export const REMOTE_MANIFEST_URL = '/remotes.json';

/**
 * What the first screen waits for besides its code, asked for by the entry script as soon as it
 * runs, before the app's code has arrived and been evaluated (this module and the few it imports
 * are all the entry carries): the remote manifest, the tenant's customization and the messages
 * of the page's language. The app takes each answer once (`takeBootRequest`) instead of asking
 * again; a page whose entry asked for nothing (a test, a remote's dev server) asks as before.
 */
interface BootRequests {
  /** The answer to `remotes.json`. */
  remoteManifest: Promise<Response>;
  /** The customization's body; null when the page must not ask for it first. */
  customization: Promise<unknown> | null;
}

type PageAddress = Pick<Location, 'href' | 'hostname' | 'search'>;

let started: Partial<BootRequests> = {};

/** Asks for a remote manifest: never from the HTTP cache, since the manifest changes on every
 * redeploy of a remote and a cached copy would pin the old URL. */
export function askForRemoteManifest(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-store' });
}

export function startBootRequests(location: PageAddress = globalThis.location, storage: Storage | undefined = globalThis.localStorage): void {
  started = { remoteManifest: askForRemoteManifest(new URL(REMOTE_MANIFEST_URL, location.href).href), customization: askForCustomization(location) };
  // A request that fails is the app's to report when it takes it; until then it is not unhandled.
  for (const request of Object.values(started)) request?.catch(() => undefined);
  // The chunk is fetched once: i18next's backend, reading the same language, gets it from here.
  loadMessages[storedLanguage(storage)]().catch(() => undefined);
}

/** As the platform's HTTP client would ask (same URL, same Accept): the endpoint is public, so
 * a signed-in person's tokens change nothing. Not for an unknown host (it sends nothing), nor
 * for a secret-login link, which signs in first (spec section 4). */
function askForCustomization(location: PageAddress): Promise<unknown> | null {
  const api = resolveApiTarget(location.hostname, TENANTS);
  if (!api.known || new URLSearchParams(location.search).has('secret')) return null;
  return fetch(`${baseUrlFor(CUSTOMIZATION_URL, api.baseUrl)}${CUSTOMIZATION_URL}`, { headers: { Accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`${CUSTOMIZATION_URL} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** The answer asked for at boot, once; null when there is none (already taken, or never asked). */
export function takeBootRequest<K extends keyof BootRequests>(name: K): BootRequests[K] | null {
  const request = started[name] ?? null;
  delete started[name];
  return request;
}
