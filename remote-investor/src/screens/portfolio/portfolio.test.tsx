import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, renderScreen, server } from 'host/testing';
import type { Portfolio } from 'shared';
import { investorApi } from 'shared/investments/investor-mock-api';
import { demoPortfolio, emptyPortfolio } from 'shared/investments/investor-testing';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import PortfolioScreen from './portfolio.screen';

let platform: Platform;

function serve(portfolio: Portfolio = demoPortfolio()) {
  server.use(...investorApi({ portfolio }).handlers);
}

function renderPortfolio() {
  return renderScreen(<PortfolioScreen />, { path: '/user/portfolio', platform });
}

/** The rows of a table, each as its header and cells' text (non-breaking spaces read as spaces). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')));
}

beforeEach(() => {
  platform = createTestPlatform();
});

describe('the investor portfolio', () => {
  it('shows the available balance and its moves, newest first, credits signed', async () => {
    const at = '2026-03-02T10:00:00.000Z';
    server.use(
      ...investorApi({
        portfolio: demoPortfolio(),
        balance: {
          balance: '70.00',
          entries: [
            { id: 'b2', amount: '-30.00', kind: 'order_payment', balance_after: '70.00', investment_id: 'i1', at },
            { id: 'b1', amount: '100.00', kind: 'order_refund', balance_after: '100.00', investment_id: 'i0', at },
          ],
        },
      }).handlers,
    );
    renderPortfolio();
    const panel = await screen.findByRole('region', { name: 'Available balance' });
    expect(await within(panel).findByTestId('available-balance')).toHaveTextContent('70.00 €');
    expect(rowsOf(within(panel).getByRole('table', { name: 'Balance moves' }))).toEqual([
      ['Move', 'Date', 'Amount', 'Balance after'],
      ['Paid towards an order', '2 Mar 2026', '-30.00 €', '70.00 €'],
      ['Refund of a cancelled order', '2 Mar 2026', '+100.00 €', '100.00 €'],
    ]);
  });

  it('shows a skeleton while loading, then the totals of what the investor holds', async () => {
    serve();
    renderPortfolio();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading your portfolio…');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Invested8,000.00 €');
    expect(totals).toHaveTextContent('Current value8,150.00 €');
    expect(totals).toHaveTextContent('150.00 € (+1.9%) over what you invested');
    expect(totals).toHaveTextContent('Tokens465');
    expect(totals).toHaveTextContent('Projects3');
  });

  it('lists each holding with its tokens, minted tokens, invested, current value and share of the issuance, and the totals', async () => {
    serve();
    renderPortfolio();
    const holdings = await screen.findByRole('table', { name: 'Holdings' });
    expect(rowsOf(holdings)).toEqual([
      ['Project', 'Tokens', 'Minted', 'Invested', 'Current value', 'Share of the issuance'],
      ['Solar Park AlmeriaRenewables · 10.00 € per SPA', '400 SPA', '400', '4,000.00 €', '4,200.00 €', '2%'],
      ['Valencia LoftsReal estate · 50.00 € per VL', '50 VL', '0', '2,500.00 €', '2,500.00 €', '0.5%'],
      ['Bridge Notes 2027Debt · 100.00 € per BN', '15 BN', '15', '1,500.00 €', '1,450.00 €', '1%'],
      ['Total', '465', '415', '8,000.00 €', '8,150.00 €', ''],
    ]);
    expect(within(holdings).getByRole('link', { name: 'Valencia Lofts' })).toHaveAttribute('href', '/user/issuances/2');
  });

  it('gives every chart a table with the same figures', async () => {
    serve();
    renderPortfolio();
    // Recharts arrives lazily: the tables come with the charts.
    const byType = await screen.findByRole('table', { name: 'By product type' });
    expect(rowsOf(byType)).toEqual([
      ['Product type', 'Share', 'Invested'],
      ['Renewables', '50%', '4,000.00 €'],
      ['Real estate', '31.3%', '2,500.00 €'],
      ['Debt', '18.8%', '1,500.00 €'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'By project' }))).toEqual([
      ['Project', 'Share', 'Invested'],
      ['Solar Park Almeria', '50%', '4,000.00 €'],
      ['Valencia Lofts', '31.3%', '2,500.00 €'],
      ['Bridge Notes 2027', '18.8%', '1,500.00 €'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Invested over time' }))).toEqual([
      ['Month', 'Invested that month', 'Invested to date'],
      ['Aug 2026', '1,500.00 €', '1,500.00 €'],
      ['Sept 2026', '2,500.00 €', '4,000.00 €'],
      ['Oct 2026', '2,500.00 €', '6,500.00 €'],
      ['Nov 2026', '1,500.00 €', '8,000.00 €'],
    ]);
  });

  it('shows a chart as its table on request, and back', async () => {
    serve();
    renderPortfolio();
    const card = await screen.findByRole('article', { name: 'By project' });
    const toggle = within(card).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(card).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('table', { name: 'By project' })).toBeVisible();
  });

  it('invites an investor who holds nothing to explore the projects', async () => {
    serve(emptyPortfolio());
    renderPortfolio();
    expect(await screen.findByText('You do not hold any tokens yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/user/issuances');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the portfolio could not be loaded and tries again on request', async () => {
    let fail = true;
    serve();
    server.use(http.get('*/users/me/portfolio', () => (fail ? apiError(500) : undefined)));
    renderPortfolio();
    expect(await screen.findByText('Your portfolio could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument());
  });

  it('speaks Spanish', async () => {
    platform = createTestPlatform({ language: 'es' });
    serve();
    renderPortfolio();
    expect(await screen.findByRole('table', { name: 'Por tipo de producto' })).toHaveTextContent('Renovables');
    expect(screen.getByRole('heading', { name: 'Cartera' })).toBeInTheDocument();
  });
});
