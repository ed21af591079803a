import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { signatureSchema, type InvestmentStatus } from 'shared';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INVESTMENT_ID, investmentAnswer, SLUG } from 'shared/invest/testing';
import SignScreen from './sign.screen';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let platform: Platform;
let requests: RecordedRequest[];
let drawing: { fillText: jest.Mock; stroke: jest.Mock; clearRect: jest.Mock };

/** The one place the API's answers are set: a paid order and its contract. */
function answers({ status = 'CHARGED', sign }: { status?: InvestmentStatus; sign?: Reply } = {}) {
  server.use(...investApi({ investment: investmentAnswer({ status }) }));
  answer('GET', `/investments/${INVESTMENT_ID}/contract`, { status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
  answer(
    'POST',
    `/investments/${INVESTMENT_ID}/signature`,
    sign ?? {
      status: 200,
      data: {
        data: v.parse(signatureSchema, {
          investment_id: INVESTMENT_ID,
          status: 'SIGNED',
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
  it('shows the contract PDF in the page, with a download link', async () => {
    answers();
    renderSign();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your contract' })).toHaveFocus();
    const contract = await screen.findByLabelText('Investment contract', { selector: 'object' });
    expect(contract).toHaveAttribute('data', 'blob:contract');
    expect(contract).toHaveAttribute('type', 'application/pdf');
    const links = screen.getAllByRole('link', { name: /Download the contract/ });
    expect(links.length).toBeGreaterThan(0);
    links.forEach((link) => expect(link).toHaveAttribute('download', 'contract-solar-park-almeria.pdf'));
    expect(requests.map((request) => request.url)).toContain(`/investments/${INVESTMENT_ID}/contract`);
  });

  it('asks for the name, the signature and the consent', async () => {
    answers();
    const user = userEvent.setup();
    renderSign();
    await user.click(await screen.findByRole('button', { name: 'Sign the contract' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(/cannot be blank/);
    expect(screen.getByRole('group', { name: 'Drawn signature' })).toHaveAccessibleDescription(/Draw your signature in the box, or use “Sign with my typed name”\.$/);
    expect(screen.getByRole('checkbox', { name: /agree to sign it electronically/ })).toHaveAccessibleDescription('Accept signing the contract electronically');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lets a keyboard user sign with the typed name, and goes to the congratulations', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText(`/invest/${SLUG}/congratulations?investment=${INVESTMENT_ID}`)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/investments/${INVESTMENT_ID}/signature`, { typed_name: 'Ana Ruiz', drawn_signature: PNG, consent: true }, expect.anything());
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
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be signed now.');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ana Ruiz');
  });

  it('does not ask to sign an order that is not paid yet', async () => {
    answers({ status: 'PROOF_OF_PAYMENT_UPLOADED' });
    renderSign();
    expect(await screen.findByText('You can sign once your payment is confirmed.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/contract'))).toBe(false);
  });
});
