/**
 * @jest-environment-options {"url": "http://exeu.localhost/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platform } from 'host/platform';
import { IssuanceSheetPage } from './issuance-sheet/issuance-sheet-page';
import { IssuancesPage } from './issuances/issuances-page';
import { detail, fakeApiPerTest, listAnswer, summary } from './testing';
import { managerArea, renderScreen } from './test/render-screen';

const api = fakeApiPerTest();

describe('the EXEU tenant wording', () => {
  it('is the tenant of the page', () => {
    expect(platform.api).toMatchObject({ known: true, tenant: 'exeu' });
  });

  it('calls investors members in the list and in the refusal to delete', async () => {
    const user = userEvent.setup();
    api.current.on('GET', '/issuances', { status: 200, data: listAnswer([summary()]) });
    api.current.on('DELETE', '/issuances/iss-1', { status: 409, data: { error: 'issuance_has_investments', hide_error: false } });
    renderScreen(<IssuancesPage area={managerArea} />, { path: '/manager/issuances', route: '/manager/issuances' });

    await screen.findByRole('link', { name: 'Solar Park Almería' });
    expect(screen.getByRole('columnheader', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Investors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Solar Park Almería' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It already has participations from members');
  });

  it('speaks of members and admission to trading on the sheet', async () => {
    api.current.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    renderScreen(<IssuanceSheetPage area={managerArea} facts={['investors']} />, { path: '/manager/issuances/iss-1', route: '/manager/issuances/:id' });
    expect(await screen.findByRole('heading', { name: 'Admission to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tokens admitted to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Members' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Members')).toBeInTheDocument();
  });
});
