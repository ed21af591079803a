import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Platform } from 'host/platform';
import { createTestPlatform, renderScreen } from 'host/testing';
import type { AppEventMap, PaymentSettingsAnswer } from 'shared';
// Registers the manager's words, as loading the remote does in the page.
import '../../routes';
import PaymentSettingsScreen from './payment-settings.screen';

const SAVED: PaymentSettingsAnswer = {
  settings: {
    iban: 'ES9121000418450200051332',
    bic: 'CAIXESBBXXX',
    beneficiary: 'Demo Invest SL',
    bank_transfer_fee: '1.50',
    card_fee_percent: '1.5',
    method_providers: { card_terminal: 'redsys' },
  },
  adapters: { card_provider: ['sandbox', 'stripe'], card_terminal: ['sandbox', 'redsys'], bizum: ['sandbox', 'redsys'], crypto_wallet: ['sandbox'] },
};

/** The API of these settings: what it holds, the bodies PUT to it, and how a PUT answers. */
function settingsApi({ put = 'ok' }: { put?: 'ok' | 'fails' } = {}) {
  let held = SAVED;
  const sent: unknown[] = [];
  const handlers = [
    http.get('*/manager/payment-settings', () => HttpResponse.json({ data: held })),
    http.put('*/manager/payment-settings', async ({ request }) => {
      const body = (await request.json()) as PaymentSettingsAnswer['settings'];
      sent.push(body);
      if (put === 'fails') return HttpResponse.json({ error: 'error_default', hide_error: false }, { status: 500 });
      held = { ...held, settings: { ...held.settings, ...body } };
      return HttpResponse.json({ data: held });
    }),
  ];
  return { handlers, sent };
}

function open({ api = settingsApi(), language = 'en' }: { api?: ReturnType<typeof settingsApi>; language?: 'en' | 'es' } = {}) {
  const platform: Platform = createTestPlatform({ language });
  const toasts: AppEventMap['toast.requested'][] = [];
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  renderScreen(<PaymentSettingsScreen />, { path: '/manager/payment-settings', platform, handlers: api.handlers });
  return { toasts };
}

describe('/manager/payment-settings', () => {
  it("loads the tenant's account, fees and the provider of each method", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^IBAN/)).toHaveValue('ES9121000418450200051332');
    expect(screen.getByLabelText(/^Beneficiary/)).toHaveValue('Demo Invest SL');
    expect(screen.getByLabelText(/^Fee per bank transfer/)).toHaveValue('1.50');
    expect(screen.getByLabelText(/^Fee per card, Bizum or wallet payment/)).toHaveValue('1.5');
    expect(screen.getByLabelText(/^Card terminal \(TPV\)/)).toHaveValue('redsys');
    expect(screen.getByLabelText(/^Bizum/)).toHaveValue('');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says the API could not be reached while loading', async () => {
    renderScreen(<PaymentSettingsScreen />, {
      path: '/manager/payment-settings',
      handlers: [http.get('*/manager/payment-settings', () => HttpResponse.json({ error: 'error_default', hide_error: false }, { status: 500 }))],
    });
    expect(await screen.findByText('The payment settings could not be loaded', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it.each([
    ['en', /^IBAN/, 'Save', 'The IBAN is incorrect'],
    ['es', /^IBAN/, 'Guardar', 'El IBAN es incorrecto'],
  ] as const)('refuses an IBAN whose control digits are wrong, in %s, and sends nothing', async (language, label, save, message) => {
    const api = settingsApi();
    open({ api, language });
    const user = userEvent.setup();
    const iban = await screen.findByLabelText(label);
    await user.clear(iban);
    // The demo IBAN with its check digits changed.
    await user.type(iban, 'ES9221000418450200051332');
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it('saves the changed fee and says so', async () => {
    const api = settingsApi();
    const { toasts } = open({ api });
    const user = userEvent.setup();
    const fee = await screen.findByLabelText(/^Fee per bank transfer/);
    await user.clear(fee);
    await user.type(fee, '2.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', messageKey: 'manager:payment_settings.saved' }]));
    expect(api.sent).toEqual([expect.objectContaining({ iban: 'ES9121000418450200051332', bank_transfer_fee: '2.25', card_fee_percent: '1.5', method_providers: { card_terminal: 'redsys' } })]);
    // The saved answer is the form's new start: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(fee).toHaveValue('2.25');
  });

  it('keeps what was typed when saving fails, and says to try again', async () => {
    const api = settingsApi({ put: 'fails' });
    const { toasts } = open({ api });
    const user = userEvent.setup();
    const beneficiary = await screen.findByLabelText(/^Beneficiary/);
    await user.clear(beneficiary);
    await user.type(beneficiary, 'Demo Invest Holding SL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment settings could not be saved. Try again.');
    expect(beneficiary).toHaveValue('Demo Invest Holding SL');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toasts).toEqual([]);
    expect(api.sent).toHaveLength(1);
  });
});
