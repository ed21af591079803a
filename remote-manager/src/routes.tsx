import type { ParseKeys } from 'i18next';
import { version as reactVersion } from 'react';
import type { RouteObject } from 'react-router';
import { issuanceRoutes, refreshIssuancesOn } from 'issuance-admin';
import { announceRemote, lazyScreen, registerMessages, type AreaNavItem } from 'host/platform';
import en from './locales/en/manager.json';
import es from './locales/es/manager.json';
import { managerPaths } from './paths';

registerMessages('manager', { en, es });

// Investments change the figures of the issuances they belong to (raised, investors).
refreshIssuancesOn('manager', ['investment']);

/** The manager's screens, relative to `/manager`; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [
  ...issuanceRoutes(managerPaths, {
    list: () => import('./screens/issuances/issuances.screen'),
    sheet: () => import('./screens/issuance-detail/issuance-detail.screen'),
    investors: () => import('./screens/issuance-investors/issuance-investors.screen'),
    investments: () => import('./screens/investments/investments.screen'),
    tokens: {
      list: () => import('./screens/tokens/tokens.screen'),
      create: () => import('./screens/new-token/new-token.screen'),
      sheet: () => import('./screens/token/token.screen'),
    },
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
  }),
  { path: managerPaths.users.pattern, element: lazyScreen(() => import('./screens/users/users.screen')) },
  { path: managerPaths.user.pattern, element: lazyScreen(() => import('./screens/users/user-detail.screen')) },
  { path: managerPaths.members.pattern, element: lazyScreen(() => import('./screens/members/members.screen')) },
  // The account page: the same sections as every area, those an issuer or a manager has.
  { path: 'account', element: lazyScreen(() => import('./screens/account/account.screen')) },
  { path: 'notifications', element: lazyScreen(() => import('./screens/notifications/notifications.screen')) },
  { path: managerPaths.board.pattern, element: lazyScreen(() => import('./screens/board/board.screen')) },
  { path: managerPaths.customization.pattern, element: lazyScreen(() => import('./screens/customization/customization.screen')) },
  { path: managerPaths.paymentSettings.pattern, element: lazyScreen(() => import('./screens/payment-settings/payment-settings.screen')) },
  { path: managerPaths.payouts.pattern, element: lazyScreen(() => import('./screens/payouts/payouts.screen')) },
  { path: managerPaths.bankStatements.pattern, element: lazyScreen(() => import('./screens/bank-statements/bank-statements.screen')) },
];

/** The manager's sidebar, in the order managers use it most (spec section 2); the host draws
 * it. Users, notifications, customization and payment settings are the manager's alone. */
export const navigation = [
  { path: 'issuances', labelKey: 'manager:nav.issuances', icon: 'list' },
  { path: 'users', labelKey: 'manager:nav.users', icon: 'users' },
  // The host picks `nav.members_exeu` ("Participants") for the EXEU tenant.
  { path: 'members', labelKey: 'manager:nav.members', icon: 'user-check' },
  { path: 'investments', labelKey: 'manager:nav.investments', icon: 'trending-up' },
  { path: 'tokens', labelKey: 'manager:nav.tokens', icon: 'coins' },
  { path: 'earnings', labelKey: 'manager:nav.earnings', icon: 'hand-coins' },
  { path: managerPaths.payouts.pattern, labelKey: 'manager:nav.payouts', icon: 'arrow-left-right' },
  { path: managerPaths.bankStatements.pattern, labelKey: 'manager:nav.bank_statements', icon: 'receipt' },
  { path: managerPaths.board.pattern, labelKey: 'manager:nav.board', icon: 'megaphone' },
  { path: 'notifications', labelKey: 'manager:nav.notifications', icon: 'bell' },
  { path: 'customization', labelKey: 'manager:nav.customization', icon: 'palette' },
  { path: managerPaths.paymentSettings.pattern, labelKey: 'manager:nav.payment_settings', icon: 'landmark' },
  { path: 'account', labelKey: 'manager:nav.account', icon: 'user' },
] as const satisfies readonly AreaNavItem<ParseKeys<['manager']>>[];

announceRemote('remote_manager', __BUILD_VERSION__, reactVersion);
