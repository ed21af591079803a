import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppEventMap } from 'shared';
import { earningsApi, type EarningsApiOptions } from 'shared/earnings/mock-api';
import { distribution, LUCIA, PABLO, SOLAR_PROJECT } from 'shared/earnings/testing';
import { issuancesApi } from 'shared/issuances/mock-api';
import { expectNoA11yViolations } from 'shared/testing';
import { createTestPlatform, currentLocation, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import { summary } from '../test/issuances';
import { managerArea } from '../test/manager-area';
import { BenefitPage } from './benefit.screen';
import { BenefitsPage } from './benefits.screen';

// Two holders of 1 and 2 tokens: 100.00 splits as 33.33 and 66.67 (the larger remainder gets the cent).
const HOLDERS = [
  { investor: LUCIA, tokens: 1 },
  { investor: PABLO, tokens: 2 },
];
const PENDING = distribution({ id: 'dist-9', profit_date: '2026-09-30', gross_amount: '1234.57', description: 'Third quarter of 2026' });
const PAID = distribution({ id: 'dist-8', type: 'interest', profit_date: '2026-06-30', gross_amount: '800.00', statuses: ['paid', 'claimed', 'paid'] });

let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];
beforeEach(() => {
  requests = recordRequests();
  toasts = [];
});

function open(ui: 'list' | 'detail', path: string, options: EarningsApiOptions = {}) {
  const api = earningsApi({ distributions: [PENDING, PAID], projects: { [SOLAR_PROJECT.id]: SOLAR_PROJECT }, holders: { [SOLAR_PROJECT.id]: HOLDERS } }, options);
  const platform = createTestPlatform();
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  const view = renderScreen(ui === 'list' ? <BenefitsPage area={managerArea} /> : <BenefitPage area={managerArea} />, {
    path,
    route: ui === 'list' ? '/manager/issuances/:id/benefits' : '/manager/issuances/:id/benefits/:benefitId',
    platform,
    handlers: [...api.handlers, ...issuancesApi([summary({ id: SOLAR_PROJECT.id, title: 'Solar Park Almería' })]).handlers],
  });
  return { api, view };
}

describe('/manager/issuances/:id/benefits', () => {
  it('lists the project’s distributions and states the rule of the split next to the form', async () => {
    const { view } = open('list', '/manager/issuances/1/benefits');
    const row = await screen.findByRole('row', { name: /30 Sept 2026|30 Sep 2026/ });
    expect(within(row).getByText('Dividends')).toBeInTheDocument();
    expect(within(row).getByText('1,234.57 €')).toBeInTheDocument();
    expect(within(row).getByText('Pending payment')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /30 Jun 2026/ })).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText(/pro rata to the paid tokens each investor held at the profit date, to the cent/)).toBeInTheDocument();
    expect(screen.getByText(/largest remainders/)).toBeInTheDocument();
    expect(screen.getByText(/withholding applies to income only/)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Benefits of Solar Park Almería' });
    await expectNoA11yViolations(view.container);
  });

  it('refuses a bad gross amount under the field, keeping what was typed, then creates the distribution and opens it', async () => {
    const user = userEvent.setup();
    open('list', '/manager/issuances/1/benefits');
    await screen.findByRole('row', { name: /30 Jun 2026/ });
    await user.type(screen.getByLabelText(/Profit date/), '2026-12-31');
    await user.type(screen.getByRole('textbox', { name: /Gross amount to share/ }), '12,345');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Year-end dividend');
    await user.click(screen.getByRole('button', { name: 'Create distribution' }));
    expect(screen.getByRole('textbox', { name: /Gross amount to share/ })).toHaveAccessibleDescription(/Enter a valid gross amount to share/);
    expect(screen.getByRole('textbox', { name: /Gross amount to share/ })).toHaveValue('12,345');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Year-end dividend');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Gross amount to share/ }));
    await user.type(screen.getByRole('textbox', { name: /Gross amount to share/ }), '100,00');
    await user.click(screen.getByRole('button', { name: 'Create distribution' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/manager/issuances/1/benefits/dist-new-1'));
    const post = requests.find((request) => request.method === 'POST' && request.url === '/issuances/1/benefits');
    expect(post?.body).toEqual({ type: 'dividend', profit_date: '2026-12-31', gross_amount: '100.00', withholding_percentage: 19, description: 'Year-end dividend' });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'issuance-admin:benefits.form.done' }));
  });

  it('says on the form when nobody held tokens at the profit date', async () => {
    const user = userEvent.setup();
    const api = earningsApi({ projects: { [SOLAR_PROJECT.id]: SOLAR_PROJECT } });
    renderScreen(<BenefitsPage area={managerArea} />, { path: '/manager/issuances/1/benefits', route: '/manager/issuances/:id/benefits', handlers: [...api.handlers, ...issuancesApi([summary({ id: '1' })]).handlers] });
    expect(await screen.findByText('No distributions yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Profit date/), '2020-01-01');
    await user.type(screen.getByRole('textbox', { name: /Gross amount to share/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Create distribution' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody held paid tokens of this project on that profit date');
  });
});

describe('/manager/issuances/:id/benefits/:benefitId', () => {
  it('breaks the distribution down per investor with every part, the statuses and the totals', async () => {
    const { view } = open('detail', '/manager/issuances/1/benefits/dist-8');
    const table = await screen.findByRole('table', { name: /by investor/ });
    const pablo = within(table).getByRole('row', { name: /Pablo Ortega Ruiz/ });
    // 800.00 over 150 + 2500 + 40 tokens: Pablo's 2,500 earn 743.49 gross, 19 % withheld (141.26).
    expect(within(pablo).getByText('2,500 SPA')).toBeInTheDocument();
    expect(within(pablo).getAllByText('743.49 €')).toHaveLength(2);
    expect(within(pablo).getByText('141.26 €')).toBeInTheDocument();
    expect(within(pablo).getAllByText('602.23 €')).toHaveLength(2);
    expect(within(pablo).getByText('Claimed')).toBeInTheDocument();
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(total).getAllByText('800.00 €')).toHaveLength(2);
    expect(within(total).getByText('2,690 SPA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay everyone' })).not.toBeInTheDocument();
    await expectNoA11yViolations(view.container);
  });

  it('pays everyone after asking, and then offers no second payment', async () => {
    const user = userEvent.setup();
    const { api } = open('detail', '/manager/issuances/1/benefits/dist-9');
    await user.click(await screen.findByRole('button', { name: 'Pay everyone' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay everyone?' });
    expect(dialog).toHaveTextContent('3 investors will be paid 1,000.00 € net (1,234.57 € gross).');
    expect(dialog).toHaveTextContent('Payment cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Pay everyone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.distribution('dist-9')?.status).toBe('paid');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'issuance-admin:benefits.pay.done', params: { count: 3 } }));
    const table = screen.getByRole('table', { name: /by investor/ });
    await waitFor(() => expect(within(table).getAllByText('Paid')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Pay everyone' })).not.toBeInTheDocument();
  });

  it('refuses a second payment (the distribution paid meanwhile) and says why', async () => {
    const user = userEvent.setup();
    const { api } = open('detail', '/manager/issuances/1/benefits/dist-9');
    await user.click(await screen.findByRole('button', { name: 'Pay everyone' }));
    // Another tab paid it first.
    await fetch('http://localhost/api/v2/pfp/issuances/1/benefits/dist-9/pay', { method: 'POST' });
    expect(api.distribution('dist-9')?.status).toBe('paid');
    const dialog = screen.getByRole('dialog', { name: 'Pay everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay everyone' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This distribution has already been paid: nobody is paid twice.');
  });

  it('without a bank account, says so and leads to the account’s banking section', async () => {
    const user = userEvent.setup();
    const { api } = open('detail', '/manager/issuances/1/benefits/dist-9', { issuerBankAccount: false });
    await user.click(await screen.findByRole('button', { name: 'Pay everyone' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Pay everyone?' })).getByRole('button', { name: 'Pay everyone' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('To pay a distribution, add a bank account to your profile first.');
    expect(within(alert).getByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/manager/account#account-banking');
    expect(api.distribution('dist-9')?.status).toBe('pending');
  });

  it('deletes a pending distribution after asking, and goes back to the project’s distributions', async () => {
    const user = userEvent.setup();
    const { api } = open('detail', '/manager/issuances/1/benefits/dist-9');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this distribution?' })).getByRole('button', { name: 'Delete distribution' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/manager/issuances/1/benefits'));
    expect(api.distribution('dist-9')).toBeUndefined();
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'issuance-admin:benefits.delete.done' }));
  });
});
