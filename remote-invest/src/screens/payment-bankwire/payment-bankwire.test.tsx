import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults } from 'shared';
import { answer, type Reply, recordForms } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INSTRUCTIONS, INVESTMENT_ID, investmentAnswer, paymentState, SLUG } from 'shared/invest/testing';
import PaymentBankwireScreen from './payment-bankwire.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set: an order waiting for its transfer's proof. */
function answers({ state = paymentState({ status: 'IN_UPLOAD_PROOF_OF_PAYMENT', instructions: INSTRUCTIONS }), upload }: { state?: ReturnType<typeof paymentState>; upload?: Reply } = {}) {
  server.use(
    ...investApi({
      investment: investmentAnswer({ status: 'IN_UPLOAD_PROOF_OF_PAYMENT', payment_method: 'bank_transfer' }),
      payment: state,
    }),
  );
  answer(
    'POST',
    `/investments/${INVESTMENT_ID}/proof-of-payment`,
    upload ?? { status: 200, data: { data: paymentState({ status: 'PROOF_OF_PAYMENT_UPLOADED', instructions: INSTRUCTIONS, proof_of_payment: { name: 'receipt.pdf', uploaded_at: '2026-11-20T11:00:00.000Z' } }) } },
  );
}

function renderBankwire() {
  renderScreen(<PaymentBankwireScreen />, { platform, path: `/invest/${SLUG}/payment-bankwire?investment=${INVESTMENT_ID}`, route: '/invest/:slug/payment-bankwire' });
}

const pdf = () => new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });

beforeEach(() => {
  platform = createTestPlatform();
  recordForms(platform);
  requests = recordRequests();
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue({ value: customizationDefaults, expiresAt: Number.MAX_SAFE_INTEGER });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('paying by bank transfer', () => {
  it("shows the tenant's IBAN, the beneficiary, the reference and the amount, and copies the IBAN", async () => {
    answers();
    const user = userEvent.setup();
    renderBankwire();
    expect(await screen.findByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(screen.getByText('Demo Invest SL')).toBeInTheDocument();
    expect(screen.getByText('INV-7D1E-0001')).toBeInTheDocument();
    expect(screen.getByText(/^1,502\.00\s€$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('ES9121000418450200051332');
    expect(screen.getByText('IBAN copied')).toBeInTheDocument();
  });

  it('requires the proof of payment', async () => {
    answers();
    const user = userEvent.setup();
    renderBankwire();
    await user.click(await screen.findByRole('button', { name: 'Send proof of payment' }));
    expect(await screen.findByText('Upload the proof of payment')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a file that is not a PDF, PNG or JPEG before sending it', async () => {
    answers();
    const user = userEvent.setup({ applyAccept: false });
    renderBankwire();
    await user.upload(await screen.findByLabelText(/Proof of payment file/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    // The drop zone refuses it at once, naming the types it takes.
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted. Choose a file of one of these types: PDF, PNG, JPEG, JPG');
    await user.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('uploads the proof, says "proof of payment saved" and goes on', async () => {
    answers();
    const toasts: string[] = [];
    const subscription = platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast.messageKey));
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderBankwire();
    await user.upload(await screen.findByLabelText(/Proof of payment file/), pdf());
    await user.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(await screen.findByText(`/invest/${SLUG}/payment-success?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    expect(toasts).toEqual(['invest:bankwire.saved']);
    expect(platform.i18n.t('invest:bankwire.saved')).toBe('Proof of payment saved');
    const body = post.mock.calls[0]?.[1] as FormData;
    expect((body?.get('file') as File).name).toBe('receipt.pdf');
    subscription.unsubscribe();
  });

  it("shows the API's refusal of the file's content next to the file", async () => {
    answers({ upload: { status: 400, data: { error: 'validation_error', hide_error: false, fields: { file: { key: 'validator.form_field_invalid' } } } } });
    const user = userEvent.setup();
    renderBankwire();
    await user.upload(await screen.findByLabelText(/Proof of payment file/), pdf());
    await user.click(screen.getByRole('button', { name: 'Send proof of payment' }));
    expect(await screen.findByText('This field is not valid')).toBeInTheDocument();
  });

  it('shows the proof already sent instead of asking again', async () => {
    answers({ state: paymentState({ status: 'PROOF_OF_PAYMENT_UPLOADED', instructions: INSTRUCTIONS, proof_of_payment: { name: 'receipt.pdf', uploaded_at: '2026-11-20T11:00:00.000Z' } }) });
    renderBankwire();
    expect(await screen.findByText('Your proof of payment was sent')).toBeInTheDocument();
    expect(screen.getByText(/receipt\.pdf, sent on/)).toBeInTheDocument();
  });
});
