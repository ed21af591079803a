import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earningsApi } from 'shared/earnings/mock-api';
import { demoDistributions, distribution } from 'shared/earnings/testing';
import { issuancesApi } from 'shared/issuances/mock-api';
import { expectNoA11yViolations } from 'shared/testing';
import { captureDownloads, currentLocation, recordRequests, renderScreen, textOf, type RecordedRequest } from 'host/testing';
import { summary } from '../test/issuances';
import { managerArea, readOnlyArea } from '../test/manager-area';
import { EarningBreakdownPage } from './earning-breakdown.screen';
import { EarningsPage } from './earnings.screen';

// Three holders of 150, 2,500 and 40 tokens share 1,000.00, 19 % withheld.
const DIVIDEND = distribution({ id: 'dist-7', profit_date: '2026-03-31', description: 'First quarter' });
const downloads = captureDownloads();
let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

const handlers = () => [
  ...earningsApi({ distributions: [...demoDistributions(), DIVIDEND] }).handlers,
  ...issuancesApi([summary({ id: '1', title: 'Solar Park Almeria' }), summary({ id: '2', title: 'Valencia Lofts' })]).handlers,
];
const listParams = () => requests.filter((request) => request.method === 'GET' && request.url === '/earnings').at(-1)?.params;

describe('/manager/earnings', () => {
  it('lists every distribution with its figures and status, and the totals of the whole list', async () => {
    const { container } = renderScreen(<EarningsPage area={managerArea} />, { path: '/manager/earnings', handlers: handlers() });
    const row = await screen.findByRole('row', { name: /Interest of the first half/ });
    expect(within(row).getByText('Yields or interest')).toBeInTheDocument();
    expect(within(row).getByText('800.00 €')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('1 of 3 claimed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Solar Park Almeria' })).toHaveAttribute('href', '/manager/issuances/1/benefits/dist-2');
    expect(within(row).getByRole('link', { name: /by token/ })).toHaveAttribute('href', '/manager/earnings/dist-2/token');
    expect(within(row).getByRole('link', { name: /by investor/ })).toHaveAttribute('href', '/manager/earnings/dist-2/investor');
    const totals = screen.getByLabelText('Totals of the filtered list');
    expect(totals).toHaveTextContent('Distributions4');
    expect(totals).toHaveTextContent('Gross3,634.57 €');
    await expectNoA11yViolations(container);
  });

  it('filters by type (tabs), status and project in the address, and sends them to the API', async () => {
    const user = userEvent.setup();
    renderScreen(<EarningsPage area={managerArea} />, { path: '/manager/earnings?status=paid', handlers: handlers() });
    await screen.findByRole('row', { name: /Interest of the first half/ });
    expect(screen.queryByRole('row', { name: /Third quarter of 2026/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');

    await user.click(screen.getByRole('tab', { name: 'Repayments or amortisations' }));
    await waitFor(() => expect(currentLocation().searchParams.get('type')).toBe('repayment'));
    expect(await screen.findByRole('row', { name: /Valencia Lofts/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Interest of the first half/ })).not.toBeInTheDocument();
    expect(listParams()).toEqual({ type: 'repayment', status: 'paid', page: '1', per_page: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Solar Park Almeria');
    expect(await screen.findByText('No distribution matches')).toBeInTheDocument();
    expect(currentLocation().searchParams.get('project_id')).toBe('1');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(currentLocation().search).toBe(''));
    expect(await screen.findByRole('row', { name: /Third quarter of 2026/ })).toBeInTheDocument();
  });

  it('keeps the page in the address', async () => {
    const many = Array.from({ length: 23 }, (_, index) => distribution({ id: `d-${index}`, description: `Distribution ${index + 1}` }));
    const user = userEvent.setup();
    renderScreen(<EarningsPage area={readOnlyArea} />, { path: '/entrepreneur/earnings', handlers: [...earningsApi({ distributions: many }).handlers, ...issuancesApi([]).handlers] });
    await screen.findByRole('row', { name: /Distribution 1\b/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation().searchParams.get('page')).toBe('2'));
    expect(await screen.findByRole('row', { name: /Distribution 21/ })).toBeInTheDocument();
    expect(listParams()?.page).toBe('2');
  });

  it('exports what the filters select as CSV and Excel', async () => {
    const user = userEvent.setup();
    renderScreen(<EarningsPage area={managerArea} />, { path: '/manager/earnings?type=interest', handlers: handlers() });
    await screen.findByRole('row', { name: /Interest of the first half/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['earnings.csv']));
    expect(await textOf(downloads[0]?.blob)).toMatch(/^id,project,type,status,profit_date,gross,net\ndist-2,Solar Park Almeria,interest,paid,2026-06-30,800.00,648.00$/);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['earnings.csv', 'earnings.xlsx']));
    expect(requests.filter((request) => request.url === '/earnings/export').map((request) => request.params)).toEqual([
      { type: 'interest', format: 'csv' },
      { type: 'interest', format: 'xlsx' },
    ]);
  });
});

describe('/manager/earnings/:id/token and /investor', () => {
  it('shows by token what one token earned, gross and net, with the tokens and totals', async () => {
    const { container } = renderScreen(<EarningBreakdownPage area={managerArea} view="token" />, { path: '/manager/earnings/dist-7/token', route: '/manager/earnings/:id/token', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almeria by token' })).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'What each SPA token earned' })).getByRole('row', { name: /SPA/ });
    // 1,000.00 over 2,690 tokens: 0.371747 gross and 0.301115 net per token.
    expect(within(row).getByText('0.371747 €')).toBeInTheDocument();
    expect(within(row).getByText('0.301115 €')).toBeInTheDocument();
    expect(within(row).getByText('2,690')).toBeInTheDocument();
    expect(within(row).getByText('1,000.00 €')).toBeInTheDocument();
    expect(within(row).getByText('810.00 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'By token' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'By investor' })).toHaveAttribute('href', '/manager/earnings/dist-7/investor');
    await expectNoA11yViolations(container);
  });

  it('shows by investor each holder’s earning and the totals', async () => {
    renderScreen(<EarningBreakdownPage area={readOnlyArea} view="investor" />, { path: '/entrepreneur/earnings/dist-7/investor', route: '/entrepreneur/earnings/:id/investor', handlers: handlers() });
    const table = await screen.findByRole('table', { name: /by investor/ });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const lucia = within(table).getByRole('row', { name: /Lucía Martín/ });
    // 150 of 2,690 tokens: 55.76 gross, 10.59 withheld, 45.17 net.
    expect(within(lucia).getAllByText('55.76 €')).toHaveLength(2);
    expect(within(lucia).getByText('10.59 €')).toBeInTheDocument();
    expect(within(lucia).getAllByText('45.17 €')).toHaveLength(2);
    expect(within(within(table).getByRole('row', { name: /^Total/ })).getAllByText('810.00 €')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Open the distribution' })).toHaveAttribute('href', '/entrepreneur/issuances/1/benefits/dist-7');
  });

  it("answers a distribution that does not exist with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(<EarningBreakdownPage area={managerArea} view="token" />, { path: '/manager/earnings/nope/token', route: '/manager/earnings/:id/token', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/manager/earnings/nope/token')).toBeInTheDocument();
  });
});

