import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { platform } from 'host/platform';
import { answeredError } from 'host/testing';
import { customizationDefaults, type Customization } from 'shared';
import { issuanceDetail } from 'shared/issuances/testing';
import '../../routes';
import LandingScreen from './landing.screen';

/** Stands in for the host's area boundary, which turns a RouteNotFoundError into its 404 page. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.name}</p> : this.props.children;
  }
}

function setTenant(customization: Partial<Customization>, tenant = 'demo') {
  const state = { value: { ...customizationDefaults, ...customization }, expiresAt: Number.MAX_SAFE_INTEGER };
  jest.spyOn(platform.customization, 'getSnapshot').mockReturnValue(state);
  jest.replaceProperty(platform, 'api', { known: true, tenant, environment: 'local', baseUrl: 'http://localhost:8031' });
}

function answer(status: number, body: unknown) {
  return jest.spyOn(platform.http, 'get').mockImplementation(async () => {
    if (status >= 400) throw answeredError(status, body);
    return body;
  });
}

function renderLanding(slug = 'solar-park-almeria') {
  render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/invest/${slug}`]}>
          <Routes>
            <Route
              path="/invest/:slug"
              element={
                <Boundary>
                  <LandingScreen />
                </Boundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await act(() => platform.i18n.changeLanguage('en'));
  setTenant({});
});
afterEach(() => jest.restoreAllMocks());

describe('the public landing page of a project', () => {
  it('loads the project from the public endpoint, without an account', async () => {
    const get = answer(200, { data: issuanceDetail() });
    renderLanding();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the project…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almeria' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/public/issuances/solar-park-almeria', expect.anything());
    expect(screen.getByRole('heading', { name: 'Token data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('calls the visitor to register and to declare interest', async () => {
    answer(200, { data: issuanceDetail() });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Create an account to invest' })).toHaveAttribute('href', '/invest/solar-park-almeria/register');
    expect(screen.getByRole('link', { name: 'Declare interest' })).toHaveAttribute('href', '/invest/solar-park-almeria/declare-interest');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the tenant text about declaring interest in the interface language', async () => {
    setTenant({ texts: { declareInterestDescription: { en: 'Tell us how much.', es: 'Dinos cuánto.' }, investCustomDisclaimer: null } });
    answer(200, { data: issuanceDetail() });
    renderLanding();
    expect(await screen.findByText('Tell us how much.')).toBeInTheDocument();
  });

  it('offers nothing to invest in once the campaign is closed', async () => {
    answer(200, { data: issuanceDetail({ status: 'CLOSED', remaining_days: 0 }) });
    renderLanding();
    expect(await screen.findByText('This campaign is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Declare interest' })).not.toBeInTheDocument();
  });

  it('answers an unknown or unpublished project with the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(404, { error: 'issuance_not_found', hide_error: false });
    renderLanding('nope');
    expect(await screen.findByText('caught RouteNotFoundError')).toBeInTheDocument();
  });

  it('speaks Spanish, hides the progress bar when the tenant does, and words the EXEU tenant', async () => {
    await act(() => platform.i18n.changeLanguage('es'));
    setTenant({ hide: { progressBar: true, extraFields: false, description: false, signInvestment: false, legalTypeInvestor: false } }, 'exeu');
    answer(200, { data: issuanceDetail() });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Crea una cuenta para participar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admisión a negociación' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
