import { screen, within } from '@testing-library/react';
import { renderScreen } from 'host/testing';
import { demoInvestmentsAdmin, investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { demoIssuances, issuancesApi } from 'shared/issuances/mock-api';
// Registers the entrepreneur's words, as loading the remote does in the page.
import '../../routes';
import InvestmentsScreen from './investments.screen';

describe('/entrepreneur/investments', () => {
  it('shows the investments in the entrepreneur’s projects to read and export, without any move', async () => {
    renderScreen(<InvestmentsScreen />, {
      path: '/entrepreneur/investments',
      handlers: [...investmentsAdminApi(demoInvestmentsAdmin(), { readOnly: true }).handlers, ...issuancesApi(demoIssuances()).handlers],
    });
    await screen.findByRole('row', { name: /Pablo Ortega Ruiz/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Investments in my projects' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
