import type { ParseKeys } from 'i18next';
import { version as reactVersion } from 'react';
import type { RouteObject } from 'react-router';
import { issuanceRoutes, refreshIssuancesOn } from 'issuance-admin';
import { announceRemote, lazyScreen, registerMessages, type AreaNavItem } from 'host/platform';
import en from './locales/en/entrepreneur.json';
import es from './locales/es/entrepreneur.json';
import { entrepreneurPaths } from './paths';

registerMessages('entrepreneur', { en, es });

// An investment (this entrepreneur may also invest, as a secondary role) or a manager's change
// to an issuance moves the figures this area shows.
refreshIssuancesOn('entrepreneur', ['investment', 'issuance']);

/** Lazy screen files of this remote: each stays a chunk of its own. */
const screens = {
  list: () => import('./screens/issuances/issuances.screen'),
  sheet: () => import('./screens/issuance-detail/issuance-detail.screen'),
  investors: () => import('./screens/issuance-investors/issuance-investors.screen'),
  investments: () => import('./screens/investments/investments.screen'),
  earnings: {
    benefits: () => import('./screens/benefits/benefits.screen'),
    benefit: () => import('./screens/benefits/benefit.screen'),
    list: () => import('./screens/earnings/earnings.screen'),
    byToken: () => import('./screens/earnings/earning-by-token.screen'),
    byInvestor: () => import('./screens/earnings/earning-by-investor.screen'),
  },
  authoring: {
    create: () => import('./screens/issuance-authoring/create-issuance.screen'),
    edit: () => import('./screens/issuance-authoring/edit-issuance.screen'),
    whitelist: () => import('./screens/issuance-authoring/whitelist.screen'),
  },
};

/** The entrepreneur's screens, relative to `/entrepreneur`; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  ...issuanceRoutes(entrepreneurPaths, screens),
  // The account page: the same sections as every area, those an issuer has.
  { path: 'account', element: lazyScreen(() => import('./screens/account/account.screen')) },
  { path: 'notifications', element: lazyScreen(() => import('./screens/notifications/notifications.screen')) },
];

/** An entrepreneur's sidebar: their issuances first, then what they follow as an investor too
 * (spec section 2); the host draws it. */
export const navigation: readonly AreaNavItem<ParseKeys<['entrepreneur']>>[] = [
  { path: 'issuances', labelKey: 'entrepreneur:nav.issuances', icon: 'list' },
  { path: 'investments', labelKey: 'entrepreneur:nav.investments', icon: 'trending-up' },
  { path: 'earnings', labelKey: 'entrepreneur:nav.earnings', icon: 'hand-coins' },
  { path: 'notifications', labelKey: 'entrepreneur:nav.notifications', icon: 'bell' },
  { path: 'account', labelKey: 'entrepreneur:nav.account', icon: 'user' },
];

announceRemote('remote_entrepreneur', __BUILD_VERSION__, reactVersion);
