import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createTestPlatform, renderScreen } from 'host/testing';
import { pageMeta, type StatementEntry } from 'shared';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import BankStatementsScreen from './bank-statements.screen';

const entry = (overrides: Partial<StatementEntry> = {}): StatementEntry => ({
  id: 'e-1',
  statement_id: 's-1',
  direction: 'credit',
  amount: '65.00',
  currency: 'EUR',
  booking_date: '2026-11-03',
  value_date: '2026-11-03',
  remittance: ['Pago DEMO-1A2B3C4D5E'],
  bank_reference: '2026110300017731',
  debtor_name: 'Nora Nueva',
  outcome: 'overpaid',
  order: { id: 'i-1', reference: 'DEMO-1A2B3C4D5E', status: 'IN_UPLOAD_PROOF_OF_PAYMENT', investor_name: 'Nora Nueva', project_title: 'Fleet Leasing Pool', total: '60.00' },
  decision: null,
  refund_amount: null,
  note: null,
  decided_at: null,
  actions: { apply: true, refund: true, dismiss: true },
  ...overrides,
});

function entriesApi(rows: StatementEntry[]) {
  const decisions: unknown[] = [];
  const handlers = [
    http.get('*/manager/bank-statements/entries', () => HttpResponse.json({ data: rows, meta: pageMeta(1, 20, rows.length) })),
    http.post('*/manager/bank-statements/entries/:id/decision', async ({ request }) => {
      const body = await request.json();
      decisions.push(body);
      return HttpResponse.json({ data: { ...rows[0], decision: 'dismissed', note: 'Interest', actions: { apply: false, refund: false, dismiss: false } } });
    }),
  ];
  return { handlers, decisions };
}

describe('/manager/bank-statements', () => {
  it('lists the credits to decide with the payer, the order their reference names and why, and the decisions at hand', async () => {
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements', handlers: entriesApi([entry(), entry({ id: 'e-2', outcome: 'unknown_reference', order: null, debtor_name: null, actions: { apply: false, refund: true, dismiss: true } })]).handlers });
    const row = (await screen.findByRole('row', { name: /Nora Nueva/ })) as HTMLElement;
    expect(row).toHaveTextContent('DEMO-1A2B3C4D5E');
    expect(row).toHaveTextContent("More than the order's total");
    expect(within(row).getByRole('button', { name: 'Apply to order' })).toBeInTheDocument();
    const unknown = screen.getByRole('row', { name: /Payer not stated/ });
    expect(unknown).toHaveTextContent('Unknown reference');
    expect(within(unknown).queryByRole('button', { name: 'Apply to order' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /To decide/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks why before dismissing a credit, and sends the note', async () => {
    const api = entriesApi([entry()]);
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss this credit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).getByText('Say why you dismiss it.')).toBeInTheDocument();
    expect(api.decisions).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Note \(why\)/), 'Interest from the bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await screen.findByRole('row', { name: /Nora Nueva/ });
    expect(api.decisions).toEqual([{ action: 'dismiss', note: 'Interest from the bank' }]);
  });

  it('applies a credit naming no order to the one the manager gives by its reference', async () => {
    const api = entriesApi([entry({ outcome: 'unknown_reference', order: null, actions: { apply: false, refund: true, dismiss: true } })]);
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements', handlers: api.handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to an order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply this credit to the order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to order' }));
    expect(within(dialog).getByText("Give the order's transfer reference.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Order reference/), 'demo 1a2b3c4d5e');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to order' }));
    await screen.findByRole('row', { name: /Nora Nueva/ });
    expect(api.decisions).toEqual([{ action: 'apply', reference: 'demo 1a2b3c4d5e' }]);
  });

  it('says nothing is left to decide when every credit paid its order', async () => {
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements', handlers: entriesApi([]).handlers });
    expect(await screen.findByText('Nothing to decide')).toBeInTheDocument();
  });

  it('says why a file was refused, and where, under the picker', async () => {
    const handlers = [
      ...entriesApi([]).handlers,
      http.post('*/manager/bank-statements', () => HttpResponse.json({ error: 'statement_totals_mismatch', hide_error: false, detail: 'line 8: the credits do not add up to the totals' }, { status: 422 })),
    ];
    const platform = createTestPlatform();
    // jsdom's FormData does not reach the mocked network: the file is recorded and a text sent instead.
    const sent: FormData[] = [];
    void platform.http.axios().then((instance) =>
      instance.interceptors.request.use((config) => {
        if (config.data instanceof FormData) {
          sent.push(config.data);
          config.data = 'form-data';
          config.headers.set('Content-Type', 'text/plain');
        }
        return config;
      }),
    );
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements', handlers, platform });
    await screen.findByText('Nothing to decide');
    await userEvent.upload(screen.getByLabelText(/Statement file/), new File(['11…'], 'extracto.n43', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The statement's totals do not add up; nothing was imported\..*\(line 8: the credits do not add up to the totals\)/)).toBeInTheDocument();
    expect((sent[0]?.get('file') as File).name).toBe('extracto.n43');
  });

  it('lists the imports with their account, period and counts', async () => {
    const statement = {
      id: 's-1', format: 'camt.053', statement_id: 'STMT-1', file_name: 'camt053.xml', account: 'ES9121000418450200051332', currency: 'EUR',
      period_from: '2026-11-01', period_to: '2026-11-30', imported_at: '2026-11-04T08:00:00.000Z', imported_by: 'Marta Manager',
      counts: { credits: 4, debits: 1, matched: 3, to_decide: 1, decided: 0 },
    };
    renderScreen(<BankStatementsScreen />, { path: '/manager/bank-statements?tab=imports', handlers: [http.get('*/manager/bank-statements', () => HttpResponse.json({ data: [statement], meta: pageMeta(1, 20, 1) }))] });
    const row = await screen.findByRole('row', { name: /camt053\.xml/ });
    expect(row).toHaveTextContent('ES9121000418450200051332');
    expect(row).toHaveTextContent('3 / 4');
    expect(row).toHaveTextContent('Marta Manager');
  });
});
