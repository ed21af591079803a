import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Platform } from 'host/platform';
import { ROLE_GROUPS, ROLE_HOME_PATHS, ROLES, roleGroupOf, type Role } from 'shared';
import { AREAS, type DashboardArea } from '../federation/areas';
import { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { DashboardLayout } from '../layouts/dashboard-layout';
import type { RemoteRoutesModule } from '../platform/remote-contract';
import { createSessionStore } from '../session/session-store';
import { createTestPlatform, loginAnswer, memoryStorage, renderScreen } from 'host/testing';
import { checkSession } from './navigation-rules';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const now = Date.UTC(2026, 0, 10);

function sessionOf(role: Role) {
  const store = createSessionStore(memoryStorage());
  store.signIn(loginAnswer({ role }), now);
  return store.getSnapshot();
}

/** An address inside each area that the guard protects. */
function insideOf(prefix: string): string {
  return prefix === 'invest' ? '/invest/solar-park/sign' : `/${prefix}/issuances`;
}

function dashboardOfHome(home: string): DashboardArea {
  const area = AREAS.find((candidate) => home.startsWith(`/${candidate.prefix}/`));
  if (!area || area.layout !== 'dashboard') throw new Error(`no dashboard area serves ${home}`);
  return area;
}

/** A remote whose `./routes` declares one more screen than the host has ever heard of. */
const remoteWithNewScreen: RemoteRoutesModule = {
  routes: [],
  navigation: [
    { path: 'issuances', labelKey: 'common:nav.issuances', icon: 'list' },
    { path: 'brand-new', labelKey: 'common:app.name', icon: 'bell' },
  ],
};

function renderSidebar(area: DashboardArea, local: RemoteRoutesModule | null) {
  const loader = new RemoteLoader({ remotes: [] }, local ? { [area.remote]: local } : {});
  if (local) void loader.loadRoutes(area.remote);
  renderScreen(
    <RemoteLoaderProvider loader={loader}>
      <Routes>
        <Route path={`/${area.prefix}/*`} element={<DashboardLayout area={area.prefix} />} />
      </Routes>
    </RemoteLoaderProvider>,
    { path: `/${area.prefix}/issuances`, route: '*', platform },
  );
}

let platform: Platform;
beforeEach(() => {
  platform = createTestPlatform();
});

describe.each(ROLES.map((role) => [role, roleGroupOf(role)] as const))('a %s (role group %s)', (role, group) => {
  const home = ROLE_HOME_PATHS[role];

  it('lands on its home after login, and the guard lets it in there', () => {
    expect(checkSession({ pathname: '/login', search: '', session: sessionOf(role), now, ignoreSessionExpiration: false })).toEqual({
      type: 'redirect',
      to: home,
    });
    expect(checkSession({ pathname: home, search: '', session: sessionOf(role), now, ignoreSessionExpiration: false }).type).toBe('allow');
  });

  it.each(AREAS.map((area) => [area.prefix, area] as const))('enters /%s only when its group is listed for it', (_prefix, area) => {
    const decision = checkSession({ pathname: insideOf(area.prefix), search: '', session: sessionOf(role), now, ignoreSessionExpiration: false });
    expect(decision.type).toBe((area.roleGroups as readonly string[]).includes(group) ? 'allow' : 'forbidden');
  });

  it("finds its home in the sidebar while the area's remote is not loaded", () => {
    platform.session.signIn(loginAnswer({ role }), now);
    renderSidebar(dashboardOfHome(home), null);
    const navigation = screen.getByRole('navigation', { name: /navigation/ });
    expect(within(navigation).getByRole('link', { name: 'Issuances' })).toHaveAttribute('href', home);
  });

  it('sees the entries its area’s remote declares once loaded, a screen new to the host included', async () => {
    platform.session.signIn(loginAnswer({ role }), now);
    const area = dashboardOfHome(home);
    renderSidebar(area, remoteWithNewScreen);
    const navigation = screen.getByRole('navigation', { name: /navigation/ });
    expect(await within(navigation).findByRole('link', { name: 'Tokenised Investment Dashboard' })).toHaveAttribute('href', `/${area.prefix}/brand-new`);
    expect(within(navigation).getByRole('link', { name: 'Issuances' })).toHaveAttribute('href', home);
  });
});

it('names every role group in some area, so no group is locked out', () => {
  const served = new Set(AREAS.flatMap((area) => area.roleGroups));
  expect([...served].sort()).toEqual(Object.keys(ROLE_GROUPS).sort());
});
