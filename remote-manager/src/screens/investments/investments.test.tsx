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
      handlers: [...investmentsAdminApi(demoInvestmentsAdmin()).handlers, ...issuancesApi(demoIssuances()).handlers, http.get('*/refunds', () => HttpResponse.json({ data: [] }))],
    });
    const row = await screen.findByRole('row', { name: /Pablo Ortega Ruiz/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mint the tokens of Pablo Ortega Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
  });
});
