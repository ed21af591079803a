import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderScreen } from 'host/testing';
import type { Refund } from 'shared';
// Registers the manager's words, as loading the remote does in the page.
import '../../../routes';
import { RefundsPanel } from './refunds-panel';

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'r-1',
  investment_id: 'i-1',
  reference: 'DEMO-1A2B3C4D5E',
  project_title: 'Fleet Leasing Pool',
  investor: { id: 'u-1', name: 'Nora Nueva', email: 'nora@demo.test' },
  amount: '60.90',
  currency: 'EUR',
  payment_method: 'card_provider',
  reason: 'order_canceled',
  status: 'pending',
  route: 'provider',
  provider: 'stripe',
  provider_ref: null,
  provider_status: null,
  error: null,
  note: null,
  created_at: '2026-11-03T10:00:00.000Z',
  paid_at: null,
  ...overrides,
});

function refundsApi(rows: Refund[], answer: { pay?: () => Response } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const handlers = [
    http.get('*/refunds', () => HttpResponse.json({ data: rows })),
    http.post('*/refunds/:id/pay', ({ params }) => {
      calls.push({ path: `pay ${String(params.id)}`, body: null });
      return answer.pay?.() ?? HttpResponse.json({ data: { ...rows[0], status: 'paid', provider_ref: 're_1', provider_status: 'succeeded', paid_at: '2026-11-04T10:00:00.000Z' } });
    }),
    http.post('*/refunds/:id/mark-paid', async ({ params, request }) => {
      calls.push({ path: `mark ${String(params.id)}`, body: await request.json() });
      return HttpResponse.json({ data: { ...rows[0], status: 'paid', note: 'x', paid_at: '2026-11-04T10:00:00.000Z' } });
    }),
  ];
  return { handlers, calls };
}

describe('the refunds panel of /manager/investments', () => {
  it('lists refunds due with why and how they go back, and refunds a card payment after asking', async () => {
    const api = refundsApi([refund(), refund({ id: 'r-2', investor: { id: 'u-2', name: 'Pablo Ortega', email: 'p@demo.test' }, payment_method: 'bank_transfer', route: 'manual', provider: null })]);
    renderScreen(<RefundsPanel />, { path: '/manager/investments', handlers: api.handlers });
    const row = (await screen.findByRole('row', { name: /Nora Nueva/ })) as HTMLElement;
    expect(row).toHaveTextContent('Order cancelled after paying');
    expect(row).toHaveTextContent('Pending');
    expect(within(screen.getByRole('row', { name: /Pablo Ortega/ })).getByRole('button', { name: /Mark the refund of .* to Pablo Ortega paid/ })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Refund .* to Nora Nueva/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls).toEqual([{ path: 'pay r-1', body: null }]);
  });

  it("says the provider refused, in the dialog, and the refund stays to do", async () => {
    const api = refundsApi([refund()], { pay: () => HttpResponse.json({ error: 'refund_refused', hide_error: false }, { status: 409 }) });
    renderScreen(<RefundsPanel />, { path: '/manager/investments', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('button', { name: /Refund .* to Nora Nueva/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/The payment provider refused this refund; it is still pending/)).toBeInTheDocument();
  });

  it("marks a transfer's refund paid only with a note", async () => {
    const api = refundsApi([refund({ payment_method: 'bank_transfer', route: 'manual', provider: null })]);
    renderScreen(<RefundsPanel />, { path: '/manager/investments', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('button', { name: /Mark the refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this refund paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('Say how the refund was paid.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Note \(how it was paid\)/), 'Transfer of 4 Nov');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls).toEqual([{ path: 'mark r-1', body: { note: 'Transfer of 4 Nov' } }]);
  });

  it("shows a paid refund with the provider's refund id and no action", async () => {
    const api = refundsApi([refund({ status: 'paid', provider_ref: 're_123', provider_status: 'succeeded', paid_at: '2026-11-04T10:00:00.000Z' })]);
    renderScreen(<RefundsPanel />, { path: '/manager/investments', handlers: api.handlers });
    const row = await screen.findByRole('row', { name: /Nora Nueva/ });
    expect(row).toHaveTextContent(/Refunded on .* through stripe \(re_123, succeeded\)/);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('an empty list says what will appear there', async () => {
    renderScreen(<RefundsPanel />, { path: '/manager/investments', handlers: refundsApi([]).handlers });
    expect(await screen.findByText('No refunds')).toBeInTheDocument();
  });
});
