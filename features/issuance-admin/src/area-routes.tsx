import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { AppEventMap, IssuanceAreaPaths } from 'shared';
import { lazyScreen, platform } from 'host/platform';
import type { AreaNamespace } from './area';
import { investmentKeys } from './investments/investments.api';
import { issuanceKeys } from './issuances/issuances.api';
import { earningKeys } from './earnings/earnings.api';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The lazy screen files of an area; the tokens only where the area runs them. */
export type IssuanceAreaScreens = {
  list: ScreenModule;
  sheet: ScreenModule;
  investors: ScreenModule;
  investments: ScreenModule;
  tokens?: { list: ScreenModule; create: ScreenModule; sheet: ScreenModule };
  /** An issuance's benefits and the area's earnings (issue 14). */
  earnings: { benefits: ScreenModule; benefit: ScreenModule; list: ScreenModule; byToken: ScreenModule; byInvestor: ScreenModule };
  /** Issuance authoring (issue 13): the create and edit form, and a private round's whitelist. */
  authoring?: { create: ScreenModule; edit: ScreenModule; whitelist: ScreenModule };
};

/** An area's issuance routes, relative to its prefix: the bare address leads to the list. The
 * remote passes its own lazy screen files, so each screen stays a chunk of its own. */
export function issuanceRoutes(paths: IssuanceAreaPaths, screens: IssuanceAreaScreens): RouteObject[] {
  const tokens: RouteObject[] = screens.tokens
    ? [
        { path: paths.tokens.pattern, element: lazyScreen(screens.tokens.list) },
        { path: paths.newToken.pattern, element: lazyScreen(screens.tokens.create) },
        { path: paths.token.pattern, element: lazyScreen(screens.tokens.sheet) },
      ]
    : [];
  // `issuances/create` comes before `issuances/:id` only for readers: the router ranks static segments first anyway.
  const authoring: RouteObject[] = screens.authoring
    ? [
        { path: paths.createIssuance.pattern, element: lazyScreen(screens.authoring.create) },
        { path: paths.editIssuance.pattern, element: lazyScreen(screens.authoring.edit) },
        { path: paths.whitelist.pattern, element: lazyScreen(screens.authoring.whitelist) },
      ]
    : [];
  return [
    { index: true, element: <Navigate to={paths.issuances.pattern} replace /> },
    { path: paths.issuances.pattern, element: lazyScreen(screens.list) },
    { path: paths.issuance.pattern, element: lazyScreen(screens.sheet) },
    { path: paths.investors.pattern, element: lazyScreen(screens.investors) },
    { path: paths.investments.pattern, element: lazyScreen(screens.investments) },
    ...tokens,
    { path: paths.benefits.pattern, element: lazyScreen(screens.earnings.benefits) },
    { path: paths.benefit.pattern, element: lazyScreen(screens.earnings.benefit) },
    { path: paths.earnings.pattern, element: lazyScreen(screens.earnings.list) },
    { path: paths.earningByToken.pattern, element: lazyScreen(screens.earnings.byToken) },
    { path: paths.earningByInvestor.pattern, element: lazyScreen(screens.earnings.byInvestor) },
    ...authoring,
  ];
}

type Entity = AppEventMap['data.changed']['entity'];

/** Refreshes an area's issuances (and its investments, when an investment changed) when
 * another screen or remote changes what they show; its earnings whenever an earning changed. */
export function refreshIssuancesOn(ns: AreaNamespace, entities: readonly Entity[]): void {
  platform.bus.on('data.changed').subscribe(({ entity }) => {
    if (!entities.includes(entity)) return;
    void platform.queryClient.invalidateQueries({ queryKey: issuanceKeys(ns).all });
    if (entity === 'investment') void platform.queryClient.invalidateQueries({ queryKey: investmentKeys(ns).all });
  });
  // A distribution paid or an earning claimed elsewhere (another area, another tab) changes the earnings shown here.
  platform.bus.on('data.changed').subscribe(({ entity }) => {
    if (entity === 'earning') void platform.queryClient.invalidateQueries({ queryKey: earningKeys(ns).all });
  });
}
