import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AppEventMap } from 'shared';
import { investmentsAdminApi } from 'shared/investments/admin-mock-api';
import { managedInvestment, NO_ACTIONS, SOLAR_PROJECT_ID } from 'shared/investments/admin-testing';
import { issuancesApi } from 'shared/issuances/mock-api';
import { apiError, captureDownloads, createTestPlatform, currentLocation, recordRequests, renderScreen, server, textOf, type RecordedRequest } from 'host/testing';
import { summary } from '../test/issuances';
import { managerArea, readOnlyArea } from '../test/manager-area';
import type { IssuanceArea } from '../area';
import { InvestmentsPage } from './investments.screen';

const LUCIA = managedInvestment();
const PABLO = managedInvestment({
  id: '7d1e0000-0000-4000-8000-000000000102',
  investor: { id: 'user-22', name: 'Pablo Ortega', email: 'pablo@example.com' },
  tokens: 2500,
  amount: '25000.00',
  payment_method: 'card_provider',
  proof_of_payment: null,
  status: 'CHARGED',
  status_dates: { CHARGED: '2026-11-18T12:00:00.000Z' },
  actions: { ...NO_ACTIONS, close: true, mint: true },
});
const ANA = managedInvestment({
  id: '7d1e0000-0000-4000-8000-000000000103',
  investor: { id: 'user-23', name: 'Ana Beltrán', email: 'ana@example.com' },
  tokens: 40,
  amount: '400.00',
  status: 'MINTED',
  status_reason: null,
  mint_reference: 'ledger-0103',
  mint_transaction: null,
  actions: NO_ACTIONS,
});

const downloads = captureDownloads();
let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];

beforeEach(() => {
  requests = recordRequests();
  toasts = [];
});

function open({ area = managerArea, path = '/manager/investments', readOnly = false } = {}) {
  const api = investmentsAdminApi({ investments: [LUCIA, PABLO, ANA] }, { readOnly });
  const platform = createTestPlatform();
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  renderScreen(<InvestmentsPage area={area as IssuanceArea} />, {
    path,
    platform,
    handlers: [...api.handlers, ...issuancesApi([summary({ id: SOLAR_PROJECT_ID, title: 'Solar Park Almería' })]).handlers],
  });
  return api;
}

const listParams = () => requests.filter((request) => request.method === 'GET' && request.url === '/investments').at(-1)?.params;
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/manager/investments', () => {
  it('lists every investment with investor, project, tokens, amount, method and dated status, and the totals of the list', async () => {
    open();
    const lucia = await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(within(lucia).getByText('lucia@example.com')).toBeInTheDocument();
    expect(within(lucia).getByText('Solar Park Almeria')).toBeInTheDocument();
    expect(within(lucia).getByText('150 SPA')).toBeInTheDocument();
    expect(within(lucia).getByText('1,500.00 €')).toBeInTheDocument();
    expect(within(lucia).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(lucia).getByText('21 Nov 2026')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals of the filtered list');
    expect(totals).toHaveTextContent('Investments3');
    expect(totals).toHaveTextContent('Raised26,900.00 €');
    expect(totals).toHaveTextContent('Tokens paid for2,690');
  });

  it('reads its filters from the address, sends them to the API and keeps a new one in the address', async () => {
    const user = userEvent.setup();
    open({ path: `/manager/investments?status=PROOF_OF_PAYMENT_UPLOADED&method=bank_transfer&from=2026-11-01&to=2026-11-30&q=lucia&project_id=${SOLAR_PROJECT_ID}` });
    await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(screen.queryByRole('row', { name: /Pablo Ortega/ })).not.toBeInTheDocument();
    expect(listParams()).toEqual({
      status: 'PROOF_OF_PAYMENT_UPLOADED',
      method: 'bank_transfer',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'lucia',
      project_id: SOLAR_PROJECT_ID,
      page: '1',
      per_page: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Investor name or e-mail' })).toHaveValue('lucia');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PROOF_OF_PAYMENT_UPLOADED');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Bizum');
    await waitFor(() => expect(currentLocation().searchParams.get('method')).toBe('bizum'));
    expect(await screen.findByText('No investment matches')).toBeInTheDocument();
    expect(listParams()?.method).toBe('bizum');
  });

  it('offers on each row only the moves the API allows on it', async () => {
    open();
    await screen.findByRole('row', { name: /Lucía Martín/ });
    const names = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);
    expect(names(rowOf('Lucía Martín'))).toEqual(['Confirm', 'Reject', 'Cancel']);
    expect(names(rowOf('Pablo Ortega'))).toEqual(['Close', 'Mint']);
    expect(names(rowOf('Ana Beltrán'))).toEqual([]);
  });

  it('shows the transaction that minted an order on the chain, linked to the explorer', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const minted = { ...ANA, mint_reference: hash, mint_transaction: { status: 'confirmed' as const, hash, error: null, url: `https://explorer.test/tx/${hash}` } };
    renderScreen(<InvestmentsPage area={managerArea as IssuanceArea} />, {
      path: '/manager/investments',
      platform: createTestPlatform(),
      handlers: [...investmentsAdminApi({ investments: [minted] }).handlers, ...issuancesApi([summary({ id: SOLAR_PROJECT_ID, title: 'Solar Park Almería' })]).handlers],
    });
    const row = await screen.findByRole('row', { name: /Ana Beltrán/ });
    expect(row).toHaveTextContent('Minted on the chain (0xabababab…ababab)');
    expect(within(row).getByRole('link', { name: '0xabababab…ababab' })).toHaveAttribute('href', `https://explorer.test/tx/${hash}`);
  });

  it("offers a Mint the API refuses disabled, saying why and from which day (the tenant's) it will be possible", async () => {
    const waiting = managedInvestment({
      id: '7d1e0000-0000-4000-8000-000000000104',
      investor: { id: 'user-24', name: 'Marta Gil', email: 'marta@example.com' },
      status: 'SIGNED',
      status_dates: { SIGNED: '2026-11-30T12:00:00.000Z' },
      actions: { ...NO_ACTIONS, cancel: true },
      // Midnight of 4 December in Madrid, the tenant's zone: still 3 December in UTC.
      mint_blocked_by: ['reflection_period_open', 'holder_has_no_wallet'],
      mintable_from: '2026-12-03T23:00:00.000Z',
    });
    const api = investmentsAdminApi({ investments: [waiting] });
    renderScreen(<InvestmentsPage area={managerArea as IssuanceArea} />, { path: '/manager/investments', handlers: api.handlers });
    const mint = await screen.findByRole('button', { name: 'Mint the tokens of Marta Gil' });
    expect(mint).toBeDisabled();
    expect(mint).toHaveAccessibleDescription('Reflection period: mint from 4 Dec 2026. The investor has no wallet yet.');
    expect(within(rowOf('Marta Gil')).getByRole('button', { name: 'Cancel the investment of Marta Gil' })).toBeEnabled();
  });

  it('shows an image proof inline beside Confirm and beside Reject, and says when it cannot be fetched', async () => {
    const user = userEvent.setup();
    open();
    server.use(http.get('*/investments/:id/proof-of-payment', () => new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="transfer.png"' } })));
    await user.click(await screen.findByRole('button', { name: 'Confirm the payment of Lucía Martín' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm the transfer of Lucía Martín?' });
    expect(await within(dialog).findByRole('img', { name: 'Proof of payment sent by the investor: transfer.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));

    server.use(http.get('*/investments/:id/proof-of-payment', () => new Response(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Reject the payment of Lucía Martín' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('proof-0101.pdf could not be shown.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('confirms a transfer after offering its proof, then tells the manager and shows the new status', async () => {
    const user = userEvent.setup();
    const api = open();
    await user.click(await screen.findByRole('button', { name: 'Confirm the payment of Lucía Martín' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the transfer of Lucía Martín?' });
    // The PDF the page may not embed: its name, type and size, to open in a new tab, fetched
    // with the session (the link is the fetched file's, with no token in any address).
    const pdf = await within(dialog).findByRole('link', { name: 'Open the PDF proof-0101.pdf' });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('href')).toMatch(/^blob:/);
    expect(within(dialog).getByText('proof-0101.pdf · PDF · 1 kB')).toBeInTheDocument();
    expect(requests.some((request) => request.url === `/investments/${LUCIA.id}/proof-of-payment`)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST' && request.url === `/investments/${LUCIA.id}/payment/confirm`)).toBe(true);
    expect(api.investment(LUCIA.id)?.status).toBe('CHARGED');
    expect(await within(rowOf('Lucía Martín')).findByText('Paid')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', messageKey: 'issuance-admin:investments.move.confirm_payment.done' }));
  });

  it('rejects a payment only with a reason, which it sends to the API', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Reject the payment of Lucía Martín' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the payment of Lucía Martín?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/This field cannot be blank/);
    expect(requests.some((request) => request.url.endsWith('/payment/reject'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The amount does not match the transfer.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reject = requests.find((request) => request.url === `/investments/${LUCIA.id}/payment/reject`);
    expect(reject?.body).toEqual({ reason: 'The amount does not match the transfer.' });
    expect(await within(rowOf('Lucía Martín')).findByText('The amount does not match the transfer.')).toBeInTheDocument();
  });

  it('cancels with a reason, closes and mints after asking, each on its own endpoint', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Cancel the investment of Lucía Martín' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel the investment of Lucía Martín?' });
    await user.type(within(cancel).getByRole('textbox', { name: /Reason/ }), 'Asked by the investor.');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.url === `/investments/${LUCIA.id}/cancel`)?.body).toEqual({ reason: 'Asked by the investor.' });

    await user.click(screen.getByRole('button', { name: 'Mint the tokens of Pablo Ortega' }));
    const mint = screen.getByRole('dialog');
    expect(within(mint).getByRole('heading', { name: /Mint 2,500\sSPA for Pablo Ortega\?/ })).toBeInTheDocument();
    await user.click(within(mint).getByRole('button', { name: 'Mint tokens' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST' && request.url === `/investments/${PABLO.id}/mint`)).toBe(true);
    expect(await within(rowOf('Pablo Ortega')).findByText('Tokens issued')).toBeInTheDocument();
    expect(within(rowOf('Pablo Ortega')).queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
  });

  it('closes an investment after asking, without a reason', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Close the investment of Pablo Ortega' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const close = requests.find((request) => request.url === `/investments/${PABLO.id}/close`);
    expect(close?.method).toBe('POST');
    expect(close?.body).toBeUndefined();
  });

  it('says inside the dialog why the API refused a move, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    open();
    server.use(http.post('*/investments/:id/payment/confirm', () => apiError(409, 'investment_transition_not_allowed')));
    await user.click(await screen.findByRole('button', { name: 'Confirm the payment of Lucía Martín' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This investment changed meanwhile');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('mints every mintable investment of the project the filter names', async () => {
    const user = userEvent.setup();
    const api = open({ path: `/manager/investments?project_id=${SOLAR_PROJECT_ID}` });
    await screen.findByRole('row', { name: /Pablo Ortega/ });
    await user.click(await screen.findByRole('button', { name: 'Mint all of Solar Park Almería' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mint all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST' && request.url === `/issuances/${SOLAR_PROJECT_ID}/mint`)).toBe(true);
    expect(api.investment(PABLO.id)?.status).toBe('MINTED');
    expect(toasts).toContainEqual(expect.objectContaining({ messageKey: 'issuance-admin:investments.mint_project.done', params: { count: 1, project: 'Solar Park Almería' } }));
  });

  it('exports the filtered investments as a file', async () => {
    const user = userEvent.setup();
    open({ path: '/manager/investments?status=CHARGED' });
    await screen.findByRole('row', { name: /Pablo Ortega/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['investments.csv']));
    expect(requests.find((request) => request.url === '/investments/export')?.params).toEqual({ status: 'CHARGED', format: 'csv' });
    expect(await textOf(downloads[0]?.blob)).toContain('pablo@example.com');
  });
});

describe('/entrepreneur/investments', () => {
  it('shows the investments without any move, and still exports them', async () => {
    open({ area: readOnlyArea, path: '/entrepreneur/investments', readOnly: true });
    await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers no bulk mint even with a project chosen', async () => {
    open({ area: readOnlyArea, path: `/entrepreneur/investments?project_id=${SOLAR_PROJECT_ID}`, readOnly: true });
    await screen.findByRole('row', { name: /Lucía Martín/ });
    expect(screen.queryByRole('button', { name: /Mint all/ })).not.toBeInTheDocument();
  });
});
