/**
 * For the remotes' tests: each area's account route renders the shared page with that area's
 * sections over the contract-checked account of its role.
 */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createTestPlatform, renderScreen } from 'host/testing';
import type { Account } from 'shared';
import { accountApi } from 'shared/account/mock-api';

export type AccountRouteCase = {
  /** The routes module of the remote and its account screen file. */
  routes: () => Promise<{ routes: RouteObject[] }>;
  screen: () => Promise<{ default: ComponentType }>;
  /** The address of the page (`/manager/account`). */
  path: string;
  account: Account;
  /** Section titles the area shows, and some it must not. */
  shows: readonly string[];
  hides: readonly string[];
};

export function describeAccountRoute({ routes, screen: load, path, account, shows, hides }: AccountRouteCase) {
  describe(path, () => {
    it('is a route of the area', async () => {
      expect((await routes()).routes.map((route) => route.path)).toContain('account');
    });

    it("renders the account page with the area's sections", async () => {
      const { default: AccountScreen } = await load();
      renderScreen(<AccountScreen />, { path, platform: createTestPlatform(), handlers: accountApi(account).handlers });
      expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
      for (const name of shows) expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
      for (const name of hides) expect(screen.queryByRole('heading', { level: 2, name })).not.toBeInTheDocument();
    });
  });
}
