import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, loginAnswer, memoryStorage, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import { NavigationGuard } from './navigation-guard';

const CUSTOMIZATION = 'GET /v2/ui/get-customization';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search}
    </p>
  );
}

/** What the router is doing, outside the guarded routes: the current location and navigate. */
const router: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
function Spy() {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}
async function go(to: string) {
  await act(async () => {
    await router.navigate?.(to);
  });
}

function renderAt(path: string, reload = jest.fn()) {
  renderScreen(
    <>
      <Spy />
      <Routes>
        <Route element={<NavigationGuard reload={reload} />}>
          <Route path="/login" element={<Where name="login page" />} />
          <Route path="/user/*" element={<Where name="investor area" />} />
          <Route path="/manager/*" element={<Where name="manager area" />} />
          <Route path="*" element={<Where name="open page" />} />
        </Route>
      </Routes>
    </>,
    { path, route: '*', platform },
  );
  return { reload };
}

// Each test's platform starts with an empty customization cache, as a page does.
let storage: Storage;
let platform: Platform;
let requests: RecordedRequest[];
beforeEach(() => {
  storage = memoryStorage();
  platform = createTestPlatform({ storage });
  requests = recordRequests();
  server.use(http.get('*/v2/ui/get-customization', () => HttpResponse.json({ data: { title: 'Demo Invest' } })));
});

describe('the navigation guard', () => {
  it('runs the secret login first: login-secret, then a reload without the secret', async () => {
    server.use(http.post('*/v2/user/login-secret', () => HttpResponse.json(loginAnswer())));
    const { reload } = renderAt('/user/issuances?secret=abc&tab=all');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/user/issuances?tab=all'));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/user/login-secret']);
    expect(requests[0]?.body).toEqual({ secret: 'abc' });
    expect(platform.session.getSnapshot().auth.user?.email).toBe('investor@demo.test');
  });

  it('goes to /login when the secret login fails', async () => {
    server.use(http.post('*/v2/user/login-secret', () => apiError(401, 'invalid_secret')));
    const { reload } = renderAt('/user/issuances?secret=wrong');
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the customization before the session check decides', async () => {
    let release: () => void = () => undefined;
    server.use(http.get('*/v2/ui/get-customization', () => new Promise((resolve) => (release = () => resolve(HttpResponse.json({ data: {} }))))));
    renderAt('/user/issuances');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/user/issuances');
    act(() => release());
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
  });

  it('fetches the customization once within its 5 minutes, across navigations', async () => {
    renderAt('/somewhere');
    await screen.findByText('open page at /somewhere');
    await go('/elsewhere');
    await go('/login');
    await screen.findByText('login page at /login');
    expect(requests.filter((r) => `${r.method} ${r.url}` === CUSTOMIZATION)).toHaveLength(1);
  });

  it('sends a protected page without a session to /login, keeping lang', async () => {
    renderAt('/user/portfolio?lang=en');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    // /login then applies the language and takes it out of the address.
    await waitFor(() => expect(router.location?.search).toBe(''));
    expect(platform.i18n.language).toBe('en');
  });

  it('sends a logged-in investor from /login to /user/issuances', async () => {
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
    renderAt('/login');
    expect(await screen.findByText('investor area at /user/issuances')).toBeInTheDocument();
  });

  it('sends a logged-in manager from / to /login and then to /manager/issuances', async () => {
    platform.session.signIn(loginAnswer({ role: 'ADMIN' }), Date.now());
    renderAt('/');
    expect(await screen.findByText('manager area at /manager/issuances')).toBeInTheDocument();
  });

  it('returns to the page asked for before signing in', async () => {
    renderAt('/user/portfolio');
    await screen.findByText('login page at /login');
    act(() => platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now()));
    expect(await screen.findByText('investor area at /user/portfolio')).toBeInTheDocument();
    await waitFor(() => expect(platform.session.getSnapshot().auth.redirect).toBeNull());
    await go('/login');
    expect(await screen.findByText('investor area at /user/issuances')).toBeInTheDocument();
  });

  it('logs out a session older than 15 days on a protected page', async () => {
    server.use(http.post('*/v2/user/logout', () => HttpResponse.json({ data: { logged_out: true } })));
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now() - 15 * 24 * 60 * 60 * 1000 - 1);
    renderAt('/user/issuances');
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /v2/user/logout');
    expect(storage.getItem('auth')).not.toContain('access_token":"token-1');
  });

  it('does not remember the page a user logged out from', async () => {
    server.use(http.post('*/v2/user/logout', () => HttpResponse.json({ data: { logged_out: true } })));
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
    renderAt('/user/portfolio');
    await screen.findByText('investor area at /user/portfolio');
    await act(() => platform.session.logout('user'));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(platform.session.getSnapshot().auth.redirect).toBeNull();
    expect(storage.getItem('auth')).toBeNull();
  });

  it('shows the forbidden page to a role that may not enter the area', async () => {
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
    renderAt('/manager/users');
    expect(await screen.findByRole('heading', { name: /Access denied|Acceso denegado/ })).toBeInTheDocument();
  });

  it('applies ?lang= on any page and removes it from the address', async () => {
    await act(() => platform.i18n.changeLanguage('en'));
    renderAt('/status?lang=es&x=1');
    await waitFor(() => expect(router.location?.search).toBe('?x=1'));
    expect(platform.i18n.language).toBe('es');
    expect(storage.getItem('lang')).toBe('es');
  });
});
