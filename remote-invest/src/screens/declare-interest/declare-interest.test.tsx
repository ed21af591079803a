import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { INVESTMENT_TABS, statusesOfTab, type InvestmentStatus, type InvestmentTab, type IssuanceDetail } from 'shared';
import { issuanceDetail } from 'shared/issuances/testing';
import { SLUG } from 'shared/invest/testing';
import { setTenant, signInInvestor, answer, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import DeclareInterestScreen from './declare-interest.screen';

let platform: Platform;
let requests: RecordedRequest[];

const interest = {
  id: '0b7f6a8e-1d2c-4c3b-9a1e-000000000001',
  project_id: 'iss-1',
  project_slug: SLUG,
  project_title: 'Solar Park Almeria',
  token_symbol: 'SOLAR',
  token_price: '10.00',
  tokens: 50,
  amount: '500.00',
  payment_method: null,
  payment_reference: null,
  proof_of_payment: null,
  balance_used: '0.00',
  fee: '0.00',
  status: 'RESERVED',
  status_dates: { RESERVED: '2026-11-23T10:00:00Z' },
  referral_code: null,
  signed_document: null,
  created_at: '2026-11-23T10:00:00Z',
  ordered_at: null,
  reflection_period_ends_at: null,
  revocable: false,
};

/**
 * The one place this file sets what the API answers. The investor's investments follow a
 * successful declaration or cancel, as the API's would.
 */
function answers({
  project = issuanceDetail(),
  declare = { status: 201, data: { data: interest } },
  investments = [],
  cancel = { status: 200, data: { data: { ...interest, status: 'CANCELED' } } },
}: { project?: IssuanceDetail; declare?: Reply; investments?: unknown[]; cancel?: Reply } = {}) {
  let cancelled = false;
  let declared = false;
  server.use(...investApi({ issuance: project }));
  answer('POST', `/invest/${SLUG}/interests`, () => {
    declared = declare.status === 201;
    return declare;
  });
  answer('GET', '/users/me/investments', (request) => {
    const listed = (declared ? [interest, ...investments] : investments) as { status: InvestmentStatus }[];
    const now = cancelled ? listed.map((investment) => ({ ...investment, status: 'CANCELED' as const })) : listed;
    const tab = (new URL(request.url).searchParams.get('tab') ?? 'all') as InvestmentTab;
    const page = now.filter((investment) => statusesOfTab(tab).includes(investment.status));
    return {
      status: 200,
      data: {
        data: page,
        meta: { page: 1, per_page: 100, total: page.length, total_pages: 1 },
        tab_counts: Object.fromEntries(INVESTMENT_TABS.map((name) => [name, now.filter((investment) => statusesOfTab(name).includes(investment.status)).length])),
      },
    };
  });
  answer('POST', `/investments/${interest.id}/cancel`, () => {
    cancelled = cancel.status === 200;
    return cancel;
  });
  server.use(...investApi({ next: { kind: 'onboarding', step: 'KYC', route: 'identification', completed: [] } }));
}

function open(search = '') {
  renderScreen(<DeclareInterestScreen />, { platform, path: `/invest/${SLUG}/declare-interest${search}`, route: '/invest/:slug/declare-interest' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/declare-interest', () => {
  it("shows the project's token price and limits, and the tokens the amount buys", async () => {
    const user = userEvent.setup();
    answers();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Declare your interest in Solar Park Almeria' })).toBeInTheDocument();
    expect(screen.getByText('Token price').nextElementSibling).toHaveTextContent('10.00');
    await user.type(screen.getByLabelText(/^Amount you are interested in/), '500');
    expect(screen.getByText(/^Tokens: 50/)).toBeInTheDocument();
  });

  it('refuses an amount that is not a multiple of the token price or outside the limits', async () => {
    const user = userEvent.setup();
    answers();
    open();
    const amount = await screen.findByLabelText(/^Amount you are interested in/);
    await user.type(amount, '505');
    await user.click(screen.getByRole('button', { name: 'Declare interest' }));
    expect(await screen.findByText(/must be a multiple of the token price/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '60000');
    expect(await screen.findByText('The amount must be between 10.00 and 50000.00')).toBeInTheDocument();
  });

  it('asks a visitor to sign in or register first, remembering to come back with the amount', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.type(await screen.findByLabelText(/^Amount you are interested in/), '500');
    await user.click(screen.getByRole('button', { name: 'Declare interest' }));
    expect(await screen.findByText(/To declare your interest of .*500\.00.* you need an account/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(currentLocation().pathname).toBe(`/invest/${SLUG}/register`);
    expect(platform.session.getSnapshot().auth.redirect).toBe(`/invest/${SLUG}/declare-interest?amount=500.00`);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates the interest for an investor back from signing in, then goes to their next step', async () => {
    const user = userEvent.setup();
    signInInvestor(platform);
    answers();
    open('?amount=500.00');
    expect(await screen.findByLabelText(/^Amount you are interested in/)).toHaveValue('500.00');
    await user.click(screen.getByRole('button', { name: 'Confirm my interest' }));
    expect(await screen.findByText(/You declared an interest of .*500\.00.* \(50 SOLAR tokens\)/)).toBeInTheDocument();
    expect(requests.find((request) => request.url === `/invest/${SLUG}/interests`)?.body).toEqual({ amount: '500.00' });
    await user.click(screen.getByRole('button', { name: 'Complete my profile' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/identification`));
  });

  it('says when the project no longer takes interest', async () => {
    const user = userEvent.setup();
    signInInvestor(platform);
    answers({ declare: { status: 409, data: { error: 'issuance_not_open', hide_error: false } } });
    open('?amount=500.00');
    await user.click(await screen.findByRole('button', { name: 'Confirm my interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This project is not taking interest declarations right now.');
    expect(screen.getByLabelText(/^Amount you are interested in/)).toHaveValue('500.00');
  });

  it('says the round is private when the whitelist does not list the investor', async () => {
    const user = userEvent.setup();
    signInInvestor(platform);
    answers({ declare: { status: 403, data: { error: 'not_whitelisted', hide_error: false } } });
    open('?amount=500.00');
    await user.click(await screen.findByRole('button', { name: 'Confirm my interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This round is private: only investors invited by the issuer may declare interest.');
  });

  describe('an investor who already declared an interest in the project', () => {
    const posts = () => requests.filter((request) => request.method === 'POST').map((request) => request.url);

    async function openWithInterest(cancel?: Reply) {
      signInInvestor(platform);
      answers({ investments: [interest], ...(cancel ? { cancel } : {}) });
      open();
      await screen.findByText(/You declared an interest of .*500\.00.* \(50 SOLAR tokens\)/);
    }

    it('shows the interest, its date and the way to turn it into an investment instead of the form', async () => {
      await openWithInterest();
      expect(screen.getByText('Declared on 23 November 2026.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Turn it into an investment' })).toHaveAttribute('href', `/invest/${SLUG}/invest`);
      expect(screen.queryByLabelText(/^Amount you are interested in/)).not.toBeInTheDocument();
    });

    it('asks before cancelling, and keeping it changes nothing', async () => {
      const user = userEvent.setup();
      await openWithInterest();
      await user.click(screen.getByRole('button', { name: 'Cancel my interest' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel your interest?' });
      expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Keep my interest' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(posts()).toEqual([]);
      expect(screen.getByText(/You declared an interest of/)).toBeInTheDocument();
    });

    it('cancels it on confirmation, says so, and offers to declare a new one', async () => {
      const user = userEvent.setup();
      const toasts: string[] = [];
      const subscription = platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast.messageKey));
      await openWithInterest();
      await user.click(screen.getByRole('button', { name: 'Cancel my interest' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
      expect(await screen.findByLabelText(/^Amount you are interested in/)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/You declared an interest of/)).not.toBeInTheDocument();
      expect(posts()).toEqual([`/investments/${interest.id}/cancel`]);
      expect(toasts).toEqual(['invest:declare_interest.open.cancelled']);
      subscription.unsubscribe();
    });

    it('says in the dialog why the API refused, keeping the interest', async () => {
      const user = userEvent.setup();
      await openWithInterest({ status: 409, data: { error: 'investment_not_cancellable', hide_error: false } });
      await user.click(screen.getByRole('button', { name: 'Cancel my interest' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This interest can no longer be cancelled');
      expect(screen.getByText(/You declared an interest of/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Amount you are interested in/)).not.toBeInTheDocument();
    });
  });
});
