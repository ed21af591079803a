import { version as reactVersion } from 'react';
import type { RouteObject } from 'react-router';
import { announceRemote, lazyScreen, registerMessages } from 'host/platform';
import en from './locales/en/invest.json';
import es from './locales/es/invest.json';
import { BLOCKED_SEGMENT, investPaths } from './paths';

registerMessages('invest', { en, es });

/**
 * The invest flow's screens, relative to /invest; the host adds the layout, guards and 404.
 * The host's guard already sends a signed-in person from the landing to its invest step.
 */
export const routes: RouteObject[] = [
  { path: investPaths.landing.route, element: lazyScreen(() => import('./screens/landing/landing.screen')) },
  { path: investPaths.stepRoute('invest'), element: lazyScreen(() => import('./screens/invest/invest.screen')) },
  { path: investPaths.stepRoute('contribution-breakdown'), element: lazyScreen(() => import('./screens/contribution-breakdown/contribution-breakdown.screen')) },
  { path: investPaths.stepRoute('method-payment'), element: lazyScreen(() => import('./screens/method-payment/method-payment.screen')) },
  { path: investPaths.stepRoute('payment-bankwire'), element: lazyScreen(() => import('./screens/payment-bankwire/payment-bankwire.screen')) },
  { path: investPaths.stepRoute('payment-creditcard'), element: lazyScreen(() => import('./screens/payment-creditcard/payment-creditcard.screen')) },
  { path: investPaths.stepRoute('payment-success'), element: lazyScreen(() => import('./screens/payment-success/payment-success.screen')) },
  { path: investPaths.stepRoute('payment-error'), element: lazyScreen(() => import('./screens/payment-error/payment-error.screen')) },
  { path: investPaths.stepRoute('sign'), element: lazyScreen(() => import('./screens/sign/sign.screen')) },
  { path: investPaths.stepRoute('congratulations'), element: lazyScreen(() => import('./screens/congratulations/congratulations.screen')) },
  { path: investPaths.registerRoute, element: lazyScreen(() => import('./screens/register/register.screen')) },
  { path: investPaths.declareInterestRoute, element: lazyScreen(() => import('./screens/declare-interest/declare-interest.screen')) },
  { path: investPaths.stepRoute(BLOCKED_SEGMENT), element: lazyScreen(() => import('./screens/blocked/blocked.screen')) },
  { path: investPaths.stepRoute('identification'), element: lazyScreen(() => import('./screens/identification/identification.screen')) },
  { path: investPaths.stepRoute('type-of-investor'), element: lazyScreen(() => import('./screens/type-of-investor/type-of-investor.screen')) },
  { path: investPaths.stepRoute('account-information'), element: lazyScreen(() => import('./screens/account-information/account-information.screen')) },
  { path: investPaths.stepRoute('aditional-information'), element: lazyScreen(() => import('./screens/aditional-information/aditional-information.screen')) },
  { path: investPaths.stepRoute('initial-test'), element: lazyScreen(() => import('./screens/initial-test/initial-test.screen')) },
  {
    path: investPaths.stepRoute('simulation-loss-bearing-capacity'),
    element: lazyScreen(() => import('./screens/simulation-loss-bearing-capacity/simulation-loss-bearing-capacity.screen')),
  },
];

announceRemote('remote_invest', __BUILD_VERSION__, reactVersion);
