import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import { businessDay, DEFAULT_TIME_ZONE, type OnboardingState } from 'shared';
import { newOnboardingState, SLUG } from 'shared/invest/testing';
import { setTenant, answer, recordForms, type SentForm } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import IdentificationScreen from './identification.screen';

let platform: Platform;
let requests: RecordedRequest[];
let forms: SentForm[];

const sentState = newOnboardingState({
  kyc_status: 'pending',
  kyc: { submitted_at: '2026-11-23T10:00:00Z', documents: [{ type: 'IDENTITY_PROOF', name: 'dni.pdf', issued_on: null }] },
});

/** The one place this file sets what the API answers; the onboarding is read again after sending. */
function answers({
  states = [newOnboardingState()],
  submit = { status: 202, data: { data: { kyc_status: 'pending', submitted_at: '2026-11-23T10:00:00Z', documents: [] } } },
}: { states?: OnboardingState[]; submit?: { status: number; data: unknown } } = {}) {
  let reads = 0;
  answer('GET', '/users/me/onboarding', () => ({ status: 200, data: { data: states[Math.min(reads++, states.length - 1)] } }));
  answer('POST', '/users/me/kyc', submit);
  answer('PUT', '/users/me/onboarding/drafts/identification', { status: 200, data: { data: { step: 'identification', values: {}, updated_at: '2026-11-23T10:00:00Z' } } });
  server.use(...investApi({ next: { kind: 'onboarding', step: 'TYPE_OF_INVESTMENT', route: 'type-of-investor', completed: [] } }));
}

function open() {
  renderScreen(<IdentificationScreen />, { platform, path: `/invest/${SLUG}/identification`, route: '/invest/:slug/identification' });
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const today = businessDay(new Date(), DEFAULT_TIME_ZONE);

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  forms = recordForms(platform);
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/identification', () => {
  it('asks a natural person for the identity document only, and for it before sending', async () => {
    const user = userEvent.setup();
    answers();
    open();
    expect(await screen.findByLabelText('Proof of identity')).toBeInTheDocument();
    expect(screen.queryByLabelText('Articles of association')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the type of investor' })).toHaveAttribute('href', `/invest/${SLUG}/type-of-investor`);
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Upload this document')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/users/me/kyc')).toBe(false);
  });

  it('sends the document, then shows the KYC status and goes on to the next step', async () => {
    const user = userEvent.setup();
    answers({ states: [newOnboardingState(), sentState] });
    open();
    await user.upload(await screen.findByLabelText('Proof of identity'), pdf('dni.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(/Your documents were received and are being checked. It takes up to 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('Pending validation')).toBeInTheDocument();
    expect(screen.getByText('Proof of identity: dni.pdf')).toBeInTheDocument();
    const body = forms.find((form) => form.url === '/users/me/kyc')?.body;
    expect((body?.get('IDENTITY_PROOF') as File).name).toBe('dni.pdf');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/type-of-investor`));
  });

  it("asks a company for its data, partners above 25 % (rows added and removed) and the four documents with recent dates", async () => {
    const user = userEvent.setup();
    answers({ states: [newOnboardingState({ person_type: 'legal' })] });
    open();
    expect(await screen.findByLabelText(/^Company name/)).toBeInTheDocument();
    for (const name of ['Proof of identity', 'Proof of registration', 'Articles of association', 'Shareholder declaration']) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getAllByLabelText(/^Issue date/)).toHaveLength(3);

    await user.click(within(screen.getByRole('group', { name: /Does any partner hold more than 25 %/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add a partner' }));
    await user.click(screen.getByRole('button', { name: 'Add a partner' }));
    expect(screen.getAllByRole('group', { name: /^Partner \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove partner 2' }));
    expect(screen.getAllByRole('group', { name: /^Partner \d/ })).toHaveLength(1);

    const [registrationDate] = screen.getAllByLabelText(/^Issue date/);
    await user.type(registrationDate as HTMLElement, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('The document must have been issued within the last 3 months')).toBeInTheDocument();
    expect(screen.getAllByText('Upload this document')).toHaveLength(4);
    expect(screen.getAllByText('This field cannot be blank').length).toBeGreaterThan(10);
    expect(requests.some((request) => request.url === '/users/me/kyc')).toBe(false);
  });

  it('sends a company with its data as JSON and the issue dates beside the files', async () => {
    const user = userEvent.setup();
    const company = {
      organization_name: 'Sol Energía SL',
      tax_id: 'B12345678',
      activity: 'Solar energy',
      contact_email: 'info@sol.test',
      representative_name: 'Lucía',
      representative_surname: 'García',
      representative_id_number: '12345678Z',
      representation: 'sole_administrator',
      nationality: 'Spanish',
      birthplace_city: 'Almería',
      birthplace_country: 'Spain',
      address: 'Calle Mayor 1',
      city: 'Almería',
      postal_code: '04001',
      province: 'Almería',
      country_of_residence: 'Spain',
      has_significant_partners: 'false',
      REGISTRATION_PROOF_issued_on: today,
    };
    const { REGISTRATION_PROOF_issued_on: _date, ...companyOnly } = company;
    answers({
      states: [
        newOnboardingState({
          person_type: 'legal',
          drafts: { identification: { company: companyOnly, ARTICLES_OF_ASSOCIATION_issued_on: today, SHAREHOLDER_DECLARATION_issued_on: today, REGISTRATION_PROOF_issued_on: today } },
        }),
      ],
    });
    open();
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Sol Energía SL');
    for (const name of ['Proof of identity', 'Proof of registration', 'Articles of association', 'Shareholder declaration']) {
      await user.upload(screen.getByLabelText(name), pdf(`${name}.pdf`));
    }
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    await waitFor(() => expect(requests.some((request) => request.url === '/users/me/kyc')).toBe(true));
    const body = forms.find((form) => form.url === '/users/me/kyc')?.body;
    expect(JSON.parse(body?.get('company') as string)).toMatchObject({ organization_name: 'Sol Energía SL', has_significant_partners: 'false' });
    expect(body?.get('ARTICLES_OF_ASSOCIATION_issued_on')).toBe(today);
    expect((body?.get('SHAREHOLDER_DECLARATION') as File).name).toBe('Shareholder declaration.pdf');
  });

  it('shows a refusal with the form to send the documents again, and says when sending failed', async () => {
    const user = userEvent.setup();
    answers({ states: [newOnboardingState({ kyc_status: 'error' })], submit: { status: 500, data: { error: 'internal_error', hide_error: false } } });
    open();
    expect(await screen.findByText(/Your documents were not accepted/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Proof of identity'), pdf('dni.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
  });
});
