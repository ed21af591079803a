import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { issuanceDetail } from 'shared/issuances/testing';
import { SLUG } from 'shared/invest/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import RegisterScreen from './register.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place this file sets what the API answers. */
function answers(register: { status: number; data?: unknown } = { status: 201, data: { data: { email: 'new@demo.test' } } }) {
  server.use(...investApi({ issuance: issuanceDetail() }));
  answer('POST', '/auth/register', register);
}

function open() {
  renderScreen(<RegisterScreen />, { platform, path: `/invest/${SLUG}/register`, route: '/invest/:slug/register' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/register', () => {
  it("is the host's registration, worded for this project", async () => {
    answers();
    open();
    expect(await screen.findByText(/Create your account to invest in Solar Park Almeria/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
  });

  it('registers and asks for the e-mailed code, as the host page does', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await screen.findByText(/Create your account to invest in Solar Park Almeria/);
    await user.type(screen.getByLabelText(/^E-mail/), 'new@demo.test');
    for (const field of screen.getAllByLabelText(/password/i).filter((element) => element.tagName === 'INPUT')) await user.type(field, 'Secret123!');
    for (const box of screen.getAllByRole('checkbox').slice(0, 2)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(requests.some((request) => request.url === '/auth/register')).toBe(true));
    expect(await screen.findByLabelText(/code/i)).toBeInTheDocument();
  });

  it('remembers this project when the visitor chooses to log in instead', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(currentLocation().pathname).toBe('/login');
    expect(platform.session.getSnapshot().auth.redirect).toBe(`/invest/${SLUG}/invest`);
  });
});
