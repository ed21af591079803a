import type { ParseKeys } from 'i18next';
import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { issuanceKeys } from 'issuance-admin';
import { announceRemote, lazyScreen, platform, registerMessages, type AreaNavItem } from 'host/platform';
import en from './locales/en/entrepreneur.json';
import es from './locales/es/entrepreneur.json';
import { entrepreneurPaths } from './paths';

registerMessages('entrepreneur', { en, es });

// An investment (this entrepreneur may also invest, as a secondary role) or a manager's change
// to an issuance moves the figures this area shows.
platform.bus.on('data.changed').subscribe(({ entity }) => {
  if (entity === 'investment' || entity === 'issuance') void platform.queryClient.invalidateQueries({ queryKey: issuanceKeys('entrepreneur').all });
});

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="issuances" replace /> },
  { path: entrepreneurPaths.issuances.pattern, element: lazyScreen(() => import('./screens/issuances/issuances.screen')) },
  { path: entrepreneurPaths.issuance.pattern, element: lazyScreen(() => import('./screens/issuance-detail/issuance-detail.screen')) },
];

/** The area's sidebar, in the order people use it most (spec section 2); the host draws it. */
export const navigation = [
  { path: 'issuances', labelKey: 'entrepreneur:nav.issuances', icon: 'list' },
  { path: 'investments', labelKey: 'entrepreneur:nav.investments', icon: 'trending-up' },
  { path: 'earnings', labelKey: 'entrepreneur:nav.earnings', icon: 'coins' },
  { path: 'account', labelKey: 'entrepreneur:nav.account', icon: 'user' },
] as const satisfies readonly AreaNavItem<ParseKeys<['entrepreneur']>>[];

announceRemote('remote_entrepreneur', __BUILD_VERSION__, reactVersion);
