import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, createTestPlatform, currentLocation, recordRequests, renderScreen } from 'host/testing';
import { clickRowAwayFromLinks, pressEnterOn } from 'shared/testing';
import { demoUsers } from 'shared/users-admin/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import UsersScreen from './users.screen';

const api = () => usersAdminApi(demoUsers());
const saved = captureDownloads();

describe('/manager/users', () => {
  it('lists every user with e-mail, roles, person, identification status, flags and registration day', async () => {
    renderScreen(<UsersScreen />, { path: '/manager/users', handlers: api().handlers });
    await screen.findByRole('link', { name: 'Iván Rechazado' });
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Iván Rechazado/ });
    expect(within(row).getByRole('link', { name: 'Iván Rechazado' })).toHaveAttribute('href', '/manager/users/u-3');
    expect(row).toHaveTextContent('investor2@demo.test');
    expect(row).toHaveTextContent('Investor');
    expect(row).toHaveTextContent('Natural person');
    expect(row).toHaveTextContent('Identification not approved');
    expect(within(table).getByRole('row', { name: /Elena Emprendedora/ })).toHaveTextContent('Entrepreneur · Investor');
    expect(screen.getByRole('heading', { level: 2, name: '6 users' })).toBeInTheDocument();
  });

  it('reads its filters from the address and sends them to the API', async () => {
    const requests = recordRequests();
    renderScreen(<UsersScreen />, {
      path: '/manager/users?role=USER&kyc_status=manual_error&flag=KYC_NOT_APPROVED&registered_from=2026-08-01&q=iv',
      handlers: api().handlers,
    });
    await screen.findByRole('link', { name: 'Iván Rechazado' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(requests.find((request) => request.url === '/manager/users')?.params).toEqual({
      role: 'USER',
      kyc_status: 'manual_error',
      flag: 'KYC_NOT_APPROVED',
      registered_from: '2026-08-01',
      q: 'iv',
      page: '1',
      per_page: '20',
    });
    expect(screen.getByLabelText('Identification')).toHaveValue('manual_error');
    expect(screen.getByLabelText('Registered from')).toHaveValue('2026-08-01');
  });

  it('drops a value of the address it does not know on its own, keeping the other filters', async () => {
    const requests = recordRequests();
    renderScreen(<UsersScreen />, { path: '/manager/users?kyc_status=bogus&flag=none&role_group=admin', handlers: api().handlers });
    await screen.findByRole('link', { name: 'Pablo Pendiente' });
    expect(requests.find((request) => request.url === '/manager/users')?.params).toEqual({ flag: 'none', page: '1', per_page: '20' });
    expect(screen.getByLabelText('Flags')).toHaveValue('none');
    expect(screen.getByLabelText('Identification')).toHaveValue('');
  });

  it('shows one card per user on a phone, the name as the card’s link and the facts labelled', async () => {
    const resizeTo = (width: number) =>
      act(() => {
        globalThis.innerWidth = width;
        globalThis.dispatchEvent(new Event('resize'));
      });
    resizeTo(390);
    try {
      renderScreen(<UsersScreen />, { path: '/manager/users', handlers: api().handlers });
      const link = await screen.findByRole('link', { name: 'Iván Rechazado' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Users, page 1 of 1' })).getAllByRole('listitem');
      expect(cards).toHaveLength(6);
      const card = cards.find((item) => item.contains(link))!;
      expect(link).toHaveAttribute('href', '/manager/users/u-3');
      expect(within(card).getByText('E-mail').nextElementSibling).toHaveTextContent('investor2@demo.test');
      expect(within(card).getByText('Person').nextElementSibling).toHaveTextContent('Natural person');
      expect(within(card).getByText('Identification').nextElementSibling).toHaveTextContent('Needs review');
      expect(within(card).getByText('Flags').nextElementSibling).toHaveTextContent('Identification not approved');
    } finally {
      resizeTo(1024);
    }
  });

  it('puts a chosen filter in the address and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderScreen(<UsersScreen />, { path: '/manager/users?page=2&per_page=50', handlers: api().handlers });
    await screen.findByRole('heading', { level: 2, name: /users/ });
    await user.selectOptions(screen.getByLabelText('Flags'), 'none');
    expect(currentLocation().search).toBe('?per_page=50&flag=none');
    expect(await screen.findByRole('link', { name: 'Pablo Pendiente' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iván Rechazado' })).not.toBeInTheDocument();
  });

  it('links each user to its detail with the way back to this filtered list', async () => {
    const user = userEvent.setup();
    renderScreen(<UsersScreen />, { path: '/manager/users?kyc_status=pending', handlers: api().handlers });
    await user.click(await screen.findByRole('link', { name: 'Pablo Pendiente' }));
    expect(currentLocation().pathname).toBe('/manager/users/u-1');
  });

  it('opens a user from a click anywhere on the row', async () => {
    const user = userEvent.setup();
    renderScreen(<UsersScreen />, { path: '/manager/users', handlers: api().handlers });
    await screen.findByRole('link', { name: 'Iván Rechazado' });
    await clickRowAwayFromLinks(user, screen.getByRole('row', { name: /Iván Rechazado/ }));
    expect(currentLocation().pathname).toBe('/manager/users/u-3');
  });

  it('opens a user from Enter on the name, its row’s one link', async () => {
    const user = userEvent.setup();
    renderScreen(<UsersScreen />, { path: '/manager/users', handlers: api().handlers });
    const row = await screen.findByRole('row', { name: /Pablo Pendiente/ });
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    await pressEnterOn(user, within(row).getByRole('link', { name: 'Pablo Pendiente' }));
    expect(currentLocation().pathname).toBe('/manager/users/u-1');
  });

  it('says so when no user matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    renderScreen(<UsersScreen />, { path: '/manager/users?q=nobody', handlers: api().handlers });
    expect(await screen.findByText('No user matches')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(currentLocation().search).toBe('');
  });

  it('exports the filtered list as CSV or XLSX', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderScreen(<UsersScreen />, { path: '/manager/users?kyc_status=success', handlers: api().handlers });
    await screen.findByRole('link', { name: 'Irene Inversora' });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await screen.findByRole('button', { name: 'Export XLSX' });
    expect(requests.find((request) => request.url === '/manager/users/export')?.params).toEqual({ kyc_status: 'success', format: 'xlsx' });
    expect(saved.map((file) => file.name)).toEqual(['users.xlsx']);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const { http, HttpResponse } = await import('msw');
    renderScreen(<UsersScreen />, { path: '/manager/users', handlers: [http.get('*/manager/users', () => HttpResponse.json({ error: 'error_default', hide_error: false }, { status: 500 }))] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderScreen(<UsersScreen />, { path: '/manager/users', platform: createTestPlatform({ language: 'es' }), handlers: api().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '6 usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fecha de registro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });
});
