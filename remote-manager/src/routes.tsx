import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { announceRemote, lazyScreen, platform, registerMessages } from 'host/platform';
import en from './locales/en/manager.json';
import es from './locales/es/manager.json';
import { managerPaths } from './paths';
import { issuanceKeys } from './screens/issuances/issuances.api';

registerMessages('manager', { en, es });

// Investments change the figures of the issuances they belong to (raised, investors).
platform.bus.on('data.changed').subscribe(({ entity }) => {
  if (entity === 'investment') void platform.queryClient.invalidateQueries({ queryKey: issuanceKeys.all });
});

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="issuances" replace /> },
  { path: managerPaths.issuances.pattern, element: lazyScreen(() => import('./screens/issuances/issuances.screen')) },
  { path: managerPaths.issuance.pattern, element: lazyScreen(() => import('./screens/issuance-detail/issuance-detail.screen')) },
];

announceRemote('remote_manager', __BUILD_VERSION__, reactVersion);
