import { screen, within } from '@testing-library/react';
import { renderScreen } from 'host/testing';
import { summary } from 'issuance-admin/testing';
import { issuancesApi } from 'shared/issuances/mock-api';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import IssuancesScreen from './issuances.screen';

describe('/manager/issuances', () => {
  it('shows every issuance in the manager’s words, with the manager’s follow, export and delete', async () => {
    renderScreen(<IssuancesScreen />, { path: '/manager/issuances', handlers: issuancesApi([summary()]).handlers });
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
