import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { announceRemote, lazyScreen, registerMessages } from 'host/platform';
import en from './locales/en/investor.json';
import es from './locales/es/investor.json';
import { investorPaths } from './paths';

registerMessages('investor', { en, es });

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to={investorPaths.issuances.route} replace /> },
  { path: investorPaths.issuances.route, element: lazyScreen(() => import('./screens/issuances/issuances.screen')) },
  { path: investorPaths.issuance.route, element: lazyScreen(() => import('./screens/issuance-detail/issuance-detail.screen')) },
];

announceRemote('remote_investor', __BUILD_VERSION__, reactVersion);
