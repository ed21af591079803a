import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, createTestPlatform, renderScreen } from 'host/testing';
import { IssuanceSheetPage } from './issuance-sheet/issuance-sheet.screen';
import { IssuancesPage } from './issuances/issuances.screen';
import { IssuanceInvestorsPage } from './issuance-investors/issuance-investors.screen';
import { investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { issuanceInvestor } from 'shared/investments/admin-testing';
import { detail, listAnswer, phaseHandlers, summary } from './testing';
import { managerArea } from './test/manager-area';

const exeu = () => createTestPlatform({ tenant: { id: 'exeu' } });

describe('the EXEU tenant wording', () => {
  it('is the tenant of the platform these tests render on', () => {
    expect(exeu().api).toMatchObject({ known: true, tenant: 'exeu' });
  });

  it('calls investors members in the list and in the refusal to delete', async () => {
    const user = userEvent.setup();
    renderScreen(<IssuancesPage area={managerArea} />, {
      path: '/manager/issuances',
      platform: exeu(),
      handlers: [
        http.get('*/issuances', () => HttpResponse.json(listAnswer([summary()]))),
        http.delete('*/issuances/iss-1', () => apiError(409, 'issuance_has_investments')),
      ],
    });

    await screen.findByRole('link', { name: 'Solar Park Almería' });
    expect(screen.getByRole('columnheader', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Investors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Solar Park Almería' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It already has participations from members');
  });

  it('speaks of members and admission to trading on the sheet', async () => {
    renderScreen(<IssuanceSheetPage area={managerArea} facts={['investors']} />, {
      path: '/manager/issuances/iss-1',
      route: '/manager/issuances/:id',
      platform: exeu(),
      handlers: [http.get('*/issuances/iss-1', () => HttpResponse.json({ data: detail() })), ...phaseHandlers()],
    });
    expect(await screen.findByRole('heading', { name: 'Admission to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tokens admitted to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Members' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Members')).toBeInTheDocument();
  });
});

describe('the EXEU tenant wording of investments and investors', () => {
  it('calls the investors of an issuance members', async () => {
    renderScreen(<IssuanceInvestorsPage area={managerArea} />, {
      path: '/manager/issuances/iss-1/investors',
      route: '/manager/issuances/:id/investors',
      platform: exeu(),
      handlers: [...investmentsAdminApi({ investors: { 'iss-1': [issuanceInvestor()] } }).handlers, http.get('*/issuances/iss-1', () => HttpResponse.json({ data: detail() }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members and token holders' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Member name or e-mail' })).toBeInTheDocument();
  });
});
