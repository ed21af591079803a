import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { type InvestmentAnswer } from 'shared';
import { answer, setTenant, type Reply } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import { INVESTMENT_ID, investmentAnswer, SLUG } from 'shared/invest/testing';
import CongratulationsScreen from './congratulations.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place the API's answers are set: a signed order placed on 20 November, Madrid time. */
function answers({ investment = investmentAnswer({ status: 'SIGNED' }), revoke }: { investment?: InvestmentAnswer; revoke?: Reply } = {}) {
  server.use(...investApi({ investment }));
  answer('POST', `/investments/${INVESTMENT_ID}/revoke`, revoke ?? { status: 200, data: { data: { ...investment, status: 'CANCELED', revocable: false } } });
  answer('GET', `/investments/${INVESTMENT_ID}/signed-contract`, { status: 200, data: new Blob(['%PDF-1.7']) });
}

function renderCongratulations() {
  renderScreen(<CongratulationsScreen />, { platform, path: `/invest/${SLUG}/congratulations?investment=${INVESTMENT_ID}`, route: '/invest/:slug/congratulations' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
  URL.createObjectURL = jest.fn(() => 'blob:signed');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the congratulations page', () => {
  it('keeps the payment as the current stage, the signature done before it, while a transfer awaits confirmation', async () => {
    answers({ investment: investmentAnswer({ status: 'PROOF_OF_PAYMENT_UPLOADED' }) });
    renderCongratulations();
    await screen.findByText(/150 SPA tokens of Solar Park Almeria/);
    const stages = within(screen.getByRole('navigation', { name: 'Steps of your order' })).getAllByRole('listitem');
    expect(stages.find((stage) => stage.getAttribute('aria-current') === 'step')).toHaveTextContent(/^Payment/);
    // Invest, sign, pay: a payment under way was signed first.
    expect(stages.find((stage) => stage.textContent?.startsWith('Signature'))).toHaveTextContent(/completed/i);
    expect(stages.find((stage) => stage.textContent?.startsWith('Done'))).not.toHaveTextContent(/completed/i);
  });

  it('marks every stage done once the contract is signed', async () => {
    answers();
    renderCongratulations();
    await screen.findByText(/150 SPA tokens of Solar Park Almeria/);
    const stages = within(screen.getByRole('navigation', { name: 'Steps of your order' })).getAllByRole('listitem');
    expect(stages.find((stage) => stage.getAttribute('aria-current') === 'step')).toHaveTextContent(/^Done/);
    expect(stages.find((stage) => stage.textContent?.startsWith('Signature'))).toHaveTextContent(/completed/i);
  });

  it('says what happens next and links to the investments', async () => {
    answers();
    renderCongratulations();
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations on your investment' })).toHaveFocus();
    expect(await screen.findByText(/150 SPA tokens of Solar Park Almeria, for 1,500\.00\s€/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my investments' })).toHaveAttribute('href', '/user/investments');
  });

  it("gives the last day of the reflection period in the tenant's time zone", async () => {
    answers();
    renderCongratulations();
    expect(await screen.findByText(/until the end of 24 November 2026 \(Europe\/Madrid time\)/)).toBeInTheDocument();
  });

  it('counts the days in a tenant zone west of Greenwich', async () => {
    setTenant(platform, { time_zone: 'America/New_York' });
    answers({ investment: investmentAnswer({ status: 'SIGNED', ordered_at: '2026-11-21T03:00:00.000Z', reflection_period_ends_at: '2026-11-25T05:00:00.000Z' }) });
    renderCongratulations();
    expect(await screen.findByText(/until the end of 24 November 2026 \(America\/New_York time\)/)).toBeInTheDocument();
  });

  it('revokes after a confirmation that names the consequence', async () => {
    answers();
    const toasts: string[] = [];
    const subscription = platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast.messageKey));
    const user = userEvent.setup();
    renderCongratulations();
    await user.click(await screen.findByRole('button', { name: 'Revoke my investment' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this investment?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Your investment was revoked. Any payment is refunded to you.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([`/investments/${INVESTMENT_ID}/revoke`]);
    expect(toasts).toEqual(['invest:congratulations.revoked']);
    subscription.unsubscribe();
  });

  it('says so when the reflection period ended meanwhile', async () => {
    answers({ revoke: { status: 409, data: { error: 'reflection_period_over', hide_error: false } } });
    const user = userEvent.setup();
    renderCongratulations();
    await user.click(await screen.findByRole('button', { name: 'Revoke my investment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reflection period is over');
  });

  it('offers no revocation to a sophisticated investor', async () => {
    answers({ investment: investmentAnswer({ status: 'SIGNED', reflection_period_ends_at: null, revocable: false }) });
    renderCongratulations();
    expect(await screen.findByText('As a sophisticated investor, no reflection period applies to this investment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke my investment' })).not.toBeInTheDocument();
  });

  it('downloads the signed contract', async () => {
    answers();
    // Saving is a click on a download link, a navigation jsdom cannot do.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderCongratulations();
    await user.click(await screen.findByRole('button', { name: 'Download the signed contract' }));
    expect(requests.map((request) => request.url)).toContain(`/investments/${INVESTMENT_ID}/signed-contract`);
    expect(saved).toEqual(['signed-contract-solar-park-almeria.pdf']);
  });

  it('uses the EXEU wording in Spanish', async () => {
    await act(() => platform.i18n.changeLanguage('es'));
    jest.replaceProperty(platform, 'api', { known: true, tenant: 'exeu', environment: 'local', baseUrl: 'http://localhost:8031' });
    answers();
    renderCongratulations();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enhorabuena por tu participación' })).toBeInTheDocument();
    expect(await screen.findByText(/hasta el final del 24 de noviembre de 2026/)).toBeInTheDocument();
  });
});
