import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import type { OnboardingState } from 'shared';
import { newOnboardingState, SLUG } from 'shared/invest/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import AccountInformationScreen from './account-information.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place this file sets what the API answers. */
function answers({ state = newOnboardingState(), save = { status: 200, data: { data: newOnboardingState() } } }: { state?: OnboardingState; save?: { status: number; data: unknown } } = {}) {
  server.use(...investApi({ onboarding: state }));
  answer('PUT', '/users/me/personal-data', save);
  answer('PUT', '/users/me/onboarding/drafts/account-information', { status: 200, data: { data: { step: 'account-information', values: {}, updated_at: '2026-11-23T10:00:00Z' } } });
  server.use(
    ...investApi({
      next: { kind: 'onboarding', step: 'USER_ADDITIONAL_DATA', route: 'aditional-information', completed: ['KYC', 'TYPE_OF_INVESTMENT'] },
    }),
  );
}

function open() {
  renderScreen(<AccountInformationScreen />, { platform, path: `/invest/${SLUG}/account-information`, route: '/invest/:slug/account-information' });
}

const saved = {
  name: 'Lucía',
  surname: 'García',
  phone: '+34600111222',
  secondary_phone: null,
  birthday: '1985-04-12',
  gender: null,
  occupation: 'employee',
  marital_status: 'single',
  spouse_name: null,
  spouse_surname: null,
  spouse_id_number: null,
  commercial_communications: false,
};

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/account-information', () => {
  it('shows what was saved before, with the draft typed since on top', async () => {
    answers({ state: newOnboardingState({ personal_data: saved, drafts: { 'account-information': { phone: '+34600999888' } } }) });
    open();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Lucía');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+34600999888');
    expect(screen.getByLabelText(/^Occupation/)).toHaveValue('employee');
  });

  it('asks for the spouse only when married', async () => {
    const user = userEvent.setup();
    answers();
    open();
    expect(await screen.findByLabelText(/^Marital status/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Spouse's first name/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Marital status/), 'married_community_property');
    expect(screen.getByLabelText(/Spouse's first name/)).toBeInTheDocument();
  });

  it('shows what is missing or wrong next to each field', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await user.type(await screen.findByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The phone format is incorrect')).toBeInTheDocument();
    expect(screen.getAllByText('This field cannot be blank').length).toBeGreaterThanOrEqual(3);
  });

  it('saves the personal data and goes on to the second page', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ personal_data: saved }) });
    open();
    await screen.findByDisplayValue('Lucía');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/aditional-information`));
    expect(requests.find((request) => request.url === '/users/me/personal-data')?.body).toMatchObject({ name: 'Lucía', phone: '+34600111222' });
  });

  it("puts the API's field errors next to their fields", async () => {
    const user = userEvent.setup();
    answers({
      state: newOnboardingState({ personal_data: saved }),
      save: { status: 400, data: { error: 'validation_error', hide_error: false, fields: { birthday: { key: 'validator.error_date' } } } },
    });
    open();
    await screen.findByDisplayValue('Lucía');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The date is incorrect')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe(`/invest/${SLUG}/account-information`);
  });
});
