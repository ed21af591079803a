import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
import { demoNotificationsData, notificationsApi, type NotificationsApiOptions } from 'shared/notifications/mock-api';
import { storedNotification } from 'shared/notifications/testing';
import { usersAdminApi } from 'shared/users-admin/mock-api';
import { demoUsers } from 'shared/users-admin/testing';
import { clickRowAwayFromLinks, expectNoA11yViolations } from 'shared/testing';
import { createTestPlatform, currentLocation, recordRequests, renderScreen } from 'host/testing';
import { investorArea, issuerArea, type NotificationArea } from './area';
import { NotificationsPage } from './inbox.screen';

const user = userEvent.setup({ delay: null });

function open(area: NotificationArea, path: string, options: NotificationsApiOptions = {}, platform = createTestPlatform()) {
  const api = notificationsApi(demoNotificationsData(), options);
  const view = renderScreen(<NotificationsPage area={area} />, {
    path,
    route: path.split('?')[0],
    platform,
    handlers: [...api.handlers, ...issuancesApi(demoIssuances()).handlers, ...usersAdminApi(demoUsers()).handlers],
  });
  return { api, ...view };
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('/user/notifications', () => {
  it('lists the notifications newest first, the unread ones marked for sight and for screen readers', async () => {
    const { container } = open(investorArea(), '/user/notifications', { role: 'investor' });
    expect(await screen.findByRole('button', { name: 'Unread: An earning was paid' })).toBeInTheDocument();
    expect(items().map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Unread: An earning was paid',
      'Unread: Works have started',
      'Unread: Your investment was confirmed',
      'You received tokens',
      'Your ad is published',
    ]);
    expect(screen.getByRole('link', { name: 'Unread (3)' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('asks for the notifications in the language of the page', async () => {
    const requests = recordRequests();
    const platform = createTestPlatform();
    await act(() => platform.i18n.changeLanguage('es'));
    open(investorArea(), '/user/notifications', { role: 'investor' }, platform);
    expect(await screen.findByRole('button', { name: 'Sin leer: Se ha pagado un rendimiento' })).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/notifications')?.params).toEqual({ filter: 'all', lang: 'es', page: '1', per_page: '20' });
  });

  it('reads the filter and the page from the address, dropping a value it does not know on its own', async () => {
    const requests = recordRequests();
    open(investorArea(), '/user/notifications?filter=unread&page=abc', { role: 'investor' });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(requests.find((request) => request.url === '/notifications')?.params).toMatchObject({ filter: 'unread', page: '1' });
  });

  it('says once when the notifications cannot be loaded, with a retry that loads them', async () => {
    const { http, HttpResponse } = await import('msw');
    let fail = true;
    const api = notificationsApi(demoNotificationsData(), { role: 'investor' });
    renderScreen(<NotificationsPage area={investorArea()} />, {
      path: '/user/notifications',
      route: '/user/notifications',
      handlers: [http.get('*/notifications', () => (fail ? HttpResponse.json({ error: 'error_default', hide_error: false }, { status: 500 }) : undefined)), ...api.handlers],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Unread: An earning was paid' })).toBeInTheDocument();
  });

  it('shows the unread ones alone from the address, and says when none is left', async () => {
    const { api } = open(investorArea(), '/user/notifications', { role: 'investor' });
    await user.click(await screen.findByRole('link', { name: 'Unread (3)' }));
    await waitFor(() => expect(currentLocation().searchParams.get('filter')).toBe('unread'));
    await waitFor(() => expect(items()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are up to date')).toBeInTheDocument();
    expect(api.notifications().every((item) => item.read_at !== null)).toBe(true);
  });

  it('marks a notification read when it is opened and goes to its subject in the area', async () => {
    const { api } = open(investorArea(), '/user/notifications', { role: 'investor' });
    await user.click(await screen.findByRole('button', { name: 'Unread: An earning was paid' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/user/earnings'));
    expect(api.notifications().find((item) => item.id === 'ntf-d1')?.read_at).not.toBeNull();
  });

  it('opens a notification from a click anywhere on it, as from its title', async () => {
    open(issuerArea('manager'), '/manager/notifications');
    const title = await screen.findByRole('button', { name: 'Unread: An earning was paid' });
    const item = title.closest('li');
    if (!item) throw new Error('The notification is not an item of the list');
    await clickRowAwayFromLinks(user, item);
    await waitFor(() => expect(currentLocation().pathname).toBe('/manager/earnings'));
  });

  it('shows a notification pushed to the open page without a reload', async () => {
    const platform = createTestPlatform();
    const { api } = open(investorArea(), '/user/notifications', { role: 'investor' }, platform);
    await screen.findByRole('button', { name: 'Unread: An earning was paid' });
    api.deliver(storedNotification({ id: 'ntf-new', created_at: '2026-11-23T10:00:00.000Z', title: { en: 'Tokens sent', es: 'Tokens enviados' } }));
    act(() => platform.bus.emit('notification.received', { id: 'ntf-new', kind: 'message' }));
    expect(await screen.findByRole('button', { name: 'Unread: Tokens sent' })).toBeInTheDocument();
    expect(items()).toHaveLength(6);
  });

  it('pages through a long inbox', async () => {
    const platform = createTestPlatform();
    const many = Array.from({ length: 25 }, (_, index) =>
      storedNotification({ id: `n-${index}`, created_at: `2026-10-${String(index + 1).padStart(2, '0')}T08:00:00.000Z`, title: { en: `Notice ${index + 1}`, es: `Aviso ${index + 1}` } }),
    );
    const api = notificationsApi({ notifications: many }, { role: 'investor' });
    renderScreen(<NotificationsPage area={investorArea()} />, { path: '/user/notifications', platform, handlers: api.handlers });
    expect(await screen.findByRole('button', { name: 'Unread: Notice 25' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Unread: Notice 5' })).toBeInTheDocument();
    expect(currentLocation().searchParams.get('page')).toBe('2');
  });

  it('saves which categories are also e-mailed', async () => {
    const { api } = open(investorArea(), '/user/notifications', { role: 'investor' });
    const board = await screen.findByRole('checkbox', { name: 'Bulletin board' });
    expect(board).not.toBeChecked();
    await user.click(board);
    await user.click(screen.getByRole('checkbox', { name: 'Earnings' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(api.preferences().email).toEqual({ investments: true, earnings: false, projects: true, board: true, messages: true });
  });
});

async function fill(title: string, body = 'A message long enough') {
  await user.type(screen.getByRole('textbox', { name: 'Title (Spanish)' }), title);
  await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), title);
  await user.type(screen.getByRole('textbox', { name: 'Message (Spanish)' }), body);
  await user.type(screen.getByRole('textbox', { name: 'Message (English)' }), body);
}

describe('/manager/notifications', () => {
  it("sends a notification to a project's investors after a confirmation that names them, then lists it", async () => {
    const { api, container } = open(issuerArea('manager'), '/manager/notifications');
    await screen.findByRole('button', { name: 'Unread: An earning was paid' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Solar Park Almeria');
    await fill('Works have finished');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent('It goes to the investors of Solar Park Almeria at once');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The notification was sent.')).toBeInTheDocument();
    const sent = within(screen.getByRole('list', { name: 'Sent notifications' }));
    expect(await sent.findByText('Works have finished')).toBeInTheDocument();
    expect(sent.getAllByText('12 recipients · 0 read')).toHaveLength(1);
    expect(api.broadcasts()[0]).toMatchObject({ audience: 'project_investors', target: { id: '1', name: 'Solar Park Almeria' } });
    await expectNoA11yViolations(container);
  });

  it('refuses a script tag in the text, under its field', async () => {
    const { api } = open(issuerArea('manager'), '/manager/notifications');
    await user.click(await screen.findByRole('radio', { name: 'All investors' }));
    await fill('Hello <script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findAllByText('This text contains code that is not allowed (scripts, event handlers or SQL)')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.broadcasts()).toHaveLength(2);
  });

  it('writes to one user chosen from the users list', async () => {
    const { api } = open(issuerArea('manager'), '/manager/notifications');
    await user.click(await screen.findByRole('radio', { name: 'One user' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'User' }), 'Irene Inversora (investor@demo.test)');
    await fill('About your account');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await screen.findByText('The notification was sent.');
    expect(api.broadcasts()[0]).toMatchObject({ audience: 'user', target: { id: 'u-2', name: 'Irene Inversora' }, recipients: 1 });
  });
});

describe('/entrepreneur/notifications', () => {
  it("writes only to the investors of the entrepreneur's own projects", async () => {
    const { container } = open(issuerArea('entrepreneur'), '/entrepreneur/notifications', { role: 'entrepreneur', ownProjects: ['1'] });
    await screen.findByRole('button', { name: 'Unread: An earning was paid' });
    expect(screen.queryByRole('radio', { name: 'All investors' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Valencia Lofts');
    await fill('Visit day');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may only write to the investors of your own projects.');
    await expectNoA11yViolations(container);
  });
});
