import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppEventMap } from 'shared';
import { earningsApi, type EarningsApiOptions } from 'shared/earnings/mock-api';
import { demoDistributions, distribution, LUCIA } from 'shared/earnings/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { captureDownloads, createTestPlatform, currentLocation, recordRequests, renderScreen, textOf, type RecordedRequest } from 'host/testing';
// Registers the investor's words, as loading the remote does in the page.
import '../../routes';
import EarningByInvestorScreen from './earning-by-investor.screen';
import EarningByTokenScreen from './earning-by-token.screen';
import EarningsScreen from './earnings.screen';

const saved = captureDownloads();
let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];
beforeEach(() => {
  requests = recordRequests();
  toasts = [];
});

// Lucía holds 150 of 2,690 tokens: a pending dividend (2026), a paid interest she may claim
// (2026) and a repayment she claimed (2025).
function open(path = '/user/earnings', options: EarningsApiOptions = {}, distributions = demoDistributions()) {
  const api = earningsApi({ distributions }, { as: 'investor', investorId: LUCIA.id, ...options });
  const platform = createTestPlatform();
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  const view = renderScreen(<EarningsScreen />, { path, route: '/user/earnings', platform, handlers: api.handlers });
  return { api, view };
}
const myRows = async () => within(await screen.findByRole('table', { name: 'Your earnings' })).getAllByRole('row').slice(1);
const rowOf = async (text: RegExp) => {
  const row = (await myRows()).find((candidate) => text.test(candidate.textContent ?? ''));
  if (!row) throw new Error(`No row matches ${text}`);
  return row;
};

describe('/user/earnings', () => {
  it('lists the investor’s earnings with status and dates, and the totals pending, claimable and claimed', async () => {
    const { view } = open();
    const interest = await rowOf(/Yields or interest/);
    expect(within(interest).getByText('Paid')).toBeInTheDocument();
    expect(within(interest).getByText('30 Jun 2026')).toBeInTheDocument();
    expect(within(interest).getByText('Since 5 Jul 2026')).toBeInTheDocument();
    expect(within(interest).getByText('36.13 €')).toBeInTheDocument();
    expect(within(interest).getByRole('button', { name: /^Claim 36\.13.€ of Solar Park Almeria$/ })).toBeInTheDocument();
    expect(within(await rowOf(/Dividends/)).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(within(await rowOf(/Repayments/)).getByText('Claimed')).toBeInTheDocument();
    const totals = screen.getByLabelText('Your earnings in total');
    expect(totals).toHaveTextContent('Pending payment55.76 €');
    expect(totals).toHaveTextContent('Claimable36.13 €');
    expect(totals).toHaveTextContent('Claimed600.00 €');
    await screen.findByRole('table', { name: 'Your earnings by year' });
    await expectNoA11yViolations(view.container);
  });

  it('claims one paid earning after saying it is irreversible', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await user.click(await screen.findByRole('button', { name: /^Claim 36\.13.€ of Solar Park Almeria$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Claim this earning?' });
    expect(dialog).toHaveTextContent('36.13 € of Solar Park Almeria will be sent to your bank account.');
    expect(dialog).toHaveTextContent('Claiming is irreversible');
    await user.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.distribution('dist-2')?.rows.find((row) => row.investor.id === LUCIA.id)?.status).toBe('claimed');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'investor:earnings.claim.done' }));
    await waitFor(async () => expect(within(await rowOf(/Yields or interest/)).getByText('Claimed')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Claim all' })).not.toBeInTheDocument();
  });

  it('claims all paid earnings at once after asking, and a second claim is refused', async () => {
    const user = userEvent.setup();
    const second = distribution({ id: 'dist-4', type: 'interest', profit_date: '2026-10-31', gross_amount: '269.00', statuses: ['paid'] });
    const { api } = open('/user/earnings', {}, [...demoDistributions(), second]);
    await user.click(await screen.findByRole('button', { name: 'Claim all' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim all your earnings?' });
    expect(dialog).toHaveTextContent('Every paid earning, 48.28 € in total, will be sent to your bank account.');
    expect(dialog).toHaveTextContent('Claiming is irreversible');
    await user.click(within(dialog).getByRole('button', { name: 'Claim all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'investor:earnings.claim_all.done', params: { count: 2, amount: expect.stringMatching(/^48\.28.€$/) } }));
    expect(api.distribution('dist-4')?.rows[0]?.status).toBe('claimed');
    await waitFor(() => expect(screen.getByLabelText('Your earnings in total')).toHaveTextContent('Claimable0.00 €'));

    const again = await fetch('http://localhost/api/v2/pfp/users/me/earnings/claim-all', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'nothing_to_claim' });
  });

  it('without a bank account, Claim and Claim all lead to the account’s banking section instead', async () => {
    const user = userEvent.setup();
    open('/user/earnings', { investorBankAccount: false });
    await user.click(await screen.findByRole('button', { name: /^Claim 36\.13.€ of Solar Park Almeria$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add a bank account first' });
    expect(within(dialog).getByRole('link', { name: 'Go to banking information' })).toHaveAttribute('href', '/user/account#account-banking');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('button', { name: 'Claim all' }));
    expect(screen.getByRole('dialog', { name: 'Add a bank account first' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('filters by status and year in the address', async () => {
    const user = userEvent.setup();
    open('/user/earnings?year=2026');
    await waitFor(async () => expect(await myRows()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(currentLocation().search).toBe('?year=2026&status=pending'));
    await waitFor(async () => expect(await myRows()).toHaveLength(1));
    expect(requests.filter((request) => request.url === '/users/me/earnings').at(-1)?.params).toEqual({ status: 'pending', year: '2026', page: '1', per_page: '20' });
  });

  it('sums the earnings by year for tax and downloads a year as CSV or PDF', async () => {
    const user = userEvent.setup();
    open();
    const taxes = await screen.findByRole('table', { name: 'Your earnings by year' });
    const year = within(taxes).getByRole('row', { name: /2026/ });
    expect(within(year).getByText('113.45 €')).toBeInTheDocument();
    expect(within(year).getByText('21.56 €')).toBeInTheDocument();
    expect(within(year).getByText('91.89 €')).toBeInTheDocument();
    await user.click(within(year).getByRole('button', { name: 'Download the 2026 summary as CSV' }));
    await user.click(within(year).getByRole('button', { name: 'Download the 2026 summary as PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['earnings-2026.csv', 'earnings-2026.pdf']));
    expect(await textOf(saved[0]?.blob)).toMatch(/^profit_date,project,gross,withholding,net\n2026-09-30,Solar Park Almeria/);
    expect(await textOf(saved[1]?.blob)).toBe('%PDF-1.4 earnings 2026');
  });
});

describe('/user/earnings/:id/token and /investor', () => {
  it('shows what each token of the distribution earned', async () => {
    const api = earningsApi({ distributions: demoDistributions() }, { as: 'investor' });
    const { container } = renderScreen(<EarningByTokenScreen />, { path: '/user/earnings/dist-2/token', route: '/user/earnings/:id/token', handlers: api.handlers });
    const row = within(await screen.findByRole('table', { name: 'What each SPA token earned' })).getByRole('row', { name: /SPA/ });
    // 800.00 over 2,690 tokens: 0.297397 gross and 0.240892 net per token.
    expect(within(row).getByText('0.297397 €')).toBeInTheDocument();
    expect(within(row).getByText('0.240892 €')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it("answers a distribution that is not the investor's with the host's 404 page naming the address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = earningsApi({ distributions: demoDistributions() }, { as: 'investor' });
    renderScreen(<EarningByTokenScreen />, { path: '/user/earnings/nope/token', route: '/user/earnings/:id/token', handlers: api.handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/user/earnings/nope/token')).toBeInTheDocument();
  });

  it('shows by investor only the investor’s own earning, part by part', async () => {
    const api = earningsApi({ distributions: demoDistributions() }, { as: 'investor' });
    renderScreen(<EarningByInvestorScreen />, { path: '/user/earnings/dist-2/investor', route: '/user/earnings/:id/investor', handlers: api.handlers });
    const table = await screen.findByRole('table', { name: /My earning of Solar Park Almeria/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Lucía Martín');
    expect(within(rows[0] as HTMLElement).getAllByText('44.61 €')).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('8.48 €')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getAllByText('36.13 €')).toHaveLength(2);
  });
});
