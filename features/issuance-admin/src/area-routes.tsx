import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { AppEventMap } from 'shared';
import { lazyScreen, platform } from 'host/platform';
import type { AreaNamespace } from './area';
import type { IssuanceAreaPaths } from './area-paths';
import { issuanceKeys } from './issuances/issuances.api';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** An area's issuance routes, relative to its prefix: the bare address leads to the list. The
 * remote passes its own lazy screen files, so each screen stays a chunk of its own. */
export function issuanceRoutes(paths: IssuanceAreaPaths, screens: { list: ScreenModule; sheet: ScreenModule }): RouteObject[] {
  return [
    { index: true, element: <Navigate to={paths.issuances.pattern} replace /> },
    { path: paths.issuances.pattern, element: lazyScreen(screens.list) },
    { path: paths.issuance.pattern, element: lazyScreen(screens.sheet) },
  ];
}

type Entity = AppEventMap['data.changed']['entity'];

/** Refreshes an area's issuances when another screen or remote changes what they show. */
export function refreshIssuancesOn(ns: AreaNamespace, entities: readonly Entity[]): void {
  platform.bus.on('data.changed').subscribe(({ entity }) => {
    if (entities.includes(entity)) void platform.queryClient.invalidateQueries({ queryKey: issuanceKeys(ns).all });
  });
}
