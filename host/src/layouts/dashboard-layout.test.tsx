import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AreaNavItem, Platform } from 'host/platform';
import { createTestPlatform, loginAnswer, memoryStorage, recordRequests, renderScreen, server } from 'host/testing';
import { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { DashboardLayout } from './dashboard-layout';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let storage: Storage;
let platform: Platform;
beforeEach(() => {
  storage = memoryStorage();
  platform = createTestPlatform({ storage });
});

describe('the dashboard layout', () => {
  it("shows the sidebar the area's remote declares, with the active item marked", async () => {
    platform.session.signIn(loginAnswer({ role: 'ADMIN' }), Date.now());
    const loader = new RemoteLoader(
      { remotes: [] },
      { remote_manager: { routes: [], navigation: [{ path: 'users', labelKey: 'common:user_menu.logout', icon: 'users' }] } },
    );
    await loader.loadRoutes('remote_manager');
    renderScreen(
      <RemoteLoaderProvider loader={loader}>
        <DashboardLayout area="manager" />
      </RemoteLoaderProvider>,
      { path: '/manager/users', route: '/manager/*', platform },
    );
    const navigation = screen.getByRole('navigation', { name: 'Manager navigation' });
    expect(within(navigation).getByRole('link', { name: 'Log out' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the tenant's logo as the sidebar's brand, named by the tenant's title", async () => {
    const logo = 'https://api.example.test/api/v2/pfp/files/brand';
    const branded = createTestPlatform({ tenant: { customization: { title: 'Acme Invest', image: { favicon: '/favicon.ico', logo } } } });
    branded.session.signIn(loginAnswer(), Date.now());
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform: branded });
    expect(screen.getByRole('img', { name: 'Acme Invest' })).toHaveAttribute('src', logo);
  });

  it('has the language switch in the header', async () => {
    platform.session.signIn(loginAnswer(), Date.now());
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(platform.i18n.language).toBe('es');
    expect(screen.getByRole('navigation', { name: 'Navegación del inversor' })).toBeInTheDocument();
  });

  it('logs out from the user menu and goes to the home URL', async () => {
    server.use(http.post('*/v2/user/logout', () => HttpResponse.json({ data: { logged_out: true } })));
    const requests = recordRequests();
    platform.session.signIn(loginAnswer(), Date.now());
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(requests.map((r) => r.url)).toEqual(['/v2/user/logout']);
    expect(storage.getItem('auth')).toBeNull();
  });

  it('offers "back to manager" while a manager simulates an investor', async () => {
    server.use(http.post('*/manager/impersonation/end', () => HttpResponse.json({})));
    platform.session.signIn(loginAnswer({ role: 'ADMIN', token: 'manager' }), Date.now());
    act(() => platform.session.startBackdoor(loginAnswer({ role: 'USER', token: 'backdoor' }), Date.now()));
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    await user.click(screen.getByRole('button', { name: 'Back to manager' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manager/issuances'));
    expect(platform.session.getSnapshot().backdoor).toBeNull();
  });

  it('brings the manager back to the page the simulation started from, filters included', async () => {
    server.use(http.post('*/manager/impersonation/end', () => HttpResponse.json({})));
    platform.session.signIn(loginAnswer({ role: 'ADMIN', token: 'manager' }), Date.now());
    act(() => platform.session.startBackdoor(loginAnswer({ role: 'USER', token: 'backdoor' }), Date.now(), '/manager/users?kyc_status=pending&page=2'));
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    await user.click(screen.getByRole('button', { name: 'Back to manager' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manager/users?kyc_status=pending&page=2'));
  });

  it('follows no return page outside the manager area', async () => {
    server.use(http.post('*/manager/impersonation/end', () => HttpResponse.json({})));
    platform.session.signIn(loginAnswer({ role: 'ADMIN', token: 'manager' }), Date.now());
    act(() => platform.session.startBackdoor(loginAnswer({ role: 'USER', token: 'backdoor' }), Date.now(), '//elsewhere.example/manager/'));
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    await user.click(screen.getByRole('button', { name: 'Back to manager' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manager/issuances'));
  });

  it("labels the sidebar in the tenant's wording when the remote gives an EXEU variant", async () => {
    platform = createTestPlatform({ storage, tenant: { id: 'exeu' } });
    platform.i18n.addResourceBundle('en', 'sidebar_test', { members: 'Members', members_exeu: 'Participants' });
    platform.session.signIn(loginAnswer({ role: 'ADMIN' }), Date.now());
    const loader = new RemoteLoader({ remotes: [] }, { remote_manager: { routes: [], navigation: [{ path: 'members', labelKey: 'sidebar_test:members', icon: 'user-check' }] } });
    await loader.loadRoutes('remote_manager');
    renderScreen(
      <RemoteLoaderProvider loader={loader}>
        <DashboardLayout area="manager" />
      </RemoteLoaderProvider>,
      { path: '/manager/members', route: '/manager/*', platform },
    );
    expect(within(screen.getByRole('navigation', { name: 'Manager navigation' })).getByRole('link', { name: 'Participants' })).toBeInTheDocument();
  });

  it('keeps the sidebar when a remote names an icon this host does not know yet (the remote was deployed first)', async () => {
    platform.i18n.addResourceBundle('en', 'sidebar_test', { ledger: 'Ledger', members: 'Members' });
    platform.session.signIn(loginAnswer({ role: 'ADMIN' }), Date.now());
    const navigation = [
      { path: 'ledger', labelKey: 'sidebar_test:ledger', icon: 'a-future-icon' },
      { path: 'members', labelKey: 'sidebar_test:members', icon: 'user-check' },
    ] as unknown as AreaNavItem[];
    const loader = new RemoteLoader({ remotes: [] }, { remote_manager: { routes: [], navigation } });
    await loader.loadRoutes('remote_manager');
    renderScreen(
      <RemoteLoaderProvider loader={loader}>
        <DashboardLayout area="manager" />
      </RemoteLoaderProvider>,
      { path: '/manager/members', route: '/manager/*', platform },
    );
    const sidebar = within(screen.getByRole('navigation', { name: 'Manager navigation' }));
    expect(sidebar.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/manager/ledger');
    expect(sidebar.getByRole('link', { name: 'Members' })).toBeInTheDocument();
  });

  it('has no "back to manager" for a user signed in as themselves', () => {
    platform.session.signIn(loginAnswer(), Date.now());
    renderScreen(<DashboardLayout area="user" />, { path: '/user/issuances', route: '/user/*', platform });
    expect(screen.queryByRole('button', { name: 'Back to manager' })).not.toBeInTheDocument();
  });
});
