/**
 * @jest-environment-options {"url": "http://exeu.localhost/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('is the tenant of the page', () => {
    expect(platform.api).toMatchObject({ known: true, tenant: 'exeu' });
  });

  it('calls investors members in the list and in the refusal to delete', async () => {
    const user = userEvent.setup();
    api.on('GET', '/issuances', { status: 200, data: listAnswer([summary()]) });
    api.on('DELETE', '/issuances/iss-1', { status: 409, data: { error: 'issuance_has_investments', hide_error: false } });
    renderScreen(<IssuancesScreen />, { path: '/manager/issuances', route: '/manager/issuances' });

    await screen.findByRole('link', { name: 'Solar Park Almería' });
    expect(screen.getByRole('columnheader', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Investors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Solar Park Almería' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete issuance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It already has participations from members');
  });

  it('speaks of admission to trading for the token', async () => {
    api.on('GET', '/issuances/iss-1', { status: 200, data: { data: detail() } });
    renderScreen(<IssuanceDetailScreen />, { path: '/manager/issuances/iss-1', route: '/manager/issuances/:id' });
    expect(await screen.findByRole('heading', { name: 'Admission to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tokens admitted to trading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Members' })).toBeInTheDocument();
  });
});
