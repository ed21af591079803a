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
  server.use(...investApi({ investment: investmentAnswer({ status: 'METHOD_PAYMENT', payment_method: state.method }), payment: state, paymentCard }));
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

describe('paying in stablecoin from the verified wallet', () => {
  const SENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  const RECEIVING = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
  const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
  const crypto = {
    chain_id: 31337,
    token_address: TOKEN,
    token_symbol: 'tEUR',
    token_decimals: 6,
    amount_units: '1522500000',
    amount: '1522.50',
    receiving_address: RECEIVING,
    sender_address: SENDER,
    confirmations: 2,
  };
  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('shows the exact amount with its coin, where to, from which wallet and the chain', async () => {
    answers({ state: paymentState({ status: 'CREDIT_CARD', method: 'crypto_wallet', total: '1522.50', crypto: { instructions: crypto, transfer: null } }) });
    renderCard();
    expect(await screen.findByText('1522.50 tEUR')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay from your crypto wallet' })).toBeInTheDocument();
    expect(screen.getByText(RECEIVING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy Receiving address/i })).toBeInTheDocument();
    expect(screen.getByText('Chain ID 31337')).toBeInTheDocument();
    expect(screen.getByText(/Once it arrives, it needs 2 confirmations before your order is paid/)).toBeInTheDocument();
    expect(screen.getByText(/No wallet was found in this browser/)).toBeInTheDocument();
  });

  it("sends the ERC-20 transfer of the exact amount from the browser wallet's verified account", async () => {
    answers({ state: paymentState({ status: 'CREDIT_CARD', method: 'crypto_wallet', crypto: { instructions: crypto, transfer: null } }) });
    const calls: { method: string; params?: readonly unknown[] }[] = [];
    (window as { ethereum?: unknown }).ethereum = {
      request: async (call: { method: string; params?: readonly unknown[] }) => {
        calls.push(call);
        if (call.method === 'eth_requestAccounts') return ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'];
        if (call.method === 'eth_chainId') return '0x1';
        if (call.method === 'eth_sendTransaction') return '0xabc';
        return null;
      },
    };
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Pay from my wallet' }));
    expect(await screen.findByText(/Your wallet sent the transaction 0xabc/)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction']);
    expect(calls[2]?.params).toEqual([{ chainId: '0x7a69' }]);
    // transfer(address,uint256): the selector, the receiving address and 1522500000 (0x5ac04ea0), each in 32 bytes.
    expect(calls[3]?.params).toEqual([
      { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: TOKEN, data: `0xa9059cbb${RECEIVING.slice(2).padStart(64, '0')}${(1522500000).toString(16).padStart(64, '0')}` },
    ]);
  });

  it('refuses to send from another account than the verified wallet', async () => {
    answers({ state: paymentState({ status: 'CREDIT_CARD', method: 'crypto_wallet', crypto: { instructions: crypto, transfer: null } }) });
    (window as { ethereum?: unknown }).ethereum = { request: async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? ['0x0000000000000000000000000000000000000001'] : null) };
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Pay from my wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Your browser wallet is not on your verified wallet ${SENDER}`);
  });

  it('waits for the confirmations of the transfer the API saw', async () => {
    answers({ state: paymentState({ status: 'CREDIT_CARD', method: 'crypto_wallet', crypto: { instructions: crypto, transfer: { tx_hash: '0xfeed', confirmations: 1 } } }) });
    renderCard();
    expect(await screen.findByText('Transfer received in transaction 0xfeed: waiting for 2 confirmations (1 of 2 so far).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay from my wallet' })).not.toBeInTheDocument();
  });

  it('says a verified wallet is needed, with the way to the account', async () => {
    answers({ state: paymentState({ method: 'crypto_wallet' }), start: { status: 409, data: { error: 'crypto_wallet_unverified', hide_error: false } } });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'See how to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('you have none yet');
    expect(screen.getByRole('link', { name: 'Verify a wallet in your account' })).toBeInTheDocument();
  });
});
