import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomizationInput } from 'shared';
import { platform } from 'host/platform';
import { loadTenantCustomization } from '../../test/customization';
import { fakeApi } from '../../test/fake-api';
import { loginAnswer } from 'host/testing';
import { renderPage } from '../../test/render-page';
import RegisterPage from './register.page';

// No pause between keystrokes: these tests type whole forms, and the suite runs in parallel.
const user = userEvent.setup({ delay: null });

let api: ReturnType<typeof fakeApi>;
async function open(customization: CustomizationInput = { fields: { register: ['name', 'surname'] } }) {
  await loadTenantCustomization(api, customization);
  renderPage(<RegisterPage />, { path: '/register' });
}

beforeEach(async () => {
  await platform.i18n.changeLanguage('en');
  platform.session.clear();
  api = fakeApi(platform.http);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
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
  it("asks for the tenant's fields.register", async () => {
    await open({ fields: { register: ['name', 'surname', 'phone'] } });
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Surname/)).toBeRequired();
    expect(screen.getByLabelText(/^Phone/)).toBeRequired();
  });

  it('does not ask for fields the tenant does not list', async () => {
    await open({ fields: { register: [] } });
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
  });

  it('requires the passwords to match', async () => {
    await open();
    await fillAccount({ confirmation: 'Other1234!' });
    await acceptTermsAndPrivacy();
    await submit();
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(/passwords do not match/);
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('requires the terms and the privacy policy to be accepted', async () => {
    await open();
    await fillAccount();
    await submit();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must accept the privacy policy')).toBeInTheDocument();
  });

  it('requires commercial communications only when the tenant makes them mandatory', async () => {
    await open({ fields: { register: ['name', 'surname'] }, extras: { mandatoryCommercialCommunications: true } });
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    expect(screen.getByText('You must accept commercial communications to register')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /commercial communications/ })).toBeRequired();
  });

  it('says the user is already registered, with a link to login', async () => {
    api.on('POST', '/auth/register', { status: 409, data: { error: 'user_already_registered', hide_error: false } });
    await open();
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This user is already registered');
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the server’s field errors next to their fields', async () => {
    api.on('POST', '/auth/register', {
      status: 400,
      data: { error: 'validation_error', hide_error: false, fields: { email: { key: 'validator.error_email_max', params: { max: 20 } } } },
    });
    await open();
    await fillAccount();
    await acceptTermsAndPrivacy();
    await submit();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/too long \(max 20/));
  });

  describe('then the e-mailed code', () => {
    async function register() {
      api.on('POST', '/auth/register', { status: 201, data: { data: { id: 'u-new', email: 'nora@demo.test', email_verification: null } } });
      await open();
      await fillAccount();
      await acceptTermsAndPrivacy();
      await submit();
      await screen.findByRole('heading', { name: 'Check your e-mail' });
    }

    it('sends the form and asks for the 5-digit code valid 5 minutes', async () => {
      await register();
      expect(api.requests.find((r) => r.url === '/auth/register')?.data).toMatchObject({
        email: 'nora@demo.test',
        name: 'Nora',
        surname: 'Nueva',
        terms_accepted: true,
        privacy_accepted: true,
      });
      expect(screen.getByText('We sent a code to nora@demo.test. It is valid for 5 minutes.')).toBeInTheDocument();
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription('5 digits, valid for 5 minutes.');
    });

    it('checks the code has 5 digits', async () => {
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '123');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(/must have 5 digits/);
    });

    it('says "code incorrect or expired" when the server rejects it', async () => {
      api.on('POST', '/auth/verify-email', { status: 422, data: { error: 'code_expired', hide_error: false } });
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '12345');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect or has expired.');
    });

    it('resends the code', async () => {
      api.on('POST', '/auth/resend-code', { status: 200, data: { data: { sent: true } } });
      await register();
      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('We sent a new code to nora@demo.test.')).toBeInTheDocument();
      expect(api.requests.find((r) => r.url === '/auth/resend-code')?.data).toEqual({ email: 'nora@demo.test' });
    });

    it('signs the new investor in with the right code', async () => {
      api.on('POST', '/auth/verify-email', { status: 200, data: loginAnswer({ email: 'nora@demo.test', token: 'new-token' }) });
      await register();
      await user.type(screen.getByLabelText(/Verification code/), '54321');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      await waitFor(() => expect(platform.session.getSnapshot().auth.access_token).toBe('new-token'));
      expect(api.requests.find((r) => r.url === '/auth/verify-email')?.data).toEqual({ email: 'nora@demo.test', code: '54321' });
    });
  });
});
