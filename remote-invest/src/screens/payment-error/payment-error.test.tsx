import { act, screen } from '@testing-library/react';
import type { Platform } from 'host/platform';
import { createTestPlatform, renderScreen, server } from 'host/testing';
import { customizationDefaults, type PaymentErrorKey } from 'shared';

import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INVESTMENT_ID, investmentAnswer, nextStep, paymentState, SLUG } from 'shared/invest/testing';
import PaymentErrorScreen from './payment-error.screen';

let platform: Platform;

/** The one place the API's answers are set: the provider refused the last attempt. */
function answers(lastError: PaymentErrorKey = 'payment_verification_error') {
  server.use(
    ...investApi({
      next: nextStep({ kind: 'invest', route: 'payment-error', investment: { id: INVESTMENT_ID, status: 'PAYMENT_ERROR' } }),
      investment: investmentAnswer({ status: 'PAYMENT_ERROR' }),
      payment: paymentState({ status: 'PAYMENT_ERROR', method: 'card_provider', last_error: lastError }),
    }),
  );
}

function renderError(query: string) {
  renderScreen(<PaymentErrorScreen />, { platform, path: `/invest/${SLUG}/payment-error${query}`, route: '/invest/:slug/payment-error' });
}

beforeEach(() => {
  platform = createTestPlatform();
  sessionStorage.clear();
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue({ value: customizationDefaults, expiresAt: Number.MAX_SAFE_INTEGER });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the payment error page', () => {
  it.each([
    ['payment_error', 'Payment error'],
    ['payment_verification_error', 'Error verifying payment'],
    ['payment_failed', 'Payment process failed, try again'],
  ])('says %s in the words of the spec', async (reason, words) => {
    answers();
    renderError(`?investment=${INVESTMENT_ID}&reason=${reason}`);
    expect(await screen.findByRole('heading', { level: 1, name: words })).toHaveFocus();
  });

  it("reads the reason from the payment when the provider's address has none, and retries with the method choice", async () => {
    answers('payment_verification_error');
    renderError('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error verifying payment' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/invest/${SLUG}/method-payment?investment=${INVESTMENT_ID}`);
  });

  it('speaks Spanish', async () => {
    await act(() => platform.i18n.changeLanguage('es'));
    answers();
    renderError(`?investment=${INVESTMENT_ID}&reason=payment_failed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'El proceso de pago ha fallado, inténtalo de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
