import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { captureDownloads, renderScreen, textOf } from 'host/testing';
import { pageMeta, type PayoutBatchDetail, type PayoutBatchSummary } from 'shared';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import PayoutsScreen from './payouts.screen';

const saved = captureDownloads();

const batch = (overrides: Partial<PayoutBatchSummary> = {}): PayoutBatchSummary => ({
  id: 'b-1',
  kind: 'distribution',
  status: 'generated',
  adapter: 'sepa',
  message_id: 'PO1a2b3c4d',
  execution_date: '2026-11-02',
  transactions: 3,
  total: '810.01',
  left_out: 2,
  has_file: true,
  distribution: { id: 'd-1', project_title: 'Valencia Lofts', type: 'dividend', profit_date: '2026-09-30' },
  created_at: '2026-11-02T09:00:00.000Z',
  settled_date: null,
  ...overrides,
});

const settledClaims = batch({ id: 'b-2', kind: 'claims', status: 'settled', message_id: 'PO9f8e7d6c', transactions: 1, total: '40.50', left_out: 0, distribution: null, settled_date: '2026-11-05' });

const detail = (of: PayoutBatchSummary): PayoutBatchDetail => ({
  ...of,
  items: [
    { earning_id: 'e-1', investor: { id: 'u-1', name: 'Ana Ruiz' }, amount: '300.00', iban: 'ES9121000418450200051332', end_to_end_id: 'e1', reference: 'Valencia Lofts dividend', left_out_reason: null },
    { earning_id: 'e-2', investor: { id: 'u-2', name: 'Carla Sin Cuenta' }, amount: '120.00', iban: null, end_to_end_id: 'e2', reference: 'Valencia Lofts dividend', left_out_reason: 'no_iban' },
    { earning_id: 'e-3', investor: { id: 'u-3', name: 'Dora Mal' }, amount: '45.00', iban: 'ES00', end_to_end_id: 'e3', reference: 'Valencia Lofts dividend', left_out_reason: 'invalid_iban' },
  ],
});

function payoutsApi(rows: PayoutBatchSummary[]) {
  const settled: string[] = [];
  let current = rows;
  const handlers = [
    http.get('*/payouts', () => HttpResponse.json({ data: current, meta: pageMeta(1, 20, current.length), queued_claims: { count: 0, total: '0.00' } })),
    http.get('*/payouts/:id/file', ({ params }) => new HttpResponse(`<Document id="${String(params.id)}"/>`, { headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="pain001-2026-11-02-PO1a2b3c4d.xml"' } })),
    http.get('*/payouts/:id', ({ params }) => HttpResponse.json({ data: detail(current.find((row) => row.id === params.id) ?? batch()) })),
    http.post('*/payouts/:id/settle', ({ params }) => {
      settled.push(String(params.id));
      current = current.map((row) => (row.id === params.id ? { ...row, status: 'settled', settled_date: '2026-11-29' } : row));
      return HttpResponse.json({ data: detail(current.find((row) => row.id === params.id) ?? batch()) });
    }),
  ];
  return { handlers, settled };
}

const open = (rows: PayoutBatchSummary[] = [batch(), settledClaims]) => {
  const api = payoutsApi(rows);
  renderScreen(<PayoutsScreen />, { path: '/manager/payouts', handlers: api.handlers });
  return api;
};

describe('/manager/payouts', () => {
  it('lists the batches with what they pay, their status and who was left out', async () => {
    open();
    const distribution = await screen.findByRole('row', { name: /Valencia Lofts/ });
    expect(distribution).toHaveTextContent('PO1a2b3c4d');
    expect(distribution).toHaveTextContent('810.01');
    expect(distribution).toHaveTextContent('Generated');
    expect(within(distribution).getByRole('button', { name: '2 investors' })).toBeInTheDocument();
    const claims = screen.getByRole('row', { name: /Investors' claims/ });
    expect(claims).toHaveTextContent('Settled');
    expect(claims).toHaveTextContent(/Settled on/);
    // A settled batch cannot be settled again.
    expect(within(claims).queryByRole('button', { name: 'Mark settled' })).not.toBeInTheDocument();
  });

  it('says so when there is no batch yet', async () => {
    open([]);
    expect(await screen.findByText('No payout batches yet')).toBeInTheDocument();
  });

  it("downloads a batch's pain.001 file as the bank takes it", async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Download the pain.001 file of batch PO1a2b3c4d' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['pain001-2026-11-02-PO1a2b3c4d.xml']));
    expect(await textOf(saved[0]?.blob)).toBe('<Document id="b-1"/>');
  });

  it('asks for confirmation before marking a batch settled, and nothing is settled when the manager cancels', async () => {
    const user = userEvent.setup();
    const api = open();
    const row = await screen.findByRole('row', { name: /Valencia Lofts/ });
    await user.click(within(row).getByRole('button', { name: 'Mark settled' }));
    let dialog = screen.getByRole('dialog', { name: 'Mark this batch settled?' });
    expect(dialog).toHaveTextContent('Confirm that the bank executed the 3 transfers of');
    expect(dialog).toHaveTextContent("The earnings get today's delivered date. This cannot be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.settled).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Mark settled' }));
    dialog = screen.getByRole('dialog', { name: 'Mark this batch settled?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark settled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.settled).toEqual(['b-1']);
    const after = await screen.findByRole('row', { name: /Valencia Lofts/ });
    await waitFor(() => expect(after).toHaveTextContent(/Settled on/));
  });

  it('shows who was left out of the file and why', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '2 investors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Left out of the file' });
    expect(await within(dialog).findByText('Carla Sin Cuenta')).toBeInTheDocument();
    expect(within(dialog).getByText('No IBAN on the profile')).toBeInTheDocument();
    expect(within(dialog).getByText('Dora Mal')).toBeInTheDocument();
    expect(within(dialog).getByText('The IBAN on the profile is not valid')).toBeInTheDocument();
    // Only those left out: the investor in the file is not listed.
    expect(within(dialog).queryByText('Ana Ruiz')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
