import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults, type PaymentMethod } from 'shared';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { breakdown, INVESTMENT_ID, investmentAnswer, nextStep, SLUG } from 'shared/invest/testing';
import ContributionBreakdownScreen from './contribution-breakdown.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set: 2.00 per transfer, 1.5 % by card, 300.00 from the balance. */
function answers({ breakdownReply, ownFee }: { breakdownReply?: (method: PaymentMethod) => Reply | undefined; ownFee?: boolean } = {}) {
  server.use(
    ...investApi({
      next: nextStep({ kind: 'invest', route: 'method-payment', investment: { id: INVESTMENT_ID, status: 'CREATED' } }),
      investment: investmentAnswer({ balance_used: '300.00' }),
    }),
  );
  const fees: Partial<Record<PaymentMethod, Parameters<typeof breakdown>[0]>> = {
    bank_transfer: { fee: '2.00', fee_kind: 'amount', fee_rate: '2.00', total: '1202.00' },
    bank_wire: { fee: '2.00', fee_kind: 'amount', fee_rate: '2.00', total: '1202.00' },
    card_provider: { fee: '18.00', fee_kind: 'percentage', fee_rate: '1.5', total: '1218.00' },
  };
  // The investor's own 1 % replaces the platform's fee on every method.
  const own = { fee: '12.00', fee_kind: 'percentage', fee_rate: '1', fee_source: 'investor', total: '1212.00' } as const;
  answer('GET', `/investments/${INVESTMENT_ID}/breakdown`, (request) => {
    const method = new URL(request.url).searchParams.get('method') as PaymentMethod;
    return breakdownReply?.(method) ?? { status: 200, data: { data: breakdown({ method, balance_used: '300.00', total: '1200.00', ...(ownFee ? own : fees[method]) }) } };
  });
}

function renderBreakdown(path = `/invest/${SLUG}/contribution-breakdown?investment=${INVESTMENT_ID}`) {
  renderScreen(<ContributionBreakdownScreen />, { platform, path, route: '/invest/:slug/contribution-breakdown' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform, { extras: { ...customizationDefaults.extras, payWithBalance: true, investmentFee: true } });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the contribution breakdown', () => {
  it('shows the amount, the balance used and, per method, the fee (an amount for a transfer, a percentage for a card) and the total', async () => {
    answers();
    renderBreakdown();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contribution breakdown' })).toHaveFocus();
    expect(await screen.findByText('Paid from your balance')).toBeInTheDocument();
    expect(screen.getByText(/^300\.00\s€$/)).toBeInTheDocument();
    expect(screen.getByText(/^1,200\.00\s€$/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Total to pay with each method' });
    const transfer = (await within(table).findByText('Bank transfer')).closest('tr') as HTMLElement;
    expect(within(transfer).getByText(/^2\.00\s€$/)).toBeInTheDocument();
    expect(within(transfer).getByText(/1,202\.00\s€/)).toBeInTheDocument();
    const card = within(table).getByText('Card').closest('tr') as HTMLElement;
    expect(within(card).getByText(/^1\.5\s?% \(18\.00\s€\)$/)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/breakdown')).map((request) => request.params.method)).toEqual([
      'bank_transfer',
      'bank_wire',
      'card_provider',
      'card_terminal',
      'bizum',
      'crypto_wallet',
    ]);
    expect(screen.getByRole('link', { name: 'Choose how to pay' })).toHaveAttribute('href', `/invest/${SLUG}/method-payment?investment=${INVESTMENT_ID}`);
  });

  it('finds the open order of the project when the address does not name it, and says when the tenant charges no fees', async () => {
    setTenant(platform);
    answers();
    renderBreakdown(`/invest/${SLUG}/contribution-breakdown`);
    const table = await screen.findByRole('table', { name: 'Total to pay with each method' });
    expect(await within(table).findByText('Bank wire')).toBeInTheDocument();
    expect(screen.getByText('This platform charges no payment fees.')).toBeInTheDocument();
  });

  it("says when the fee is the investor's own rate, in either language", async () => {
    answers({ ownFee: true });
    const { unmount } = renderScreen(<ContributionBreakdownScreen />, { platform, path: `/invest/${SLUG}/contribution-breakdown?investment=${INVESTMENT_ID}`, route: '/invest/:slug/contribution-breakdown' });
    const table = await screen.findByRole('table', { name: 'Total to pay with each method' });
    const card = (await within(table).findByText('Card')).closest('tr') as HTMLElement;
    expect(within(card).getByText(/^1\s?% \(12\.00\s€\)$/)).toBeInTheDocument();
    expect(await screen.findByText(/^Your fee is your own rate of 1\s?%, agreed with the platform, instead of its standard fees\.$/)).toBeInTheDocument();
    unmount();

    platform = createTestPlatform({ language: 'es' });
    setTenant(platform, { extras: { ...customizationDefaults.extras, payWithBalance: true, investmentFee: true } });
    renderBreakdown();
    expect(await screen.findByText(/^La comisión es tu tarifa propia del 1\s?%, acordada con la plataforma, en lugar de sus comisiones generales\.$/)).toBeInTheDocument();
  });

  it("says nothing of an own rate when the fee is the platform's", async () => {
    answers();
    renderBreakdown();
    await screen.findByRole('table', { name: 'Total to pay with each method' });
    expect(await screen.findByText(/1,218\.00\s€/)).toBeInTheDocument();
    expect(screen.queryByText(/your own rate/)).not.toBeInTheDocument();
  });

  it('says when the fees could not be loaded and tries again', async () => {
    let failing = true;
    answers({ breakdownReply: () => (failing ? { status: 500, data: { error: 'error_default', hide_error: false } } : undefined) });
    const user = userEvent.setup();
    renderBreakdown();
    expect(await screen.findByText('The fees could not be loaded.', {}, { timeout: 3000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Total to pay with each method' })).toBeInTheDocument();
  });
});
