import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { captureDownloads, createTestPlatform, currentLocation, loginAnswer, recordRequests, renderScreen, server } from 'host/testing';
import { auditEntry, demoUsers, userDetail } from 'shared/users-admin/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import UserDetailScreen from './user-detail.screen';

const ROUTE = '/manager/users/:id';

function open(id: string, options: { platform?: ReturnType<typeof createTestPlatform> } = {}) {
  const api = usersAdminApi(demoUsers());
  const requests = recordRequests();
  renderScreen(<UserDetailScreen />, { path: `/manager/users/${id}`, route: ROUTE, handlers: api.handlers, ...options });
  return { api, requests, user: userEvent.setup() };
}

// The previews make object URLs of the fetched files, which jsdom has not.
captureDownloads();

const writes = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method !== 'GET');

describe('/manager/users/:id', () => {
  it('shows the profile, roles, KYC documents, investments and history', async () => {
    open('u-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iván Rechazado' })).toBeInTheDocument();
    expect(screen.getByText('The photo of your ID is blurred: please upload it again.', { selector: 'p' })).toBeInTheDocument();
    const kyc = screen.getByRole('region', { name: 'Identification (KYC)' });
    expect(await within(kyc).findByRole('link', { name: 'Open the PDF dni-front.pdf' })).toHaveAttribute('target', '_blank');
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Rejected');
    expect(history).toHaveTextContent('by Marta Manager');
    expect(history).toHaveTextContent('Identification not approved — The photo of your ID is blurred');
  });

  it('shows a change made while simulating with its route and what was sent', async () => {
    const simulated = userDetail({
      history: [
        auditEntry({
          action: 'impersonation.write',
          details: { method: 'PATCH', route: '/api/v2/pfp/users/me/account/preferences', params: [], changes: ['language: es', 'commercial_communications: false'] },
        }),
      ],
    });
    renderScreen(<UserDetailScreen />, { path: `/manager/users/${simulated.id}`, route: ROUTE, handlers: usersAdminApi([simulated]).handlers });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Change made while simulating');
    expect(history).toHaveTextContent('PATCH /api/v2/pfp/users/me/account/preferences — language: es, commercial_communications: false');
  });

  it('shows each KYC document, fetched with the session from the admin-only route, beside Validate and Reject', async () => {
    const { requests } = open('u-3');
    const kyc = await screen.findByRole('region', { name: 'Identification (KYC)' });
    const open_ = await within(kyc).findByRole('link', { name: 'Open the PDF dni-front.pdf' });
    expect(open_.getAttribute('href')).toMatch(/^blob:/);
    expect(within(kyc).getByRole('link', { name: 'Download dni-front.pdf' })).toHaveAttribute('download', 'dni-front.pdf');
    expect(within(kyc).getByText(/dni-front\.pdf · PDF · 1 kB/)).toBeInTheDocument();
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toContain('GET /manager/users/u-3/kyc-documents/f-1');
    const decision = within(kyc).getByRole('group', { name: 'Decision on the identification' });
    expect(within(decision).getAllByRole('button').map((button) => button.textContent)).toEqual(['Validate', 'Reject']);
  });

  it('shows an image document inline, and says when one cannot be fetched', async () => {
    open('u-3');
    // After the screen's own answers, which the latest handler overrides.
    server.use(http.get('*/manager/users/u-3/kyc-documents/f-1', () => new HttpResponse(new Blob(['jpg'], { type: 'image/jpeg' }), { headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': 'attachment; filename="dni-front.jpg"' } })));
    expect(await screen.findByRole('img', { name: 'Proof of identity: dni-front.jpg' })).toBeInTheDocument();
    cleanup();

    open('u-3');
    server.use(http.get('*/manager/users/u-3/kyc-documents/f-1', () => new HttpResponse(null, { status: 500 })));
    const kyc = await screen.findByRole('region', { name: 'Identification (KYC)' });
    expect(await within(kyc).findByRole('alert')).toHaveTextContent('dni-front.pdf could not be shown.');
  });

  it('validates the user on its endpoint, then says so and shows the new status', async () => {
    const platform = createTestPlatform();
    const toasts: unknown[] = [];
    platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    const { requests, user } = open('u-1', { platform });
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Validate user' }));
    await screen.findByText('Validated', { selector: 'span' });
    expect(within(screen.getByRole('banner')).getByText('Verified')).toBeInTheDocument();
    expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /manager/users/u-1/validate']);
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Validated');
    expect(toasts).toEqual([{ kind: 'success', messageKey: 'manager:user.validate.done', params: { email: 'pending@demo.test' } }]);
  });

  it('denegates only with a flag and a message, sending both', async () => {
    const { requests, user } = open('u-1');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject user' }));
    expect(within(dialog).getByRole('group', { name: /What was not approved/ })).toHaveAccessibleDescription('This field cannot be blank');
    expect(within(dialog).getByRole('textbox', { name: /Message to the user/ })).toHaveAccessibleDescription(/This field cannot be blank/);
    expect(writes(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Identification not approved' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Suitability test not approved' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the user/ }), 'Upload a sharper photo of your ID.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject user' }));
    await screen.findByText('Upload a sharper photo of your ID.', { selector: 'p' });
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        url: '/manager/users/u-1/denegate',
        params: {},
        body: { flags: ['KYC_NOT_APPROVED', 'SUITABILITY_TEST_NOT_APPROVED'], message: 'Upload a sharper photo of your ID.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the API refuses the denegation', async () => {
    const api = usersAdminApi(demoUsers());
    const user = userEvent.setup();
    renderScreen(<UserDetailScreen />, {
      path: '/manager/users/u-1',
      route: ROUTE,
      handlers: [http.post('*/manager/users/u-1/denegate', () => HttpResponse.json({ error: 'user_is_caller', hide_error: false }, { status: 409 })), ...api.handlers],
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'User rejected' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the user/ }), 'Not allowed.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot do this to your own account.');
    expect(within(dialog).getByRole('checkbox', { name: 'User rejected' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Message to the user/ })).toHaveValue('Not allowed.');
  });

  it('changes the roles with one primary and an optional secondary', async () => {
    const { requests, user } = open('u-1');
    await user.click(await screen.findByRole('button', { name: 'Manage roles' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Secondary role/ }), 'USER');
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(within(dialog).getByRole('combobox', { name: /Secondary role/ })).toHaveAccessibleDescription(/not valid|invalid/i);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Secondary role/ }), 'ENTREPRENEUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await screen.findByText('Investor', { selector: 'dd' });
    expect(writes(requests)).toEqual([
      { method: 'PUT', url: '/manager/users/u-1/roles', params: {}, body: { primary_role: 'USER', secondary_role: 'ENTREPRENEUR' } },
    ]);
    expect(screen.getByRole('region', { name: 'Roles' })).toHaveTextContent('Entrepreneur');
  });

  it('deletes after confirmation and goes back to the list it came from', async () => {
    const { requests, user } = open('u-3');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/manager/users'));
    expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /manager/users/u-3']);
  });

  it('shows the refusal inside the dialog when the user has investments', async () => {
    const api = usersAdminApi(demoUsers());
    const user = userEvent.setup();
    // The API refuses even when the screen still offered the action (another manager's investment).
    renderScreen(<UserDetailScreen />, {
      path: '/manager/users/u-1',
      route: ROUTE,
      handlers: [http.delete('*/manager/users/u-1', () => HttpResponse.json({ error: 'user_has_investments', hide_error: false }, { status: 409 })), ...api.handlers],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It cannot be deleted: this user has 0 investments.');
    expect(currentLocation().pathname).toBe('/manager/users/u-1');
  });

  it('offers the simulation for investors only, and starts it through the impersonation', async () => {
    const platform = createTestPlatform();
    platform.session.signInWith(loginAnswer({ id: 'u-manager', email: 'manager@demo.test', role: 'ADMIN' }));
    const { requests, user } = open('u-2', { platform });
    await user.click(await screen.findByRole('button', { name: 'Act as investor' }));
    expect(writes(requests).map(({ method, url }) => `${method} ${url}`)).toContain('POST /manager/users/u-2/impersonate');
    expect(currentLocation().pathname).toBe('/user/issuances');
    expect(platform.session.getSnapshot().backdoor?.user?.email).toBe('investor@demo.test');
  });

  it('does not offer the simulation, nor any action, on the manager’s own account', async () => {
    open('u-manager');
    await screen.findByRole('heading', { level: 1, name: 'Marta Manager' });
    expect(screen.queryByRole('button', { name: 'Act as investor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("answers a user that does not exist with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open('u-404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/users/u-404')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    open('u-1', { platform: createTestPlatform({ language: 'es' }) });
    expect(await screen.findByRole('button', { name: 'Denegar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Historial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actuar como inversor' })).toBeInTheDocument();
  });
});
