import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import type { OnboardingState } from 'shared';
import { newOnboardingState, SLUG } from 'shared/invest/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import AditionalInformationScreen from './aditional-information.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place this file sets what the API answers. */
function answers({ state = newOnboardingState(), save = { status: 200, data: { data: newOnboardingState() } } }: { state?: OnboardingState; save?: { status: number; data: unknown } } = {}) {
  server.use(...investApi({ onboarding: state }));
  answer('PUT', '/users/me/additional-data', save);
  answer('PUT', '/users/me/onboarding/drafts/aditional-information', { status: 200, data: { data: { step: 'aditional-information', values: {}, updated_at: '2026-11-23T10:00:00Z' } } });
  server.use(
    ...investApi({
      next: { kind: 'onboarding', step: 'SUITABILITY_TEST', route: 'initial-test', completed: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA'] },
    }),
  );
}

function open() {
  renderScreen(<AditionalInformationScreen />, { platform, path: `/invest/${SLUG}/aditional-information`, route: '/invest/:slug/aditional-information' });
}

const saved: NonNullable<OnboardingState['additional_data']> = {
  legal: {
    first_name: 'Lucía',
    last_name: 'García',
    id_number: '12345678Z',
    id_expiry_date: null,
    birthday: '1985-04-12',
    nationality: 'Spanish',
    address: 'Calle Mayor 1',
    city: 'Almería',
    postal_code: '04001',
    province: 'Almería',
    country_of_residence: 'Spain',
  },
  banking: { account_holder: 'Lucía García', iban: 'ES9121000418450200051332', bic: null, bank: null, account_type: null },
  additional: { politically_exposed: false, source_of_funds: 'salary' },
};

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/aditional-information', () => {
  it('shows the legal, banking and additional data saved before', async () => {
    answers({ state: newOnboardingState({ additional_data: saved }) });
    open();
    expect(await screen.findByLabelText(/^IBAN/)).toHaveValue('ES9121000418450200051332');
    expect(screen.getByRole('group', { name: /politically exposed/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByLabelText(/^Where does the money/)).toHaveValue('salary');
  });

  it('refuses an IBAN whose check digits are wrong', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.type(await screen.findByLabelText(/^IBAN/), 'ES0021000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The IBAN is incorrect')).toBeInTheDocument();
  });

  it('sends the three parts together and goes to the step the API names', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ additional_data: saved }) });
    open();
    await screen.findByDisplayValue('ES9121000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/initial-test`));
    expect(requests.find((request) => request.url === '/users/me/additional-data')?.body).toMatchObject({
      legal: { first_name: 'Lucía', person_type: 'natural' },
      banking: { iban: 'ES9121000418450200051332' },
      additional: { politically_exposed: 'false', source_of_funds: 'salary' },
    });
  });

  it('says the data could not be saved, keeping it', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ additional_data: saved }), save: { status: 503, data: { error: 'maintenance', hide_error: false } } });
    open();
    await screen.findByDisplayValue('ES9121000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('ES9121000418450200051332');
  });
});
