import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults, type PaymentCard } from 'shared';
import { answer, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { paidOrderOf, sendBrowserTo } from '../order/browser';
import { INVESTMENT_ID, investmentAnswer, paymentState, SLUG, startPaymentAnswer } from 'shared/invest/testing';
import PaymentCreditcardScreen from './payment-creditcard.screen';

// Leaving for the provider's page is a real page load, which jsdom cannot do.
jest.mock('../order/browser', () => ({ ...jest.requireActual('../order/browser'), sendBrowserTo: jest.fn() }));

const HOSTED = 'http://localhost:8031/api/v2/pfp/payments/sandbox/checkout/sess_123';
let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set: an order to pay by card, 1,522.50 with its fee. */
function answers({
  state = paymentState({ method: 'card_provider', fee: '22.50', total: '1522.50' }),
  start,
  paymentCard = { available: false, card: null },
}: { state?: ReturnType<typeof paymentState>; start?: Reply; paymentCard?: PaymentCard } = {}) {
  server.use(...investApi({ investment: investmentAnswer({ status: 'METHOD_PAYMENT', payment_method: 'card_provider' }), payment: state, paymentCard }));
  answer(
    'POST',
    `/investments/${INVESTMENT_ID}/payments`,
    start ?? { status: 200, data: { data: startPaymentAnswer({ kind: 'redirect', redirect_url: HOSTED, session_id: 'sess_123', investment: investmentAnswer({ status: 'CREDIT_CARD' }) }) } },
  );
}

function renderCard() {
  renderScreen(<PaymentCreditcardScreen />, { platform, path: `/invest/${SLUG}/payment-creditcard?investment=${INVESTMENT_ID}`, route: '/invest/:slug/payment-creditcard' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  sessionStorage.clear();
  jest.mocked(sendBrowserTo).mockClear();
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue({ value: customizationDefaults, expiresAt: Number.MAX_SAFE_INTEGER });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("paying on the provider's hosted page", () => {
  it('explains the redirect and what is charged before leaving', async () => {
    answers();
    renderCard();
    expect(await screen.findByText(/takes you to the payment provider's secure page to pay 1,522\.50\s€ with Card/)).toBeInTheDocument();
    expect(screen.getByText(/brings you back here/)).toBeInTheDocument();
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });

  it("starts the payment and sends the browser to the provider's page, remembering the order for the return", async () => {
    answers();
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(sendBrowserTo).toHaveBeenCalledWith(HOSTED);
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/payments`, { method: 'card_provider', return_origin: 'http://localhost', lang: 'en' }, expect.anything());
    expect(paidOrderOf(SLUG)).toBe(INVESTMENT_ID);
  });

  it('goes back to a hosted page still open instead of starting another payment', async () => {
    answers({ state: paymentState({ status: 'CREDIT_CARD', method: 'bizum', redirect_url: HOSTED }) });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(sendBrowserTo).toHaveBeenCalledWith(HOSTED);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('never follows an address that is not a web page', async () => {
    answers({ start: { status: 200, data: { data: startPaymentAnswer({ kind: 'redirect', redirect_url: 'javascript:alert(1)', session_id: 's', investment: investmentAnswer() }) } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be started.');
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });

  it('asks to choose the method again when it changed meanwhile', async () => {
    answers({ start: { status: 409, data: { error: 'payment_method_mismatch', hide_error: false } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment method changed in the meantime: choose it again.');
  });

  it("says the method is not available when the tenant's provider is not set up, and stays", async () => {
    answers({ start: { status: 409, data: { error: 'payment_provider_not_configured', hide_error: false } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available right now. Nothing was charged: choose another method.');
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });

  it('sends the investor to sign first when the contract is not signed yet', async () => {
    answers({ start: { status: 409, data: { error: 'contract_not_signed', hide_error: false } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign the contract first: the payment starts once it is signed.');
    expect(within(alert).getByRole('link', { name: 'Sign the contract' })).toHaveAttribute('href', `/invest/${SLUG}/sign?investment=${INVESTMENT_ID}`);
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });
});

describe('a saved card, when the provider keeps cards', () => {
  const SAVED: PaymentCard = { available: true, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } };
  const charging = { status: 200, data: { data: startPaymentAnswer({ kind: 'charging', investment: investmentAnswer({ status: 'CARD_REGISTRATION_UPDATED' }) }) } };

  it('offers the saved card first and charges it without leaving the page', async () => {
    answers({ paymentCard: SAVED, start: charging });
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderCard();
    const group = await screen.findByRole('group', { name: 'Your card' });
    expect(within(group).getByRole('radio', { name: 'Pay with my saved card VISA ••4242 (expires 12/34)' })).toBeChecked();
    expect(screen.getByText(/Your saved card ending in 4242 is charged 1,522\.50\s€ now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay 1,522\.50\s€ with my saved card/ }));
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/payments`, { method: 'card_provider', return_origin: 'http://localhost', lang: 'en', card: 'saved' }, expect.anything());
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });

  it('saves a new card on the provider\'s page when chosen with the keyboard', async () => {
    answers({ paymentCard: { available: true, card: null } });
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderCard();
    const once = await screen.findByRole('radio', { name: 'Pay once, without saving the card' });
    expect(once).toBeChecked();
    once.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Save my card for later payments, and pay with it now' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Go to the payment page' }));
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/payments`, expect.objectContaining({ card: 'register' }), expect.anything());
    expect(sendBrowserTo).toHaveBeenCalledWith(HOSTED);
  });

  it('removes the saved card and says so', async () => {
    answers({ paymentCard: SAVED });
    answer('DELETE', '/payment-card', { status: 200, data: { data: { available: true, card: null } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove the card ending in 4242' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your saved card was removed. It will not be charged again.');
    expect(screen.queryByRole('radio', { name: /saved card VISA/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay once, without saving the card' })).toBeChecked();
  });

  it('says plainly when the platform cannot take cards right now', async () => {
    answers({ paymentCard: { available: true, card: null }, start: { status: 409, data: { error: 'payment_provider_not_configured', hide_error: false } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Go to the payment page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available right now.');
  });
});
