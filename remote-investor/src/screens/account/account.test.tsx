import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createTestPlatform, renderScreen, server } from 'host/testing';
import type { BalanceEntry } from 'shared';
import { accountApi } from 'shared/account/mock-api';
import { investorAccount } from 'shared/account/testing';
import { investorApi, type InvestorApiOptions } from 'shared/investments/investor-mock-api';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import AccountScreen from './account.screen';

const AT = '2026-03-02T10:00:00.000Z';

function move(n: number, overrides: Partial<BalanceEntry> = {}): BalanceEntry {
  return { id: `b${n}`, amount: '10.00', kind: 'adjustment', balance_after: `${10 * n}.00`, investment_id: null, at: AT, ...overrides };
}

function open(balance?: InvestorApiOptions['balance'], language: 'en' | 'es' = 'en') {
  server.use(...accountApi(investorAccount()).handlers, ...investorApi({ balance }).handlers);
  renderScreen(<AccountScreen />, { path: '/user/account', platform: createTestPlatform({ language }) });
}

/** The rows of a table as their cells' text (non-breaking spaces read as spaces). */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')));
}

describe('the balance on /user/account', () => {
  it('shows the available balance and its moves with the account, paid parts negative, credits signed', async () => {
    open({
      balance: '1200.00',
      entries: [
        move(2, { amount: '-300.00', kind: 'order_payment', balance_after: '1200.00', investment_id: 'i1' }),
        move(1, { amount: '1500.00', balance_after: '1500.00' }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Available balance' });
    expect(await within(panel).findByTestId('available-balance')).toHaveTextContent(/^1,200\.00\s€$/);
    // First, above the sections: the page still ends with deleting the account.
    const personal = await screen.findByRole('heading', { level: 2, name: 'Personal data' });
    expect(panel.compareDocumentPosition(personal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rowsOf(await within(panel).findByRole('table', { name: 'Balance moves' }))).toEqual([
      ['Move', 'Date', 'Amount', 'Balance after'],
      ['Paid towards an order', '2 Mar 2026', '-300.00 €', '1,200.00 €'],
      ['Adjustment', '2 Mar 2026', '+1,500.00 €', '1,500.00 €'],
    ]);
  });

  it('says there are no moves yet on a balance never used, in Spanish too', async () => {
    open(undefined, 'es');
    const panel = await screen.findByRole('region', { name: 'Saldo disponible' });
    expect(await within(panel).findByText('Todavía no hay movimientos.')).toBeInTheDocument();
    expect(within(panel).getByTestId('available-balance')).toHaveTextContent(/^0,00\s€$/);
  });

  it('pages through a long history, ten moves at a time', async () => {
    const entries = Array.from({ length: 12 }, (_, index) => move(12 - index));
    open({ balance: '120.00', entries });
    const panel = await screen.findByRole('region', { name: 'Available balance' });
    const table = await within(panel).findByRole('table', { name: 'Balance moves' });
    expect(rowsOf(table)).toHaveLength(11);
    await userEvent.click(within(within(panel).getByRole('navigation', { name: 'Pages of balance moves' })).getByRole('button', { name: /2/ }));
    expect(await within(panel).findByText('20.00 €', { normalizer: (text) => text.replace(/\u00a0/g, ' ') })).toBeInTheDocument();
    expect(rowsOf(within(panel).getByRole('table', { name: 'Balance moves' }))).toHaveLength(3);
  });

  it('says when the balance could not be loaded, and the rest of the account still shows', async () => {
    server.use(...accountApi(investorAccount()).handlers, http.get('*/users/me/balance', () => HttpResponse.json({ error: 'error_default', hide_error: false }, { status: 500 })));
    renderScreen(<AccountScreen />, { path: '/user/account', platform: createTestPlatform() });
    const panel = await screen.findByRole('region', { name: 'Available balance' });
    expect(await within(panel).findByText('Your balance could not be loaded', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();
  });
});
