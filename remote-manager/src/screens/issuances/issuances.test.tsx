import { screen, within } from '@testing-library/react';
import { fakeApiPerTest, listAnswer, summary } from 'issuance-admin/testing';
import { renderScreen } from '../../test/render-screen';
import IssuancesScreen from './issuances.screen';

const api = fakeApiPerTest();

describe('/manager/issuances', () => {
  it('shows every issuance in the manager’s words, with the manager’s follow, export and delete', async () => {
    api.current.on('GET', '/issuances', { status: 200, data: listAnswer([summary()]) });
    renderScreen(<IssuancesScreen />, { path: '/manager/issuances', route: '/manager/issuances' });
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Solar Park Almería/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Issuances' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Solar Park Almería' })).toHaveAttribute('href', '/manager/issuances/iss-1');
    expect(within(row).getByRole('button', { name: 'Delete Solar Park Almería' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Follow Solar Park Almería' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /follow/i })).toBeInTheDocument();
  });
});
