import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults, type PaymentMethod } from 'shared';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { breakdown, INSTRUCTIONS, INVESTMENT_ID, investmentAnswer, paymentState, SLUG, startPaymentAnswer } from 'shared/invest/testing';
import MethodPaymentScreen from './method-payment.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set. */
function answers({ choose = { status: 200, data: { data: paymentState() } } }: { choose?: Reply } = {}) {
  server.use(...investApi({ investment: investmentAnswer() }));
  answer('GET', `/investments/${INVESTMENT_ID}/breakdown`, (request) => {
    const method = new URL(request.url).searchParams.get('method') as PaymentMethod;
    const card = method === 'card_provider' || method === 'card_terminal';
    return { status: 200, data: { data: breakdown(card ? { method, fee: '22.50', fee_kind: 'percentage', fee_rate: '1.5', total: '1522.50' } : { method, fee: '2.00', fee_kind: 'amount', fee_rate: '2.00', total: '1502.00' }) } };
  });
  answer('POST', `/investments/${INVESTMENT_ID}/payment-method`, choose);
  answer('POST', `/investments/${INVESTMENT_ID}/payments`, {
    status: 200,
    data: { data: startPaymentAnswer({ kind: 'instructions', instructions: INSTRUCTIONS, investment: investmentAnswer({ status: 'IN_UPLOAD_PROOF_OF_PAYMENT' }) }) },
  });
}

function renderMethods() {
  renderScreen(<MethodPaymentScreen />, { platform, path: `/invest/${SLUG}/method-payment?investment=${INVESTMENT_ID}`, route: '/invest/:slug/method-payment' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform, { extras: { ...customizationDefaults.extras, investmentFee: true } });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the payment method step', () => {
  it('lists the methods the tenant offers, each saying what it is, how long it takes, its fee and its total', async () => {
    answers();
    renderMethods();
    const group = await screen.findByRole('group', { name: 'How do you want to pay?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Bank transfer\s*A SEPA transfer .* 1 to 3 business days.*Fee 2\.00\s€\s*Total to pay\s*1,502\.00\s€$/ })).toBeInTheDocument();
    // A wire says how it differs from a transfer: international, slower, the bank's own fees.
    expect(screen.getByRole('radio', { name: /^Bank wire\s*An international \(SWIFT\) transfer.*2 to 5 business days.*Fee 2\.00\s€/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Card\s*A debit or credit card.*Confirmed in seconds\.\s*Fee 1\.5\s?% \(22\.50\s€\)\s*Total to pay\s*1,522\.50\s€$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Bizum/ })).toBeInTheDocument();
  });

  it('asks for a method before going on', async () => {
    answers();
    const user = userEvent.setup();
    renderMethods();
    await user.click(await screen.findByRole('button', { name: 'Continue to the contract' }));
    expect(screen.getByRole('group', { name: 'How do you want to pay?' })).toHaveAccessibleDescription('This field cannot be blank');
  });

  it('saves the method and goes to the contract, which states it, before any payment starts', async () => {
    answers();
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderMethods();
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to the contract' }));
    expect(await screen.findByText(`/invest/${SLUG}/sign?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/payment-method`, { method: 'bank_transfer' }, expect.anything());
    expect(requests.some((request) => request.url.endsWith('/payments'))).toBe(false);
  });

  describe('when the tenant hides signing', () => {
    const hideSigning = () => setTenant(platform, { extras: { ...customizationDefaults.extras, investmentFee: true }, hide: { ...customizationDefaults.hide, signInvestment: true } });

    it('saves a transfer, asks for its details and goes to them', async () => {
      answers();
      hideSigning();
      const post = jest.spyOn(platform.http, 'post');
      const user = userEvent.setup();
      renderMethods();
      await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByText(`/invest/${SLUG}/payment-bankwire?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/payments`, { method: 'bank_transfer', lang: 'en' }, expect.anything());
    });

    it('sends a card payment to the page that explains the redirect', async () => {
      answers({ choose: { status: 200, data: { data: paymentState({ method: 'card_provider' }) } } });
      hideSigning();
      const user = userEvent.setup();
      renderMethods();
      await user.click(await screen.findByRole('radio', { name: /^Card\s*A debit/ }));
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByText(`/invest/${SLUG}/payment-creditcard?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
      expect(requests.some((request) => request.url.endsWith('/payments'))).toBe(false);
    });

    it('goes straight to the success page when the balance paid everything', async () => {
      answers({ choose: { status: 200, data: { data: paymentState({ status: 'CHARGED', method: 'balance', total: '0.00' }) } } });
      hideSigning();
      const user = userEvent.setup();
      renderMethods();
      await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByText(`/invest/${SLUG}/payment-success?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    });
  });

  it('says so when the order can no longer change its method', async () => {
    answers({ choose: { status: 409, data: { error: 'investment_transition_not_allowed', hide_error: false } } });
    const user = userEvent.setup();
    renderMethods();
    await user.click(await screen.findByRole('radio', { name: /Bizum/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to the contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer change its payment method.');
  });
});
