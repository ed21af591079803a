import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platform } from 'host/platform';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import CallbackPage from './callback.page';
import ForgotPasswordPage from './forgot-password.page';
import RememberPasswordPage from './remember-password.page';

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
beforeEach(async () => {
  await platform.i18n.changeLanguage('en');
  api = fakeApi(platform.http);
});
afterEach(() => api.restore());

describe('/forgot-password', () => {
  it('sends the e-mail and says a link is on its way', async () => {
    api.on('POST', '/auth/forgot-password', { status: 200, data: { data: { sent: true } } });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(/E-mail/), 'investor@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for investor@demo.test');
    expect(api.requests[0]).toMatchObject({ url: '/auth/forgot-password', data: { email: 'investor@demo.test' } });
  });
});

describe('/remember-password', () => {
  it('sets a new password with the token of the e-mailed link', async () => {
    api.on('POST', '/auth/reset-password', { status: 200, data: { data: { password_reset: true } } });
    renderPage(<RememberPasswordPage />, { path: '/remember-password?token=tok-1' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Fresh1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(api.requests[0]).toMatchObject({
      url: '/auth/reset-password',
      data: { token: 'tok-1', password: 'Fresh1234!', password_confirmation: 'Fresh1234!' },
    });
  });

  it('requires the two passwords to match', async () => {
    renderPage(<RememberPasswordPage />, { path: '/remember-password?token=tok-1' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Other1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(/passwords do not match/);
  });

  it('offers a new link when the token is no longer valid', async () => {
    api.on('POST', '/auth/reset-password', { status: 422, data: { error: 'invalid_reset_token', hide_error: false } });
    renderPage(<RememberPasswordPage />, { path: '/remember-password?token=old' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Fresh1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('offers a new link when the address has no token', () => {
    renderPage(<RememberPasswordPage />, { path: '/remember-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.queryByRole('button', { name: 'Save the new password' })).not.toBeInTheDocument();
  });
});

describe('/callback', () => {
  it('says the external sign-in did not complete and leads back to sign in', () => {
    renderPage(<CallbackPage />, { path: '/callback?error=access_denied' });
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in could not be completed.');
    expect(screen.getByRole('alert')).toHaveTextContent('access_denied');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
