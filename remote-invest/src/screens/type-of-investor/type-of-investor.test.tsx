import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { customizationDefaults, type OnboardingState } from 'shared';
import { DRAFT_DEBOUNCE_MS } from '../../invest-flow/drafts';
import { newOnboardingState, SLUG } from 'shared/invest/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import TypeOfInvestorScreen from './type-of-investor.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place this file sets what the API answers. */
function answers({ state = newOnboardingState(), save = { status: 200, data: { data: newOnboardingState({ sophisticated: false }) } } }: { state?: OnboardingState; save?: { status: number; data: unknown } } = {}) {
  server.use(...investApi({ onboarding: state }));
  answer('PUT', '/users/me/investor-type', save);
  answer('PUT', '/users/me/onboarding/drafts/type-of-investor', { status: 200, data: { data: { step: 'type-of-investor', values: {}, updated_at: '2026-11-23T10:00:00Z' } } });
  server.use(
    ...investApi({
      next: { kind: 'onboarding', step: 'USER_ADDITIONAL_DATA', route: 'account-information', completed: ['KYC', 'TYPE_OF_INVESTMENT'] },
    }),
  );
}

function open() {
  renderScreen(<TypeOfInvestorScreen />, { platform, path: `/invest/${SLUG}/type-of-investor`, route: '/invest/:slug/type-of-investor' });
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/type-of-investor', () => {
  it('explains who is a sophisticated investor and asks for Declaro only when declaring oneself one', async () => {
    const user = userEvent.setup();
    answers();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'What kind of investor are you?' })).toHaveFocus();
    expect(await screen.findByText(/at least two of these are true/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Investment steps' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Type Declaro/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Legal person/ }));
    expect(screen.getByText(/Own funds of at least €100,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Sophisticated investor/ }));
    expect(screen.getByLabelText(/Type Declaro/)).toBeInTheDocument();
  });

  it('refuses another word than Declaro, next to the field', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.click(await screen.findByRole('radio', { name: /^Sophisticated investor/ }));
    await user.type(screen.getByLabelText(/Type Declaro/), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Type Declaro to continue')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT' && request.url === '/users/me/investor-type')).toBe(false);
  });

  it('saves the choice, asks the next step again and goes there', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.click(await screen.findByRole('radio', { name: /^Non-sophisticated investor/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/account-information`));
    expect(requests.find((request) => request.url === '/users/me/investor-type')?.body).toEqual({ person_type: 'natural', sophisticated: 'false' });
  });

  it('restores the draft typed on another device and keeps what is typed as a draft', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ drafts: { 'type-of-investor': { person_type: 'legal', sophisticated: 'true' } } }) });
    open();
    expect(await screen.findByRole('radio', { name: /Legal person/ })).toBeChecked();
    expect(screen.getByLabelText(/Type Declaro/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Natural person/ }));
    await waitFor(() => expect(requests.some((request) => request.url === '/users/me/onboarding/drafts/type-of-investor')).toBe(true), {
      timeout: DRAFT_DEBOUNCE_MS + 1000,
    });
    expect(requests.find((request) => request.url === '/users/me/onboarding/drafts/type-of-investor')?.body).toEqual({
      values: { person_type: 'natural', sophisticated: 'true' },
    });
  });

  it('offers only natural persons when the tenant hides the legal type', async () => {
    setTenant(platform, { hide: { ...customizationDefaults.hide, legalTypeInvestor: true } });
    answers();
    open();
    await screen.findByRole('radio', { name: /^Non-sophisticated investor/ });
    expect(screen.queryByRole('radio', { name: /Legal person/ })).not.toBeInTheDocument();
  });

  it('says the choice could not be saved and keeps it', async () => {
    const user = userEvent.setup();
    answers({ save: { status: 500, data: { error: 'internal_error', hide_error: false } } });
    open();
    await user.click(await screen.findByRole('radio', { name: /^Non-sophisticated investor/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(screen.getByRole('radio', { name: /^Non-sophisticated investor/ })).toBeChecked();
    expect(currentLocation().pathname).toBe(`/invest/${SLUG}/type-of-investor`);
  });
});
