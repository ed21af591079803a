import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppEventMap, CustomizationInput } from 'shared';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, currentLocation, loginAnswer, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import RegisterPage from './register.screen';

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let platform: Platform;
let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];
function open(customization: CustomizationInput = { fields: { register: ['name', 'surname'] } }, path = '/register') {
  platform = createTestPlatform({ tenant: { customization } });
  toasts = [];
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  renderScreen(<RegisterPage />, { path, route: '/register', platform });
}

beforeEach(() => {
  requests = recordRequests();
});

async function fillAccount({ password = 'Demo1234!', confirmation }: { password?: string; confirmation?: string } = {}) {
  await user.type(screen.getByLabelText(/^Name/), 'Nora');
  await user.type(screen.getByLabelText(/^Surname/), 'Nueva');
  await user.type(screen.getByLabelText(/^E-mail/), 'nora@demo.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Repeat the password/), confirmation ?? password);
}
async function acceptTermsAndPrivacy() {
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}
const submit = () => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('/register', () => {
  it('offers "Sign in with Google" only when the tenant enables it', () => {
    open();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('offers "Sign in with Google" beside the form when extras.signInWithGoogle is on', () => {
    open({ fields: { register: ['name', 'surname'] }, extras: { signInWithGoogle: true } });
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', expect.stringContaining('/api/v2/auth/oidc/google/start?'));
  });

  it("asks for the tenant's fields.register", async () => {
    open({ fields: { register: ['name', 'surname', 'phone'] } });
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Surname/)).toBeRequired();
    expect(screen.getByLabelText(/^Phone/)).toBeRequired();
  });

  it('does not ask for fields the tenant does not list', async () => {
    open({ fields: { register: [] } });
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
  });

  it('requires the passwords to match', async () => {
    open();
    await fillAccount({ confirmation: 'Other1234!' });
    await acceptTermsAndPrivacy();
    await submit();
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(/passwords do not match/);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('requires the terms and the privacy policy to be accepted', async () => {
    open();
    await fillAccount();
    await submit();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
  });

  it('requires commercial communications only when the tenant makes them mandatory', async () => {
    open({ fields: { register: ['name', 'surname'] }, extras: { mandatoryCommercialCommunications: true } });
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    expect(screen.getByText('You must accept commercial communications to register')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /commercial communications/ })).toBeRequired();
  });

  it('says the user is already registered, with a link to login', async () => {
    server.use(http.post('*/auth/register', () => apiError(409, 'user_already_registered')));
    open();
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This user is already registered');
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says the user is already registered once, without a toast', async () => {
    server.use(http.post('*/auth/register', () => apiError(409, 'user_already_registered')));
    open();
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('shows the server’s field errors next to their fields', async () => {
    server.use(http.post('*/auth/register', () => HttpResponse.json({ error: 'validation_error', hide_error: false, fields: { email: { key: 'validator.error_email_max', params: { max: 20 } } } }, { status: 400 })));
    open();
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/too long \(max 20/));
  });

  describe('then the e-mailed code', () => {
    async function register() {
      server.use(http.post('*/auth/register', () => HttpResponse.json({ data: { id: 'u-new', email: 'nora@demo.test', email_verification: null } }, { status: 201 })));
      open();
      await fillAccount();
      await acceptTermsAndPrivacy();
      await submit();
      await screen.findByRole('heading', { name: 'Check your e-mail' });
    }

    it('sends the form and asks for the 5-digit code valid 5 minutes', async () => {
      await register();
      expect(requests.find((r) => r.url === '/auth/register')?.body).toMatchObject({
        email: 'nora@demo.test',
        name: 'Nora',
        surname: 'Nueva',
        terms_accepted: true,
        privacy_accepted: true,
        language: 'en',
      });
      expect(screen.getByText('We sent a code to nora@demo.test. It is valid for 5 minutes.')).toBeInTheDocument();
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription('5 digits, valid for 5 minutes.');
    });

    it('keeps the code step in the address, so a reload opens it again', async () => {
      await register();
      expect(currentLocation().pathname).toBe('/register');
      expect(Object.fromEntries(currentLocation().searchParams)).toEqual({ step: 'verify', email: 'nora@demo.test' });
    });

    it('opens at the code step from its address, as after a reload or a sign-in of an unverified account', async () => {
      server.use(http.post('*/auth/verify-email', () => HttpResponse.json(loginAnswer({ email: 'nora@demo.test', token: 'back-token' }))));
      open(undefined, '/register?step=verify&email=nora%40demo.test');
      expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
      await user.type(screen.getByLabelText(/Verification code/), '54321');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      await waitFor(() => expect(platform.session.getSnapshot().auth.access_token).toBe('back-token'));
      expect(requests.find((r) => r.url === '/auth/verify-email')?.body).toEqual({ email: 'nora@demo.test', code: '54321' });
    });

    it('checks the code has 5 digits', async () => {
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '123');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(/must have 5 digits/);
    });

    it('says "code incorrect or expired" when the server rejects it', async () => {
      server.use(http.post('*/auth/verify-email', () => apiError(422, 'code_expired')));
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '12345');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect or has expired.');
    });

    it('says a wrong code once, beside the form, and not as a "something did not work" toast', async () => {
      server.use(http.post('*/auth/verify-email', () => apiError(422, 'invalid_code')));
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '12345');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(await screen.findAllByRole('alert')).toHaveLength(1);
      expect(toasts).toEqual([]);
    });

    it('counts down the wait a rate limit asks for before another code can be asked for', async () => {
      server.use(
        http.post('*/auth/resend-code', () =>
          HttpResponse.json({ error: 'too_many_requests', hide_error: false }, { status: 429, headers: { 'Retry-After': '75' } }),
        ),
      );
      await register();
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('You have asked for several codes in a short time.');
      expect(alert).toHaveTextContent(/You can ask for a new one in 1:1[45]\./);
      expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
      expect(toasts).toEqual([]);
    });

    it('resends the code', async () => {
      server.use(http.post('*/auth/resend-code', () => HttpResponse.json({ data: { sent: true } })));
      await register();
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('We sent a new code to nora@demo.test.')).toBeInTheDocument();
      expect(requests.find((r) => r.url === '/auth/resend-code')?.body).toEqual({ email: 'nora@demo.test' });
    });

    it('signs the new investor in with the right code', async () => {
      server.use(http.post('*/auth/verify-email', () => HttpResponse.json(loginAnswer({ email: 'nora@demo.test', token: 'new-token' }))));
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '54321');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      await waitFor(() => expect(platform.session.getSnapshot().auth.access_token).toBe('new-token'));
      expect(requests.find((r) => r.url === '/auth/verify-email')?.body).toEqual({ email: 'nora@demo.test', code: '54321' });
    });
  });
});
