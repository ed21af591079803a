import type { ParseKeys } from 'i18next';
import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { announceRemote, lazyScreen, registerMessages, type AreaNavItem } from 'host/platform';
import en from './locales/en/investor.json';
import es from './locales/es/investor.json';
import { investorPaths } from './paths';

registerMessages('investor', { en, es });

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to={investorPaths.issuances.route} replace /> },
  { path: investorPaths.issuances.route, element: lazyScreen(() => import('./screens/issuances/issuances.screen')) },
  { path: investorPaths.issuance.route, element: lazyScreen(() => import('./screens/issuance-detail/issuance-detail.screen')) },
  { path: investorPaths.investments.route, element: lazyScreen(() => import('./screens/investments/investments.screen')) },
  { path: investorPaths.portfolio.route, element: lazyScreen(() => import('./screens/portfolio/portfolio.screen')) },
  { path: investorPaths.account.route, element: lazyScreen(() => import('./screens/account/account.screen')) },
  { path: investorPaths.transfers.route, element: lazyScreen(() => import('./screens/board/board.screen')) },
  { path: investorPaths.bbva.route, element: lazyScreen(() => import('./screens/bbva/bbva.screen')) },
  { path: investorPaths.earnings.route, element: lazyScreen(() => import('./screens/earnings/earnings.screen')) },
  { path: investorPaths.earningByToken.route, element: lazyScreen(() => import('./screens/earnings/earning-by-token.screen')) },
  { path: investorPaths.earningByInvestor.route, element: lazyScreen(() => import('./screens/earnings/earning-by-investor.screen')) },
  { path: investorPaths.notifications.route, element: lazyScreen(() => import('./screens/notifications/notifications.screen')) },
];

/** The area's sidebar, in the order people use it most (spec section 2); the host draws it. */
export const navigation = [
  { path: investorPaths.issuances.route, labelKey: 'investor:nav.issuances', icon: 'list' },
  { path: investorPaths.portfolio.route, labelKey: 'investor:nav.portfolio', icon: 'briefcase' },
  { path: investorPaths.investments.route, labelKey: 'investor:nav.investments', icon: 'trending-up' },
  { path: investorPaths.earnings.route, labelKey: 'investor:nav.earnings', icon: 'hand-coins' },
  { path: investorPaths.transfers.route, labelKey: 'investor:nav.transfers', icon: 'arrow-left-right' },
  { path: investorPaths.notifications.route, labelKey: 'investor:nav.notifications', icon: 'bell' },
  { path: 'account', labelKey: 'investor:nav.account', icon: 'user' },
] as const satisfies readonly AreaNavItem<ParseKeys<['investor']>>[];

announceRemote('remote_investor', __BUILD_VERSION__, reactVersion);
