import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { platform } from 'host/platform';
import { fakeHttp } from 'host/testing';
import { detail } from '../test/issuances';
import { currentLocation, managerArea, renderScreen } from '../test/render-screen';
import { IssuanceSheetPage } from './issuance-sheet-page';

let api: ReturnType<typeof fakeHttp>;

beforeAll(async () => {
  await platform.i18n.changeLanguage('en');
});

beforeEach(() => {
  platform.queryClient.clear();
  api = fakeHttp();
});

afterEach(() => api.restore());

function open(id = 'iss-1') {
  return renderScreen(<IssuanceSheetPage area={managerArea} facts={['owner']} />, { path: `/manager/issuances/${id}`, route: '/manager/issuances/:id' });
}

describe('/manager/issuances/:id', () => {
  it('shows the project sheet with its status in the default status order, its phase and its entrepreneur', async () => {
    api.on('GET', '/issuances/iss-1', {
      status: 200,
      data: {
        data: detail({
          documents: [{ id: 'doc-1', name: 'Pitch deck.pdf', url: 'http://api.test/doc-1', view_permission: 'hidden', expires_at: null }],
        }),
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Status' });
    const flow = within(status).getByRole('navigation', { name: 'Status of the issuance' });
    const steps = within(flow).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Draft (completed)',
      'Validating (completed)',
      'Pre-campaign (completed)',
      'Campaign (current step)',
      'Closed (pending)',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(within(status).getByText('Phase').nextElementSibling).toHaveTextContent('Campaign');
    expect(within(status).getByText('Soft cap').nextElementSibling).toHaveTextContent('25% of the soft cap');
    expect(within(status).getByText('Entrepreneur').nextElementSibling).toHaveTextContent('Sol Energía SL');

    // The shared sheet: descriptions and documents, hidden ones included for a manager.
    expect(screen.getByText('Photovoltaic panels on 12 hectares.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitch deck.pdf' })).toBeInTheDocument();
  });

  it('downloads a hidden document with the token, which a plain link cannot send', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      api.on('GET', '/issuances/iss-1', {
        status: 200,
        data: { data: detail({ documents: [{ id: 'doc-1', name: 'Financials', url: 'http://api.test/doc-1', view_permission: 'hidden', expires_at: null }] }) },
      });
      api.on('GET', 'http://api.test/doc-1', { status: 200, data: new Blob(['%PDF']) });
      open();
      await user.click(await screen.findByRole('link', { name: 'Financials' }));
      await waitFor(() => expect(saved).toEqual(['Financials']));
      expect(api.requests.find((request) => request.url === 'http://api.test/doc-1')?.responseType).toBe('blob');
    } finally {
      click.mockRestore();
    }
  });

  it('follows the tenant order of statuses', async () => {
    api.on('GET', '/v2/ui/get-customization', { status: 200, data: { data: { flows: { project_status: ['DRAFT', 'CAMPAIGN', 'CLOSED'] } } } });
    await platform.customization.load();
    api.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    open();
    const flow = await screen.findByRole('navigation', { name: 'Status of the issuance' });
    expect(within(flow).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Draft (completed)',
      'Campaign (current step)',
      'Closed (pending)',
    ]);
  });

  it('shows the not-found state for an issuance the API does not know', async () => {
    api.on('GET', '/issuances/nope', { status: 404, data: { error: 'issuance_not_found', hide_error: false } });
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Issuance not found' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'All issuances' })) expect(link).toHaveAttribute('href', '/manager/issuances');
  });

  it('offers to try again when the issuance could not be loaded', async () => {
    const user = userEvent.setup();
    api.on('GET', '/issuances/iss-1', { status: 503, data: { error: 'unavailable', hide_error: false } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The issuance could not be loaded');
    api.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almería' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it came from', async () => {
    const user = userEvent.setup();
    api.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    renderScreen(
      <>
        <Link to="/manager/issuances/iss-1" state={{ listSearch: '?status=CAMPAIGN' }}>
          open
        </Link>
        <IssuanceSheetPage area={managerArea} facts={['owner']} />
      </>,
      { path: '/manager/issuances/iss-1', route: '/manager/issuances/:id' },
    );
    await user.click(screen.getByRole('link', { name: 'open' }));
    await user.click(await screen.findByRole('link', { name: 'All issuances' }));
    await waitFor(() => expect(currentLocation().search).toBe('?status=CAMPAIGN'));
  });
});
