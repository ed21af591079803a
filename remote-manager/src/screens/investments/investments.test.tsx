import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderScreen } from 'host/testing';
import { demoInvestmentsAdmin, investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import InvestmentsScreen from './investments.screen';

describe('/manager/investments', () => {
  it('shows every investment in the manager’s words, with the moves the API allows', async () => {
    renderScreen(<InvestmentsScreen />, {
      path: '/manager/investments',
      handlers: [...investmentsAdminApi(demoInvestmentsAdmin()).handlers, ...issuancesApi(demoIssuances()).handlers, http.get('*/refunds', () => HttpResponse.json({ data: [] })), http.get('*/crypto-transfers', () => HttpResponse.json({ data: [] }))],
    });
    const row = await screen.findByRole('row', { name: /Pablo Ortega Ruiz/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mint the tokens of Pablo Ortega Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
  });

  it('lists the crypto transfers that paid no order, with sender, amount and transaction', async () => {
    const transfer = { id: 't1', tx_hash: '0xbeef', log_index: 0, block_number: '12', from_address: '0x00000000000000000000000000000000000000aa', amount: '59.99', token_symbol: 'tEUR', seen_at: '2026-01-02T10:00:00.000Z', explorer_url: null };
    renderScreen(<InvestmentsScreen />, {
      path: '/manager/investments',
      handlers: [
        ...investmentsAdminApi(demoInvestmentsAdmin()).handlers,
        ...issuancesApi(demoIssuances()).handlers,
        http.get('*/refunds', () => HttpResponse.json({ data: [] })),
        http.get('*/crypto-transfers', () => HttpResponse.json({ data: [transfer] })),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Crypto transfers that paid no order' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /0x00000000000000000000000000000000000000aa/ });
    expect(within(row).getByText('59.99 tEUR')).toBeInTheDocument();
    expect(within(row).getByText('0xbeef')).toBeInTheDocument();
  });
});
