import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import ForgotPasswordPage from './forgot-password.screen';
import RememberPasswordPage from './remember-password.screen';

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

describe('/forgot-password', () => {
  it('sends the e-mail and says a link is on its way', async () => {
    server.use(http.post('*/auth/forgot-password', () => HttpResponse.json({ data: { sent: true } })));
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText(/E-mail/), 'investor@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for investor@demo.test');
    expect(requests[0]).toMatchObject({ url: '/auth/forgot-password', body: { email: 'investor@demo.test' } });
  });
});

describe('/remember-password', () => {
  it('sets a new password with the token of the e-mailed link', async () => {
    server.use(http.post('*/auth/reset-password', () => HttpResponse.json({ data: { password_reset: true } })));
    renderScreen(<RememberPasswordPage />, { path: '/remember-password?token=tok-1' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Fresh1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(requests[0]).toMatchObject({
      url: '/auth/reset-password',
      body: { token: 'tok-1', password: 'Fresh1234!', password_confirmation: 'Fresh1234!' },
    });
  });

  it('requires the two passwords to match', async () => {
    renderScreen(<RememberPasswordPage />, { path: '/remember-password?token=tok-1' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Other1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(/passwords do not match/);
  });

  it('offers a new link when the token is no longer valid', async () => {
    server.use(http.post('*/auth/reset-password', () => apiError(422, 'invalid_reset_token')));
    renderScreen(<RememberPasswordPage />, { path: '/remember-password?token=old' });
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1234!');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Fresh1234!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('offers a new link when the address has no token', () => {
    renderScreen(<RememberPasswordPage />, { path: '/remember-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.queryByRole('button', { name: 'Save the new password' })).not.toBeInTheDocument();
  });
});
