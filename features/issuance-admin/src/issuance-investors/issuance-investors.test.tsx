import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { issuanceInvestor } from 'shared/investments/admin-testing';
import { apiError, captureDownloads, currentLocation, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import { detail } from '../test/issuances';
import { managerArea } from '../test/manager-area';
import { SEARCH_DEBOUNCE_MS } from 'shared/ui';
import { IssuanceInvestorsPage } from './issuance-investors.screen';

const LUCIA = issuanceInvestor();
const PABLO = issuanceInvestor({
  investor: { id: 'user-22', name: 'Pablo Ortega', email: 'pablo@example.com' },
  wallet: null,
  tokens: 2500,
  minted_tokens: 0,
  amount: '25000.00',
  investments: 2,
  status: 'CHARGED',
  holder: false,
});

const downloads = captureDownloads();
let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

function open(path = '/manager/issuances/iss-1/investors') {
  renderScreen(<IssuanceInvestorsPage area={managerArea} />, {
    path,
    route: '/manager/issuances/:id/investors',
    handlers: [
      ...investmentsAdminApi({ investors: { 'iss-1': [LUCIA, PABLO] } }).handlers,
      http.get('*/issuances/iss-1', () => HttpResponse.json({ data: detail() })),
    ],
  });
}

describe('/manager/issuances/:id/investors', () => {
  it("answers an issuance that does not exist with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/issuances/nope', () => apiError(404, 'issuance_not_found')));
    open('/manager/issuances/nope/investors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/issuances/nope/investors')).toBeInTheDocument();
  });

  it('lists the investors and token holders of the issuance with their wallet, tokens, payments and status, and the totals', async () => {
    open();
    const lucia = await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(within(lucia).getByTitle('0x4b0897b0513fdc7c541b6d9d7e929c4e5364d2db')).toHaveTextContent('0x4b08…d2db');
    expect(within(lucia).getByText('150 SOLAR')).toBeInTheDocument();
    expect(within(lucia).getByText('1,500.00 €')).toBeInTheDocument();
    expect(within(lucia).getByText('Token holder')).toBeInTheDocument();
    expect(within(lucia).getByText('Tokens issued')).toBeInTheDocument();
    const pablo = screen.getByRole('row', { name: /Pablo Ortega/ });
    expect(within(pablo).getByText('No wallet yet')).toBeInTheDocument();
    expect(within(pablo).getByText('Investor')).toBeInTheDocument();
    expect(within(pablo).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Investors and token holders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Solar Park Almería/ })).toHaveAttribute('href', '/manager/issuances/iss-1');
    const totals = screen.getByLabelText('Totals of the filtered list');
    expect(totals).toHaveTextContent('Investors2');
    expect(totals).toHaveTextContent('Token holders1');
    expect(totals).toHaveTextContent('Raised26,500.00 €');
  });

  it('searches an investor by name or e-mail, with the search in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('row', { name: /Pablo Ortega/ });
    await user.type(screen.getByRole('searchbox', { name: 'Investor name or e-mail' }), 'lucia');
    await waitFor(() => expect(currentLocation().searchParams.get('q')).toBe('lucia'), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Pablo Ortega/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Lucía Martín/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/issuances/iss-1/investors').at(-1)?.params).toEqual({ q: 'lucia', page: '1', per_page: '20' });
  });

  it('exports every investor of the issuance', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('row', { name: /Pablo Ortega/ });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['investors.xlsx']));
    expect(requests.find((request) => request.url === '/issuances/iss-1/investors/export')?.params).toEqual({ format: 'xlsx' });
  });
});
