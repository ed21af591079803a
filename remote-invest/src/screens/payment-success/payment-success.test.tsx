import { screen } from '@testing-library/react';
import type { Platform } from 'host/platform';
import { createTestPlatform, renderScreen, server } from 'host/testing';
import { customizationDefaults, type NextStep } from 'shared';
import { answer, setTenant } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { rememberPaidOrder } from '../order/browser';
import { INVESTMENT_ID, investmentAnswer, nextStep, paymentState, SLUG } from 'shared/invest/testing';
import PaymentSuccessScreen from './payment-success.screen';

let platform: Platform;

/** The one place the API's answers are set; `states` answer the payment one call after another. */
function answers({ states, next = nextStep() }: { states: ReturnType<typeof paymentState>[]; next?: NextStep }) {
  let call = 0;
  server.use(...investApi({ next, investment: investmentAnswer({ status: 'CHARGED' }) }));
  answer('GET', `/investments/${INVESTMENT_ID}/payment`, () => ({ status: 200, data: { data: states[Math.min(call++, states.length - 1)] } }));
}

function renderSuccess(path = `/invest/${SLUG}/payment-success?investment=${INVESTMENT_ID}`) {
  renderScreen(<PaymentSuccessScreen />, { platform, path, route: '/invest/:slug/payment-success' });
}

beforeEach(() => {
  platform = createTestPlatform();
  sessionStorage.clear();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the payment success page', () => {
  it('confirms the payment and leads to the signature', async () => {
    answers({ states: [paymentState({ status: 'CHARGED', method: 'card_provider' })] });
    renderSuccess();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment of 1,502\.00\s€ is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign the contract' })).toHaveAttribute('href', `/invest/${SLUG}/sign?investment=${INVESTMENT_ID}`);
  });

  it('goes to the congratulations when the tenant hides signing', async () => {
    setTenant(platform, { hide: { ...customizationDefaults.hide, signInvestment: true } });
    answers({ states: [paymentState({ status: 'CHARGED' })] });
    renderSuccess();
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/invest/${SLUG}/congratulations?investment=${INVESTMENT_ID}`);
    expect(screen.getByRole('navigation', { name: 'Steps of your order' })).not.toHaveTextContent('Signature');
  });

  it("waits for the provider's confirmation when the browser comes back first, finding the order it sent there", async () => {
    rememberPaidOrder(SLUG, INVESTMENT_ID);
    answers({ states: [paymentState({ status: 'CREDIT_CARD', method: 'card_provider' }), paymentState({ status: 'CHARGED', method: 'card_provider' })] });
    renderSuccess(`/invest/${SLUG}/payment-success`);
    expect(await screen.findByText('Confirming your payment with the provider…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a refused payment to the error page with its reason', async () => {
    answers({ states: [paymentState({ status: 'PAYMENT_ERROR', method: 'card_provider', last_error: 'payment_error' })] });
    renderSuccess();
    expect(await screen.findByText(`/invest/${SLUG}/payment-error?investment=${INVESTMENT_ID}&reason=payment_error`)).toBeInTheDocument();
  });

  it('tells a transfer payer their proof is in and the payment is confirmed when it arrives', async () => {
    answers({ states: [paymentState({ status: 'PROOF_OF_PAYMENT_UPLOADED' })] });
    renderSuccess();
    expect(await screen.findByRole('heading', { name: 'Proof of payment received' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my investments' })).toHaveAttribute('href', '/user/investments');
  });
});
