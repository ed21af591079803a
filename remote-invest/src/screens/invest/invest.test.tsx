import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { investNextStepKeys, type Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults, IDEMPOTENCY_KEY_HEADER, type NextStep } from 'shared';
import { issuanceDetail } from 'shared/issuances/testing';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INVESTMENT_ID, investmentAnswer, nextStep, onboardingState, SLUG } from 'shared/invest/testing';
import InvestScreen from './invest.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set: a project of 10.00 tokens, 10 to 2,000 of them. */
function answers({
  onboarding = onboardingState(),
  next = nextStep(),
  order = { status: 201, data: { data: investmentAnswer() } },
}: { onboarding?: ReturnType<typeof onboardingState>; next?: NextStep; order?: Reply | (() => Reply) } = {}) {
  server.use(
    ...investApi({
      issuance: issuanceDetail({ min_offer: '100.00', max_offer: '20000.00', minimum_contribution: '100.00' }),
      onboarding,
      next,
      investment: investmentAnswer({ status: 'RESERVED', tokens: 40, amount: '400.00', ordered_at: null }),
    }),
  );
  answer('POST', `/invest/${SLUG}/orders`, typeof order === 'function' ? order : () => order);
}

function renderInvest(search = '') {
  renderScreen(<InvestScreen />, { platform, path: `/invest/${SLUG}/invest${search}`, route: '/invest/:slug/invest' });
}

async function tickRisks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /lose all or part/ }));
  await user.click(screen.getByRole('checkbox', { name: /not be able to sell/ }));
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the investment amount step', () => {
  it("states the project's limits and reads out the total as the investor types", async () => {
    answers();
    const user = userEvent.setup();
    renderInvest();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    const tokens = await screen.findByRole('textbox', { name: /Number of tokens \(SPA\)/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Your investment' })).toHaveFocus();
    expect(screen.getByText(/Minimum of 10 tokens, maximum of 2,000\. Each token costs 10\.00\s€/)).toBeInTheDocument();
    const total = screen.getByRole('status', { name: 'Total' });
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Type a whole number of tokens');
    await user.type(tokens, '150');
    expect(total).toHaveTextContent(/1,500\.00\s€/);
  });

  it('explains what is wrong next to each field, keeping what was typed', async () => {
    answers();
    const user = userEvent.setup();
    renderInvest();
    const tokens = await screen.findByRole('textbox', { name: /Number of tokens/ });
    await user.type(tokens, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(tokens).toHaveAccessibleDescription(expect.stringContaining('Choose between 10 and 2000 tokens'));
    expect(tokens).toHaveValue('5');
    expect(screen.getByRole('checkbox', { name: /lose all or part/ })).toHaveAccessibleDescription('You must acknowledge this risk to continue');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks a non-sophisticated investor to acknowledge the Art. 21(7) warning above the threshold, and not a sophisticated one', async () => {
    answers({ onboarding: onboardingState({ sophisticated: false }) });
    const user = userEvent.setup();
    renderInvest();
    const tokens = await screen.findByRole('textbox', { name: /Number of tokens/ });
    await user.type(tokens, '100');
    expect(screen.queryByRole('heading', { name: 'Risk warning' })).not.toBeInTheDocument();
    await user.type(tokens, '1');
    expect(screen.getByRole('heading', { name: 'Risk warning' })).toBeInTheDocument();
    expect(screen.getByText(/above 1,000\.00\s€, the higher of/)).toBeInTheDocument();
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('checkbox', { name: /I have read the risk warning/ })).toHaveAccessibleDescription(/acknowledge the risk warning to continue/);
  });

  it('carries the amount typed to the loss-bearing simulation, and shows it again when the investor comes back', async () => {
    answers({ onboarding: onboardingState({ sophisticated: false }) });
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '1001');
    expect(screen.getByRole('link', { name: /simulat/i })).toHaveAttribute('href', `/invest/${SLUG}/simulation-loss-bearing-capacity?tokens=1001`);
  });

  it('reads the number of tokens in the page language: "30.000" is thirty thousand in Spanish, "30,000" in English', async () => {
    answers({ onboarding: onboardingState({ sophisticated: true }) });
    const user = userEvent.setup();
    renderInvest();
    const tokens = await screen.findByRole('textbox', { name: /Number of tokens/ });
    await user.type(tokens, '1,500');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent(/15,000\.00\s€/);
    await tickRisks(user);
    const post = jest.spyOn(platform.http, 'post');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/invest/${SLUG}/orders`, expect.objectContaining({ tokens: '1500' }), expect.anything()));
  });

  it('takes Spanish thousands in Spanish', async () => {
    await platform.i18n.changeLanguage('es');
    answers({ onboarding: onboardingState({ sophisticated: true }) });
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Número de tokens/ }), '1.500');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent(/15\.000,00\s€/);
  });

  it('starts from the amount an address carries back from the simulation', async () => {
    answers({ onboarding: onboardingState({ sophisticated: false }) });
    renderInvest('?tokens=1001');
    expect(await screen.findByRole('textbox', { name: /Number of tokens/ })).toHaveValue('1001');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent(/10,010\.00\s€/);
  });

  it('does not warn a sophisticated investor', async () => {
    answers({ onboarding: onboardingState({ sophisticated: true }) });
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '1500');
    expect(screen.queryByRole('heading', { name: 'Risk warning' })).not.toBeInTheDocument();
  });

  it('places the order once, with one Idempotency-Key for a retried attempt, and goes to the breakdown', async () => {
    let calls = 0;
    answers({ order: () => (++calls === 1 ? { status: 503, data: { error: 'maintenance', hide_error: false } } : { status: 201, data: { data: investmentAnswer() } }) });
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '90');
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order could not be placed. Nothing was charged: try again.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(`/invest/${SLUG}/contribution-breakdown?investment=${INVESTMENT_ID}`);
    expect(currentLocation().searchParams.get('investment')).toBe(INVESTMENT_ID);
    expect(post).toHaveBeenCalledTimes(2);
    const [first, second] = post.mock.calls;
    expect(first?.[1]).toEqual({ tokens: '90', risk_loss_acknowledged: true, risk_liquidity_acknowledged: true });
    const keyOf = (call: typeof first) => (call?.[2]?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER];
    expect(keyOf(first)).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keyOf(second)).toBe(keyOf(first));
  });

  it('asks the API for the next step again once the order is placed, in the cache the host reads too', async () => {
    answers();
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '90');
    const nextStepReads = () => requests.filter((request) => request.url === `/invest/${SLUG}/next-step`).length;
    expect(nextStepReads()).toBe(1);
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/contribution-breakdown/);
    await waitFor(() => expect(nextStepReads()).toBe(2));
    expect(platform.queryClient.getQueryData(investNextStepKeys.bySlug(SLUG))).toEqual(nextStep());
  });

  it('says so when there are not enough tokens left', async () => {
    answers({ order: { status: 409, data: { error: 'not_enough_tokens', hide_error: false } } });
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '90');
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are not enough tokens left for this amount.');
    expect(screen.getByRole('textbox', { name: /Number of tokens/ })).toHaveValue('90');
  });

  it('says the round is private when the whitelist does not list the investor', async () => {
    answers({ order: { status: 403, data: { error: 'not_whitelisted', hide_error: false } } });
    const user = userEvent.setup();
    renderInvest();
    await user.type(await screen.findByRole('textbox', { name: /Number of tokens/ }), '20');
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This round is private: only investors invited by the issuer may take part.');
    expect(screen.getByRole('textbox', { name: /Number of tokens/ })).toHaveValue('20');
  });

  it('offers the available balance when the tenant allows it, and converts a declared interest', async () => {
    setTenant(platform, { extras: { ...customizationDefaults.extras, payWithBalance: true } });
    answers({ next: nextStep({ kind: 'invest', route: 'invest', investment: { id: INVESTMENT_ID, status: 'RESERVED' } }) });
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderInvest();
    expect(await screen.findByText(/You declared interest in 40 tokens/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Number of tokens/ })).toHaveValue('40');
    const balance = screen.getByRole('group', { name: 'Available balance' });
    await user.click(within(balance).getByRole('checkbox', { name: /Pay with my available balance first/ }));
    await tickRisks(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/contribution-breakdown/);
    expect(post.mock.calls[0]?.[1]).toEqual({ tokens: '40', risk_loss_acknowledged: true, risk_liquidity_acknowledged: true, use_balance: true, interest_id: INVESTMENT_ID });
  });

  it('sends an investor with an order under way back to it', async () => {
    answers({ next: nextStep({ kind: 'invest', route: 'method-payment', investment: { id: INVESTMENT_ID, status: 'CREATED' } }) });
    renderInvest();
    expect(await screen.findByRole('link', { name: 'Continue my order' })).toHaveAttribute('href', `/invest/${SLUG}/method-payment?investment=${INVESTMENT_ID}`);
  });
});
