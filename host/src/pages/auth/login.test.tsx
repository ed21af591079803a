import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppEventMap } from 'shared';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, currentLocation, loginAnswer, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import LoginPage from './login.screen';

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let platform: Platform;
let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];
beforeEach(() => {
  platform = createTestPlatform({ tenant: { customization: {} } });
  requests = recordRequests();
  toasts = [];
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
});

async function signIn(email: string, password: string) {
  await user.type(screen.getByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('asks for e-mail and password, both required', async () => {
    renderScreen(<LoginPage />, { path: '/login', platform });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription(/cannot be blank/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/cannot be blank/);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('fetches what sends the form as soon as a field is entered, before it is sent', async () => {
    const readying = jest.spyOn(platform.http, 'axios');
    renderScreen(<LoginPage />, { path: '/login', platform });
    expect(readying).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/E-mail/));
    expect(readying).toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('checks the e-mail format and a password of at least 8 characters', async () => {
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('not-an-email', 'short');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription(/e-mail format is incorrect/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/min 8/);
  });

  it('signs in with e-mail, password and secret, and keeps the session', async () => {
    server.use(http.post('*/v2/user/login', () => HttpResponse.json(loginAnswer({ token: 'abc' }))));
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('investor@demo.test', 'Demo1234!');
    await waitFor(() => expect(platform.session.getSnapshot().auth.access_token).toBe('abc'));
    expect(requests.find((r) => r.url === '/v2/user/login')?.body).toEqual({ email: 'investor@demo.test', password: 'Demo1234!', secret: true });
  });

  it('says no user matches, with a link to register, and stops loading', async () => {
    server.use(http.post('*/v2/user/login', () => apiError(401, 'invalid_credentials')));
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('nobody@demo.test', 'Demo1234!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No user matches this e-mail and password');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('says a wrong password once, beside the form, and not as a "sign in again" toast', async () => {
    server.use(http.post('*/v2/user/login', () => apiError(401, 'invalid_credentials')));
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('investor@demo.test', 'Wrong1234!');
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('takes the right password of an unverified account to the code step, without a "no permission" toast', async () => {
    server.use(http.post('*/v2/user/login', () => apiError(403, 'email_not_verified')));
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('nora@demo.test', 'Nueva1234!');
    await waitFor(() => expect(currentLocation().pathname).toBe('/register'));
    expect(Object.fromEntries(currentLocation().searchParams)).toEqual({ step: 'verify', email: 'nora@demo.test' });
    expect(toasts).toEqual([]);
  });

  it('keeps the button usable again after a failure', async () => {
    server.use(http.post('*/v2/user/login', () => apiError(401, 'invalid_credentials')));
    renderScreen(<LoginPage />, { path: '/login', platform });
    await signIn('nobody@demo.test', 'Demo1234!');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows "Sign in with Google" only when the tenant enables it, starting at the API with this origin and language', async () => {
    const { unmount } = renderScreen(<LoginPage />, { path: '/login', platform });
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<LoginPage />, { path: '/login', platform: createTestPlatform({ tenant: { customization: { extras: { signInWithGoogle: true } } } }) });
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      'http://localhost:8031/api/v2/auth/oidc/google/start?redirect=http%3A%2F%2Flocalhost&lang=en',
    );
    expect(screen.getByText(/Continuing with Google you accept the terms/)).toBeInTheDocument();
  });

  it("shows the tenant's logo above the form, named by the tenant's title, and no image without one", async () => {
    const { unmount } = renderScreen(<LoginPage />, { path: '/login', platform });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    const logo = 'https://api.example.test/api/v2/pfp/files/brand';
    renderScreen(<LoginPage />, { path: '/login', platform: createTestPlatform({ tenant: { customization: { title: 'Acme Invest', image: { favicon: '/favicon.ico', logo } } } }) });
    expect(screen.getByRole('img', { name: 'Acme Invest' })).toHaveAttribute('src', logo);
  });

  it('offers Google in Spanish, and a new account gets Spanish', async () => {
    const spanish = createTestPlatform({ tenant: { customization: { extras: { signInWithGoogle: true } } }, language: 'es' });
    renderScreen(<LoginPage />, { path: '/login', platform: spanish });
    expect(screen.getByRole('link', { name: 'Iniciar sesión con Google' })).toHaveAttribute('href', expect.stringMatching(/&lang=es$/));
  });

  it('is in Spanish when the language is Spanish', async () => {
    renderScreen(<LoginPage />, { path: '/login', platform: createTestPlatform({ tenant: { customization: {} }, language: 'es' }) });
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña/)).toBeInTheDocument();
  });
});
