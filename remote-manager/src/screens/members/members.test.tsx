import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, currentLocation, recordRequests, renderScreen } from 'host/testing';
import { clickRowAwayFromLinks, pressEnterOn } from 'shared/testing';
import { demoUsers } from 'shared/users-admin/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import { navigation } from '../../routes';
import MembersScreen from './members.screen';

const api = () => usersAdminApi(demoUsers());

describe('/manager/members', () => {
  it('is the users list restricted to investors, without a role filter', async () => {
    const requests = recordRequests();
    renderScreen(<MembersScreen />, { path: '/manager/members?kyc_status=success', handlers: api().handlers });
    await screen.findByRole('link', { name: 'Irene Inversora' });
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 members' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marta Manager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/manager/users')?.params).toMatchObject({ role_group: 'investor', kyc_status: 'success' });
    expect(within(screen.getByRole('row', { name: /Irene Inversora/ })).getByRole('link')).toHaveAttribute('href', '/manager/users/u-2');
  });

  it('calls them participants, and investors members, in the EXEU tenant', async () => {
    renderScreen(<MembersScreen />, { path: '/manager/members', platform: createTestPlatform({ tenant: { id: 'exeu' } }), handlers: api().handlers });
    await screen.findByRole('link', { name: 'Irene Inversora' });
    expect(screen.getByRole('heading', { level: 1, name: 'Participants' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5 participants' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Irene Inversora/ })).toHaveTextContent('Member');
    expect(screen.queryByText('Investor')).not.toBeInTheDocument();
  });

  it('tells the two investor roles apart where EXEU calls both members', async () => {
    const { default: UsersScreen } = await import('../users/users.screen');
    renderScreen(<UsersScreen />, { path: '/manager/users', platform: createTestPlatform({ tenant: { id: 'exeu' } }), handlers: api().handlers });
    await screen.findByRole('link', { name: 'Irene Inversora' });
    const role = within(screen.getByRole('combobox', { name: 'Role' }));
    expect(role.getByRole('option', { name: 'Member (Investor)' })).toHaveValue('USER');
    expect(role.getByRole('option', { name: 'Member (Premium investor)' })).toHaveValue('PREMIUM_USER');
  });

  it('speaks Spanish, in both wordings', async () => {
    renderScreen(<MembersScreen />, { path: '/manager/members', platform: createTestPlatform({ tenant: { id: 'exeu' }, language: 'es' }), handlers: api().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Participantes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '5 participantes' })).toBeInTheDocument();
  });

  it('has its sidebar entry beside the users', () => {
    expect(navigation.map((item) => item.path)).toEqual(expect.arrayContaining(['users', 'members']));
    expect(navigation.find((item) => item.path === 'members')?.labelKey).toBe('manager:nav.members');
  });
});

describe('/manager/members rows', () => {
  it('open the member from a click on the row and from Enter on the name', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<MembersScreen />, { path: '/manager/members', handlers: api().handlers });
    await clickRowAwayFromLinks(user, await screen.findByRole('row', { name: /Irene Inversora/ }));
    expect(currentLocation().pathname).toBe('/manager/users/u-2');
    view.unmount();

    renderScreen(<MembersScreen />, { path: '/manager/members', handlers: api().handlers });
    await pressEnterOn(user, await screen.findByRole('link', { name: 'Irene Inversora' }));
    expect(currentLocation().pathname).toBe('/manager/users/u-2');
  });
});
