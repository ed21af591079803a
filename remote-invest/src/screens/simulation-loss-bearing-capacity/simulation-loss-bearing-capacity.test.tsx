import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import type { OnboardingState } from 'shared';
import { newOnboardingState, SLUG } from 'shared/invest/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import SimulationLossBearingCapacityScreen from './simulation-loss-bearing-capacity.screen';

let platform: Platform;
let requests: RecordedRequest[];

const computed = {
  annual_income: '30000.10',
  liquid_assets: '20000.05',
  financial_commitments: '10000.00',
  net_worth: '40000.15',
  capacity: '4000.02',
  risk_warning_threshold: '2000.01',
  calculated_at: '2026-11-23T10:00:00Z',
};

/** The one place this file sets what the API answers. */
function answers({ state = newOnboardingState({ sophisticated: false }), save = { status: 200, data: { data: computed } } }: { state?: OnboardingState; save?: { status: number; data: unknown } } = {}) {
  server.use(...investApi({ onboarding: state }));
  answer('POST', '/users/me/loss-bearing-capacity', save);
  answer('PUT', '/users/me/onboarding/drafts/simulation-loss-bearing-capacity', {
    status: 200,
    data: { data: { step: 'simulation-loss-bearing-capacity', values: {}, updated_at: '2026-11-23T10:00:00Z' } },
  });
  server.use(...investApi({ next: { kind: 'invest', route: 'invest', investment: null } }));
}

function open(search = '') {
  renderScreen(<SimulationLossBearingCapacityScreen />, {
    platform,
    path: `/invest/${SLUG}/simulation-loss-bearing-capacity${search}`,
    route: '/invest/:slug/simulation-loss-bearing-capacity',
  });
}

async function typeFigures(user: ReturnType<typeof userEvent.setup>, income: string, assets: string, commitments: string) {
  await user.type(await screen.findByLabelText(/^Yearly net income/), income);
  await user.type(screen.getByLabelText(/^Liquid assets/), assets);
  await user.type(screen.getByLabelText(/^Yearly financial commitments/), commitments);
}

function figure(term: string) {
  return screen.getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/simulation-loss-bearing-capacity', () => {
  it('computes the net worth and 10 % of it to the cent as the investor types', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await typeFigures(user, '30000.10', '20000.05', '10000');
    expect(figure('Net worth (income + liquid assets − commitments)')).toBe('40,000.15 €');
    expect(figure('You can bear to lose (10 % of your net worth)')).toBe('4,000.02 €');
    expect(figure('Above this amount you will be warned before investing')).toBe('2,000.01 €');
  });

  it("explains the Art. 21(7) warning: the higher of 1,000 € or 5 % of the net worth", async () => {
    answers();
    open();
    expect(await screen.findByText(/more than 1,000.00 € or 5 % of your net worth, whichever is higher/)).toBeInTheDocument();
    expect(screen.getByText('You declared yourself a non-sophisticated investor: this warning applies to you.')).toBeInTheDocument();
    expect(screen.getByText('Type the three amounts to see your result.')).toBeInTheDocument();
  });

  it('says what is wrong with an amount', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await typeFigures(user, 'abc', '-5', '0');
    await user.click(screen.getByRole('button', { name: 'Save and go on' }));
    expect(await screen.findByText('The number format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('The number is too small (min 0.00)')).toBeInTheDocument();
    await expectNoA11yViolations();
  });

  it('keeps the simulation and goes back to the investment', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await typeFigures(user, '30000.10', '20000.05', '10000');
    await user.click(screen.getByRole('button', { name: 'Save and go on' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/invest`));
    expect(requests.find((request) => request.url === '/users/me/loss-bearing-capacity')?.body).toEqual({
      annual_income: '30000.10',
      liquid_assets: '20000.05',
      financial_commitments: '10000',
    });
  });

  it('goes back to the amount page with the amount the investor had typed there', async () => {
    const user = userEvent.setup();
    answers();
    open('?tokens=1001');
    await typeFigures(user, '30000.10', '20000.05', '10000');
    await user.click(screen.getByRole('button', { name: 'Save and go on' }));
    await waitFor(() => expect(`${currentLocation().pathname}${currentLocation().search}`).toBe(`/invest/${SLUG}/invest?tokens=1001`));
  });

  it('shows the last simulation again, and says when it could not be saved', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ loss_bearing: computed }), save: { status: 500, data: { error: 'internal_error', hide_error: false } } });
    open();
    expect(await screen.findByLabelText(/^Yearly net income/)).toHaveValue('30000.10');
    await user.click(screen.getByRole('button', { name: 'Save and go on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
  });
});
