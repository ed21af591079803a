import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { platform } from 'host/platform';
import { fakeApi } from '../test/fake-api';
import { loginAnswer } from 'host/testing';
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
  render(
    <I18nextProvider i18n={platform.i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Spy />
        <Routes>
          <Route element={<NavigationGuard reload={reload} />}>
            <Route path="/login" element={<Where name="login page" />} />
            <Route path="/user/*" element={<Where name="investor area" />} />
            <Route path="/manager/*" element={<Where name="manager area" />} />
            <Route path="*" element={<Where name="open page" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { reload };
}

let api: ReturnType<typeof fakeApi>;
// Only the clock is faked, so each test starts with a customization cache past its 5 minutes.
let clock = Date.UTC(2026, 0, 10);
beforeEach(() => {
  clock += 60 * 60 * 1000;
  jest.useFakeTimers({ now: clock, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
  platform.session.clear();
  localStorage.clear();
  api = fakeApi(platform.http);
  api.on('GET', '/v2/ui/get-customization', { status: 200, data: { data: { title: 'Demo Invest' } } });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('the navigation guard', () => {
  it('runs the secret login first: login-secret, then a reload without the secret', async () => {
    api.on('POST', '/v2/user/login-secret', { status: 200, data: loginAnswer() });
    const { reload } = renderAt('/user/issuances?secret=abc&tab=all');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/user/issuances?tab=all'));
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/user/login-secret']);
    expect(api.requests[0]?.data).toEqual({ secret: 'abc' });
    expect(platform.session.getSnapshot().auth.user?.email).toBe('investor@demo.test');
  });

  it('goes to /login when the secret login fails', async () => {
    api.on('POST', '/v2/user/login-secret', { status: 401, data: { error: 'invalid_secret', hide_error: false } });
    const { reload } = renderAt('/user/issuances?secret=wrong');
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the customization before the session check decides', async () => {
    let release: () => void = () => undefined;
    api.on('GET', '/v2/ui/get-customization', () => new Promise((resolve) => (release = () => resolve({ status: 200, data: { data: {} } }))));
    renderAt('/user/issuances');
    await waitFor(() => expect(api.requests).toHaveLength(1));
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
    expect(api.requests.filter((r) => `${r.method} ${r.url}` === CUSTOMIZATION)).toHaveLength(1);
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
    api.on('POST', '/v2/user/logout', { status: 200, data: { data: { logged_out: true } } });
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now() - 15 * 24 * 60 * 60 * 1000 - 1);
    renderAt('/user/issuances');
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /v2/user/logout');
    expect(localStorage.getItem('auth')).not.toContain('access_token":"token-1');
  });

  it('does not remember the page a user logged out from', async () => {
    api.on('POST', '/v2/user/logout', { status: 200, data: { data: { logged_out: true } } });
    platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
    renderAt('/user/portfolio');
    await screen.findByText('investor area at /user/portfolio');
    await act(() => platform.session.logout('user'));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(platform.session.getSnapshot().auth.redirect).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
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
    expect(localStorage.getItem('lang')).toBe('es');
  });
});
