/**
 * @jest-environment-options {"url": "http://exeu.localhost/"}
 */
import { screen, within } from '@testing-library/react';
import { platform } from 'host/platform';
import IssuanceDetailScreen from './screens/issuance-detail/issuance-detail.screen';
import IssuancesScreen from './screens/issuances/issuances.screen';
import { fakeHttp } from 'host/testing';
import { detail, listAnswer, summary } from 'issuance-admin/testing';
import { renderScreen } from './test/render-screen';

let api: ReturnType<typeof fakeHttp>;

beforeAll(async () => {
  await platform.i18n.changeLanguage('en');
});

beforeEach(() => {
  platform.queryClient.clear();
  api = fakeHttp();
});

afterEach(() => api.restore());

describe('the EXEU tenant wording', () => {
  it('calls investors members in the list', async () => {
    api.on('GET', '/issuances', { status: 200, data: listAnswer([summary()]) });
    renderScreen(<IssuancesScreen />, { path: '/entrepreneur/issuances', route: '/entrepreneur/issuances' });
    await screen.findByRole('link', { name: 'Solar Park Almería' });
    expect(screen.getByRole('columnheader', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Investors' })).not.toBeInTheDocument();
  });

  it('speaks of members and admission to trading on the sheet', async () => {
    api.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    renderScreen(<IssuanceDetailScreen />, { path: '/entrepreneur/issuances/iss-1', route: '/entrepreneur/issuances/:id' });
    expect(await screen.findByRole('heading', { name: 'Admission to trading' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Members')).toBeInTheDocument();
  });
});
