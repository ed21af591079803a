import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** The icons a sidebar entry may name (lucide's names); the host draws them. */
export type NavIconName =
  | 'list'
  | 'briefcase'
  | 'trending-up'
  | 'coins'
  | 'hand-coins'
  | 'arrow-left-right'
  | 'megaphone'
  | 'bell'
  | 'user'
  | 'users'
  | 'user-check'
  | 'palette'
  | 'landmark'
  | 'receipt';

/** One sidebar entry of an area, declared by the area's remote. */
export interface AreaNavItem<LabelKey extends string = string> {
  /** Path under the area prefix. */
  path: string;
  /** Message key with its namespace, `manager:nav.users`; the remote's own namespace. */
  labelKey: LabelKey;
  icon: NavIconName;
}

/** What every remote's `./routes` module must export; the host type-checks each against it. */
export interface RemoteRoutesModule {
  /** Relative paths, spliced by the host under the area's prefix, layout and guards. */
  routes: RouteObject[];
  /** The area's sidebar, in order, so a new screen needs no host release (areas with a sidebar). */
  navigation?: readonly AreaNavItem[];
}

/** How long to wait before asking again for a screen's chunk that failed to arrive (a timeout, a
 * dropped connection): once or twice before the area's panel shows. */
const SCREEN_RETRY_DELAYS_MS = [300, 900];

function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        const delay = SCREEN_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}

/** How to fetch each screen `lazyScreen` made, keyed by the element it returned. */
const screenPreloads = new WeakMap<object, () => Promise<void>>();

/**
 * A screen loaded only when its route is first needed. The host may fetch it just before the
 * first render (`preloadScreens`): a Suspense fallback that commits holds the screen back by
 * React's reveal throttle (about 300 ms), far longer than the fetch itself on a fast network.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
): ReactNode {
  let loaded: ComponentType | null = null;
  // webpack forgets a chunk that failed, so asking again fetches it again.
  const fetchScreen = retrying(load);
  const Lazy = lazy(fetchScreen);
  function Screen() {
    // Chosen once per mount, so a screen that started behind Suspense is never remounted.
    const [Direct] = useState<ComponentType | null>(() => loaded);
    return Direct ? createElement(Direct) : createElement(Suspense, { fallback }, createElement(Lazy));
  }
  const element = createElement(Screen);
  screenPreloads.set(element, () =>
    fetchScreen().then((module) => {
      loaded = module.default;
    }),
  );
  return element;
}

/** Fetches the lazy screens among these route elements; a failure is left for the render to
 * show through the area's error boundary. */
export async function preloadScreens(elements: readonly ReactNode[]): Promise<void> {
  await Promise.all(
    elements.map((element) => {
      const preload = element !== null && typeof element === 'object' ? screenPreloads.get(element) : undefined;
      return preload?.().catch(() => undefined);
    }),
  );
}

type Messages = { en: ResourceLanguage; es: ResourceLanguage };

/** Every namespace the remotes of this page registered, for a platform made after they did. */
const registered = new Map<string, Messages>();

/** Adds a remote's own translation namespace to the page's single i18n instance. */
export function registerMessages(i18n: I18n, namespace: string, resources: Messages): void {
  registered.set(namespace, resources);
  addMessages(i18n, namespace, resources);
}

export function addMessages(i18n: I18n, namespace: string, resources: Messages): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}

/** The namespaces registered so far, by name. */
export function registeredMessages(): ReadonlyMap<string, Messages> {
  return registered;
}
