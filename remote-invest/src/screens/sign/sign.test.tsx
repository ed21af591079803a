import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { signatureSchema, type InvestmentAnswer, type InvestmentStatus } from 'shared';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INVESTMENT_ID, investmentAnswer, SLUG } from 'shared/invest/testing';
import SignScreen from './sign.screen';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let platform: Platform;
let requests: RecordedRequest[];
let drawing: { fillText: jest.Mock; stroke: jest.Mock; clearRect: jest.Mock };

const CONTRACT_BLOCKS = [
  { kind: 'title', text: 'Contrato de inversión / Investment contract' },
  { kind: 'heading', text: '3. Importes / Amounts' },
  { kind: 'row', label: 'Total a pagar / Total to pay', value: '101.50 EUR' },
  { kind: 'row', label: 'Medio de pago / Payment method', value: 'Transferencia bancaria / Bank transfer' },
  { kind: 'text', text: 'Capital loss: you may lose all or part of the money invested.' },
];

/**
 * The one place the API's answers are set: an order whose method is chosen (invest, sign, pay),
 * its contract (text and PDF), the signature and the start of a transfer's payment.
 */
function answers({
  status = 'METHOD_PAYMENT',
  method = 'bank_transfer',
  signed = false,
  signedStatus = status,
  sign,
}: { status?: InvestmentStatus; method?: InvestmentAnswer['payment_method']; signed?: boolean; signedStatus?: InvestmentStatus; sign?: Reply } = {}) {
  server.use(...investApi({ investment: investmentAnswer({ status, payment_method: method }) }));
  answer('GET', `/investments/${INVESTMENT_ID}/contract/text`, {
    status: 200,
    data: { data: { investment_id: INVESTMENT_ID, blocks: CONTRACT_BLOCKS, document_sha256: 'a'.repeat(64), signed } },
  });
  answer('GET', `/investments/${INVESTMENT_ID}/contract`, { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
  answer('POST', `/investments/${INVESTMENT_ID}/payments`, {
    status: 200,
    data: {
      data: {
        kind: 'instructions',
        instructions: { iban: 'ES9121000418450200051332', beneficiary: 'Demo Platform SL', reference: 'DEMO-1', amount: '101.50', currency: 'EUR' },
        investment: investmentAnswer({ status: 'IN_UPLOAD_PROOF_OF_PAYMENT', payment_method: method }),
      },
    },
  });
  answer(
    'POST',
    `/investments/${INVESTMENT_ID}/signature`,
    sign ?? {
      status: 200,
      data: {
        data: v.parse(signatureSchema, {
          investment_id: INVESTMENT_ID,
          status: signedStatus,
          evidence: {
            signer_id: 'u1',
            typed_name: 'Ana Ruiz',
            signed_at: '2026-11-20T12:00:00.000Z',
            ip: null,
            user_agent: null,
            document_sha256: 'a'.repeat(64),
            signed_document_sha256: 'b'.repeat(64),
            provider: 'sandbox',
          },
          signed_contract_url: `/investments/${INVESTMENT_ID}/signed-contract`,
        }),
      },
    },
  );
}

function renderSign() {
  renderScreen(<SignScreen />, { platform, path: `/invest/${SLUG}/sign?investment=${INVESTMENT_ID}`, route: '/invest/:slug/sign' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
  // jsdom has neither a canvas nor object URLs: stand-ins record what the page draws.
  drawing = { fillText: jest.fn(), stroke: jest.fn(), clearRect: jest.fn() };
  const context = { ...drawing, beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), arc: jest.fn(), fill: jest.fn() };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  URL.createObjectURL = jest.fn(() => 'blob:contract');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('signing the contract', () => {
  it('shows the contract as text in the page, before paying, with a download link for its PDF', async () => {
    answers();
    renderSign();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your contract' })).toHaveFocus();
    const contract = await screen.findByRole('region', { name: 'Contract text' });
    expect(contract).toHaveTextContent('Total a pagar / Total to pay: 101.50 EUR');
    expect(contract).toHaveTextContent('Capital loss: you may lose all or part of the money invested.');
    expect(within(contract).getByRole('heading', { name: '3. Importes / Amounts' })).toBeInTheDocument();
    // The page's Content-Security-Policy (object-src 'none') would show an embedded PDF as a blank box.
    expect(document.querySelector('object, embed, iframe')).toBeNull();
    const link = await screen.findByRole('link', { name: /Download the contract/ });
    expect(link).toHaveAttribute('download', 'contract-solar-park-almeria.pdf');
    expect(link).toHaveAttribute('href', 'blob:contract');
    expect(screen.getByRole('button', { name: 'Sign and continue to payment' })).toBeInTheDocument();
  });

  it('asks for the name, the signature and the consent', async () => {
    answers();
    const user = userEvent.setup();
    renderSign();
    await user.click(await screen.findByRole('button', { name: 'Sign and continue to payment' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(/cannot be blank/);
    expect(screen.getByRole('group', { name: 'Drawn signature' })).toHaveAccessibleDescription(/Draw your signature in the box, or use “Sign with my typed name”\.$/);
    expect(screen.getByRole('checkbox', { name: /agree to sign it electronically/ })).toHaveAccessibleDescription('Accept signing the contract electronically');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lets a keyboard user sign with the typed name, then starts the transfer and goes to its details', async () => {
    answers();
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderSign();
    expect(await screen.findByText(/If you cannot draw \(keyboard, screen reader\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign with my typed name' }));
    expect(screen.getByText('Type your full name first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Ruiz');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign with my typed name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(drawing.fillText).toHaveBeenCalledWith('Ana Ruiz', expect.any(Number), expect.any(Number), expect.any(Number));
    expect(screen.getByRole('img', { name: 'Signature box, signed' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    expect(await screen.findByText(`/invest/${SLUG}/payment-bankwire?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/signature`, { typed_name: 'Ana Ruiz', drawn_signature: PNG, consent: true }, expect.anything());
    expect(post.mock.calls.map(([url]) => url)).toEqual([`/investments/${INVESTMENT_ID}/signature`, `/investments/${INVESTMENT_ID}/payments`]);
  });

  it('takes a drawn signature and clears it', async () => {
    answers();
    const user = userEvent.setup();
    renderSign();
    const pad = await screen.findByRole('img', { name: 'Signature box, empty' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(drawing.stroke).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Signature box, signed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('img', { name: 'Signature box, empty' })).toBeInTheDocument();
  });

  it('says so when the API refuses the signature, keeping what was typed', async () => {
    answers({ sign: { status: 409, data: { error: 'investment_transition_not_allowed', hide_error: false } } });
    const user = userEvent.setup();
    renderSign();
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Sign with my typed name' }));
    await user.click(screen.getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be signed now.');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ana Ruiz');
  });

  it('goes on to the hosted payment page after signing, which starts it after telling about the redirect', async () => {
    answers({ method: 'card_provider' });
    const post = jest.spyOn(platform.http, 'post');
    const user = userEvent.setup();
    renderSign();
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Sign with my typed name' }));
    await user.click(screen.getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    expect(await screen.findByText(`/invest/${SLUG}/payment-creditcard?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    expect(post.mock.calls.map(([url]) => url)).toEqual([`/investments/${INVESTMENT_ID}/signature`]);
  });

  it('signs an order paid before signing came first, and goes to the congratulations', async () => {
    answers({ status: 'CHARGED', signedStatus: 'SIGNED' });
    const user = userEvent.setup();
    renderSign();
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Sign with my typed name' }));
    await user.click(screen.getByRole('checkbox', { name: /agree to sign it electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText(`/invest/${SLUG}/congratulations?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
  });

  it('offers the payment, not a second signature, once this contract is signed', async () => {
    answers({ signed: true });
    const user = userEvent.setup();
    renderSign();
    expect(await screen.findByRole('heading', { name: 'You have signed this contract' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contract text' })).toHaveTextContent('101.50 EUR');
    expect(screen.queryByRole('textbox', { name: /Full name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(`/invest/${SLUG}/payment-bankwire?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
  });

  it('asks for the payment method first: the contract states it', async () => {
    answers({ status: 'CREATED', method: null });
    renderSign();
    expect(await screen.findByText('Choose how to pay first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a payment method' })).toHaveAttribute('href', `/invest/${SLUG}/method-payment?investment=${INVESTMENT_ID}`);
    expect(requests.some((request) => request.url.includes('/contract'))).toBe(false);
  });

  it('does not ask to sign while the payment is under way', async () => {
    answers({ status: 'PROOF_OF_PAYMENT_UPLOADED' });
    renderSign();
    expect(await screen.findByText('The payment of this order is under way.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/contract'))).toBe(false);
  });
});
