import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Platform } from 'host/platform';
import { apiError, captureDownloads, createTestPlatform, loginAnswer, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import type { AppEventMap, InvestmentAnswer } from 'shared';
import { investorApi } from 'shared/investments/investor-mock-api';
import { demoMyInvestments, myInvestment } from 'shared/investments/investor-testing';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import InvestmentsScreen from './investments.screen';

let platform: Platform;
let requests: RecordedRequest[];
const saved = captureDownloads();

/** The API answers from these investments, as the real one would. */
function serve(investments: InvestmentAnswer[] = demoMyInvestments()) {
  const api = investorApi({ investments, now: () => new Date('2026-11-23T09:00:00.000Z') });
  server.use(...api.handlers);
  return api;
}

function renderList(path = '/user/investments') {
  return renderScreen(<InvestmentsScreen />, { path, route: '/user/investments', platform });
}

const location = () => screen.getByTestId('location').textContent;
const table = (name = 'Your investments') => screen.findByRole('table', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
/** The projects of the rows shown, in order. */
const projects = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(within(row).getAllByRole('cell')[0]!).getByRole('link').textContent);
/** The row whose status badge says `status`. */
async function rowWithStatus(status: string, tableName?: string): Promise<HTMLElement> {
  const rows = within(await table(tableName)).getAllByRole('row').slice(1);
  const row = rows.find((candidate) => within(candidate).queryByText(status, { exact: true }));
  if (!row) throw new Error(`No row is ${status}`);
  return row;
}
const listQueries = () => requests.filter((request) => request.method === 'GET' && request.url === '/users/me/investments').map((request) => request.params);

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
});

describe('the investor investments page', () => {
  it('shows skeletons of the table while loading, then every investment, newest first', async () => {
    serve();
    renderList();
    expect(screen.getByRole('status', { name: 'Loading your investments…' })).toBeInTheDocument();
    expect(await projects()).toEqual([
      'Solar Park Almeria',
      'Valencia Lofts',
      'Bridge Notes 2027',
      'Solar Park Almeria',
      'Valencia Lofts',
      'Bridge Notes 2027',
      'Solar Park Almeria',
      'Bridge Notes 2027',
    ]);
    expect(listQueries()).toEqual([{ tab: 'all', page: '1', per_page: '20' }]);
  });

  it('counts the investments of each tab, the spec grouping of the statuses', async () => {
    serve();
    renderList();
    await table();
    const counts = within(screen.getByRole('tablist', { name: 'Investments by status' }))
      .getAllByRole('tab')
      .map((item) => item.textContent);
    expect(counts).toEqual([
      'All8',
      'Interest declared1',
      'Orders created3',
      'Paid1',
      'Signed1',
      'Closed0',
      'Cancelled1',
      'Tokens issued1',
      'Completed1',
    ]);
  });

  it('shows an order being paid under Orders created, and keeps the tab in the address', async () => {
    serve();
    renderList();
    await table();
    await userEvent.click(tab(/^Orders created/));
    await waitFor(async () => expect(await projects()).toEqual(['Valencia Lofts', 'Bridge Notes 2027', 'Solar Park Almeria']));
    expect(location()).toBe('/user/investments?tab=ordered');
    expect(tab(/^Orders created/)).toHaveAttribute('aria-selected', 'true');
    expect(within(await table()).getByText('Choosing payment')).toBeInTheDocument();
    expect(within(await table()).getByText('Proof required')).toBeInTheDocument();
    expect(within(await table()).getByText('Payment error')).toBeInTheDocument();
  });

  it('opens the tab the address names, and moves between tabs with the arrow keys', async () => {
    serve();
    renderList('/user/investments?tab=preordered');
    expect(await projects()).toEqual(['Solar Park Almeria']);
    expect(within(await table()).getByText('Interest declared')).toBeInTheDocument();

    tab(/^Interest declared/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/^Orders created/)).toHaveFocus();
    expect(location()).toBe('/user/investments?tab=ordered');
    await userEvent.keyboard('{End}');
    expect(tab(/^Completed/)).toHaveFocus();
    expect(location()).toBe('/user/investments?tab=completed');
    await waitFor(async () => expect(await projects()).toEqual(['Bridge Notes 2027']));
    await userEvent.keyboard('{Home}');
    expect(location()).toBe('/user/investments');
  });

  it('shows each row with its tokens, amount, payment method and the date of its status', async () => {
    serve();
    renderList();
    const signed = await rowWithStatus('Signed');
    expect(within(signed).getByRole('link', { name: 'Valencia Lofts' })).toHaveAttribute('href', '/user/issuances/2');
    expect(signed).toHaveTextContent('50 VL');
    expect(signed).toHaveTextContent('2,500.00 €');
    expect(signed).toHaveTextContent('Bank transfer');
    expect(signed).toHaveTextContent('Since 2 Oct 2026');
    expect(await rowWithStatus('Choosing payment')).toHaveTextContent('Not chosen yet');
  });

  it('says why a manager refused the payment', async () => {
    serve([myInvestment(1, 'lofts', 'PAYMENT_ERROR', '2026-11-20', { status_reason: 'No transfer with this reference arrived.' })]);
    renderList();
    expect(await rowWithStatus('Payment error')).toHaveTextContent('Why: No transfer with this reference arrived.');
  });

  it('offers the next action of each status, linking into the invest flow at the order’s page', async () => {
    serve();
    renderList();
    const id = (n: number) => `7d1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const link = async (status: string, name: string) => within(await rowWithStatus(status)).getByRole('link', { name });

    expect(await link('Interest declared', 'Place the order in Solar Park Almeria')).toHaveAttribute(
      'href',
      `/invest/solar-park-almeria/invest?investment=${id(1)}`,
    );
    expect(within(await rowWithStatus('Interest declared')).getByRole('button', { name: 'Cancel interest in Solar Park Almeria' })).toBeInTheDocument();
    // Method chosen: the contract, which states it, is signed before paying.
    expect(await link('Choosing payment', 'Sign the contract of Valencia Lofts')).toHaveAttribute('href', `/invest/valencia-lofts/sign?investment=${id(2)}`);
    expect(await link('Proof required', 'Upload proof of payment for Bridge Notes 2027')).toHaveAttribute(
      'href',
      `/invest/bridge-notes-2027/payment-bankwire?investment=${id(3)}`,
    );
    expect(await link('Payment error', 'Continue paying for Solar Park Almeria')).toHaveAttribute('href', `/invest/solar-park-almeria/payment-error?investment=${id(7)}`);

    const paid = await rowWithStatus('Paid');
    expect(within(paid).getByRole('link', { name: 'Sign the contract of Solar Park Almeria' })).toHaveAttribute('href', `/invest/solar-park-almeria/sign?investment=${id(4)}`);
    expect(within(paid).getByRole('button', { name: 'Revoke the investment in Solar Park Almeria' })).toBeInTheDocument();
    // The period ends at midnight after 27 November in Madrid (23:00 UTC).
    expect(paid).toHaveTextContent('Until 27 November 2026');

    expect(within(await rowWithStatus('Signed')).getByRole('button', { name: 'Signed contract of Valencia Lofts' })).toBeInTheDocument();
    expect(within(await rowWithStatus('Tokens issued')).getByRole('button', { name: 'Signed contract of Bridge Notes 2027' })).toBeInTheDocument();
    expect(await rowWithStatus('Cancelled')).toHaveTextContent('Nothing to do');
    expect(within(await rowWithStatus('Cancelled')).queryByRole('button')).toBeNull();
  });

  it('does not ask to sign a paid order when the tenant hides signing', async () => {
    platform = createTestPlatform({ tenant: { customization: { hide: { signInvestment: true } } } });
    serve([myInvestment(4, 'solar', 'CHARGED', '2026-11-15')]);
    renderList();
    const paid = await rowWithStatus('Paid');
    expect(within(paid).queryByRole('link', { name: /Sign/ })).toBeNull();
    expect(paid).toHaveTextContent('Nothing to do');
  });

  it('cancels an interest only once the investor confirms, naming the consequence', async () => {
    const api = serve();
    const events: AppEventMap['data.changed'][] = [];
    platform.bus.on('data.changed').subscribe((event) => events.push(event));
    renderList();
    const interest = await rowWithStatus('Interest declared');

    await userEvent.click(within(interest).getByRole('button', { name: 'Cancel interest in Solar Park Almeria' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this interest?' });
    expect(dialog).toHaveTextContent('Your interest of 100.00 € in Solar Park Almeria will be cancelled.');
    expect(dialog).toHaveTextContent('This cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.click(within(interest).getByRole('button', { name: 'Cancel interest in Solar Park Almeria' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this interest?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.statusOf('7d1e0000-0000-4000-8000-000000000001')).toBe('CANCELED');
    expect(events).toEqual([{ entity: 'investment', id: '7d1e0000-0000-4000-8000-000000000001' }]);
    await waitFor(() => expect(tab(/^Cancelled/)).toHaveTextContent('Cancelled2'));
    expect(tab(/^Interest declared/)).toHaveTextContent('Interest declared0');
  });

  it('says inside the dialog why a revocation failed, and lets the investor close it', async () => {
    serve();
    server.use(http.post('*/investments/:id/revoke', () => apiError(409, 'reflection_period_over')));
    renderList();
    await userEvent.click(within(await rowWithStatus('Paid')).getByRole('button', { name: 'Revoke the investment in Solar Park Almeria' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this investment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke investment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reflection period is over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers a simulating manager the investor's revoke and cancel disabled, and says why", async () => {
    platform.session.signIn(loginAnswer({ id: 'u-manager', email: 'manager@demo.test', role: 'ADMIN', token: 'manager' }), Date.now());
    platform.session.startBackdoor(loginAnswer({ token: 'simulated' }), Date.now());
    serve();
    renderList();
    expect(within(await rowWithStatus('Paid')).getByRole('button', { name: 'Revoke the investment in Solar Park Almeria' })).toBeDisabled();
    expect(within(await rowWithStatus('Interest declared')).getByRole('button', { name: 'Cancel interest in Solar Park Almeria' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Revoking or cancelling an order is the investor’s own decision: a manager simulating them cannot do it.');
  });

  it('downloads the signed contract of a signed investment', async () => {
    serve();
    renderList();
    await userEvent.click(within(await rowWithStatus('Signed')).getByRole('button', { name: 'Signed contract of Valencia Lofts' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['contract-valencia-lofts.pdf']));
  });

  it('says what to do next when a tab is empty', async () => {
    serve();
    renderList('/user/investments?tab=closed');
    expect(await screen.findByText('No closed investment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/user/issuances');
  });

  it('invites a new investor to explore the projects', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('You have not invested yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    let fail = true;
    serve();
    server.use(http.get('*/users/me/investments', () => (fail ? apiError(500) : undefined)));
    renderList();
    expect(await screen.findByText('Your investments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await projects()).toHaveLength(8);
  });

  it('pages through a long tab, the page in the address', async () => {
    serve(Array.from({ length: 25 }, (_, index) => myInvestment(index + 1, 'solar', 'SIGNED', `2026-10-${String((index % 28) + 1).padStart(2, '0')}`)));
    renderList('/user/investments?tab=signed');
    expect(await projects()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(async () => expect(await projects()).toHaveLength(5));
    expect(location()).toBe('/user/investments?tab=signed&page=2');
  });

  it('speaks Spanish', async () => {
    platform = createTestPlatform({ language: 'es' });
    serve();
    renderList();
    await table('Tus inversiones');
    expect(screen.getByRole('heading', { name: 'Mis inversiones' })).toBeInTheDocument();
    expect(tab(/^Interés declarado/)).toBeInTheDocument();
    expect(within(await rowWithStatus('Interés declarado', 'Tus inversiones')).getByRole('link', { name: 'Realizar la orden en Solar Park Almeria' })).toBeInTheDocument();
  });
});
