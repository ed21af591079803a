import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What every remote's `./routes` module must export; the host type-checks each against it. */
export interface RemoteRoutesModule {
  /** Relative paths, spliced by the host under the area's prefix, layout and guards. */
  routes: RouteObject[];
}

/** A screen loaded only when its route is first rendered. */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
): ReactNode {
  const Screen = lazy(load);
  return createElement(Suspense, { fallback }, createElement(Screen));
}

/** Adds a remote's own translation namespace to the page's single i18n instance. */
export function registerMessages(
  i18n: I18n,
  namespace: string,
  resources: { en: ResourceLanguage; es: ResourceLanguage },
): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}
