import { act, screen, within } from '@testing-library/react';
import type { Platform } from 'host/platform';
import { createTestPlatform, renderScreen } from 'host/testing';
import type { NextStep } from 'shared';
import { SLUG } from 'shared/invest/testing';
import { nextStepAnswer, setTenant, answer } from '../../test/invest';
import '../../routes';
import BlockedScreen from './blocked.screen';

let platform: Platform;

/** The one place this file sets what the API answers. */
function answers(next: NextStep | { status: number; data: unknown }) {
  answer('GET', `/invest/${SLUG}/next-step`, 'kind' in next ? nextStepAnswer(next) : next);
}

function open() {
  renderScreen(<BlockedScreen />, { platform, path: `/invest/${SLUG}/blocked`, route: '/invest/:slug/blocked' });
}

beforeEach(() => {
  platform = createTestPlatform();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/blocked', () => {
  it('tells an investor whose identity is being checked why they must wait, and for how long', async () => {
    answers({ kind: 'blocked', blocked: { reason: 'pending_validation', hours: 24 } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is being checked' })).toBeInTheDocument();
    expect(screen.getByText('We received your documents. The check takes up to 24 hours.')).toBeInTheDocument();
    expect(screen.getByText(/you cannot continue investing: the law requires us to know who invests/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the status of my identification' })).toHaveAttribute('href', `/invest/${SLUG}/identification`);
  });

  it('tells a refused investor what to fix, with a way to each step concerned', async () => {
    answers({ kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED', 'USER_REJECTED'] } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile needs changes' })).toBeInTheDocument();
    expect(screen.getByText('Identification not approved')).toBeInTheDocument();
    expect(screen.getByText(/Upload a clear, valid document/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Identification' })).toHaveAttribute('href', `/invest/${SLUG}/identification`);
    expect(screen.getByRole('link', { name: 'Go to Additional information' })).toHaveAttribute('href', `/invest/${SLUG}/account-information`);
    expect(screen.getByText(/Your account cannot invest on this platform/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Go to/ })).toHaveLength(2);
  });

  it("shows the manager's message in its own labelled block, in both languages", async () => {
    const message = 'The photo of your ID is blurred: please upload it again.';
    answers({ kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED'], message } });
    open();
    const block = await screen.findByRole('region', { name: 'Message from the team that reviewed your profile' });
    expect(within(block).getByText(message)).toBeInTheDocument();
    await act(() => platform.i18n.changeLanguage('es'));
    expect(screen.getByRole('region', { name: 'Mensaje del equipo que revisó tu perfil' })).toHaveTextContent(message);
  });

  it('shows no message block when the manager wrote none', async () => {
    answers({ kind: 'blocked', blocked: { reason: 'rejected', flags: ['SUITABILITY_TEST_NOT_APPROVED'] } });
    open();
    expect(await screen.findByText('Your knowledge test was not accepted. Take it again.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers to ask again when the answer could not be read', async () => {
    answers({ status: 404, data: { error: 'issuance_not_found', hide_error: false } });
    open();
    expect(await screen.findByText('This step could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
