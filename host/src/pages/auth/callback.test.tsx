import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OIDC_CALLBACK_ERRORS } from 'shared';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, loginAnswer, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import CallbackPage from './callback.screen';

let platform: Platform;
let requests: RecordedRequest[];
beforeEach(() => {
  platform = createTestPlatform({ tenant: { customization: { extras: { signInWithGoogle: true } } } });
  requests = recordRequests();
});

const ERROR_TEXTS: Record<(typeof OIDC_CALLBACK_ERRORS)[number], RegExp> = {
  access_denied: /You cancelled the sign-in with Google/,
  state_mismatch: /was not started in this browser, or it took too long/,
  email_not_verified: /Google has not verified the e-mail address/,
  provider_unavailable: /Google could not be reached right now/,
  account_unavailable: /cannot sign in with Google/,
  too_many_attempts: /Too many attempts/,
  sign_in_failed: /could not be completed/,
};

describe('/callback', () => {
  it('trades the one-time code for the session, as a password login does, and takes the code out of the address', async () => {
    server.use(http.post('*/api/v2/auth/oidc/exchange', () => HttpResponse.json(loginAnswer({ email: 'investor@demo.test', token: 'from-google' }))));
    renderScreen(<CallbackPage />, { path: '/callback?code=one-time', platform });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    await waitFor(() => expect(platform.session.getSnapshot().auth.access_token).toBe('from-google'));
    expect(platform.session.getSnapshot().auth.user?.email).toBe('investor@demo.test');
    expect(requests.filter((r) => r.url === '/auth/oidc/exchange').map((r) => r.body)).toEqual([{ code: 'one-time' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/callback$/);
  });

  it('says the sign-in could not be completed when the code is refused (used or expired), with a link back to login', async () => {
    server.use(http.post('*/api/v2/auth/oidc/exchange', () => apiError(401, 'invalid_code')));
    renderScreen(<CallbackPage />, { path: '/callback?code=replayed', platform });
    expect(await screen.findByText(ERROR_TEXTS.sign_in_failed)).toBeInTheDocument();
    expect(platform.session.getSnapshot().auth.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each(OIDC_CALLBACK_ERRORS)('explains %s with a link back to login', (key) => {
    renderScreen(<CallbackPage />, { path: `/callback?error=${key}`, platform });
    expect(screen.getByText(ERROR_TEXTS[key])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([]);
  });

  it('explains an error it does not know as a sign-in that could not be completed', () => {
    renderScreen(<CallbackPage />, { path: '/callback?error=<script>', platform });
    expect(screen.getByText(ERROR_TEXTS.sign_in_failed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signing in' })).not.toHaveTextContent('script');
  });

  it('is in Spanish when the language is Spanish', () => {
    renderScreen(<CallbackPage />, { path: '/callback?error=access_denied', platform: createTestPlatform({ tenant: { customization: {} }, language: 'es' }) });
    expect(screen.getByText(/Has cancelado el inicio de sesión con Google/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });
});
