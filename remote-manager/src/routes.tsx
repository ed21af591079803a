import type { ParseKeys } from 'i18next';
import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { issuanceKeys } from 'issuance-admin';
import { announceRemote, lazyScreen, platform, registerMessages, type AreaNavItem } from 'host/platform';
import en from './locales/en/manager.json';
import es from './locales/es/manager.json';
import { managerPaths } from './paths';

registerMessages('manager', { en, es });

// Investments change the figures of the issuances they belong to (raised, investors).
platform.bus.on('data.changed').subscribe(({ entity }) => {
  if (entity === 'investment') void platform.queryClient.invalidateQueries({ queryKey: issuanceKeys('manager').all });
});

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="issuances" replace /> },
  { path: managerPaths.issuances.pattern, element: lazyScreen(() => import('./screens/issuances/issuances.screen')) },
  { path: managerPaths.issuance.pattern, element: lazyScreen(() => import('./screens/issuance-detail/issuance-detail.screen')) },
];

/** The area's sidebar, in the order people use it most (spec section 2); the host draws it. */
export const navigation = [
  { path: 'issuances', labelKey: 'manager:nav.issuances', icon: 'list' },
  { path: 'users', labelKey: 'manager:nav.users', icon: 'users' },
  { path: 'investments', labelKey: 'manager:nav.investments', icon: 'trending-up' },
  { path: 'earnings', labelKey: 'manager:nav.earnings', icon: 'coins' },
  { path: 'notifications', labelKey: 'manager:nav.notifications', icon: 'bell' },
  { path: 'customization', labelKey: 'manager:nav.customization', icon: 'palette' },
  { path: 'account', labelKey: 'manager:nav.account', icon: 'user' },
] as const satisfies readonly AreaNavItem<ParseKeys<['manager']>>[];

announceRemote('remote_manager', __BUILD_VERSION__, reactVersion);
