import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, recordRequests, renderScreen, server } from 'host/testing';
import { issuanceDetail } from 'shared/issuances/testing';
// Registers the invest flow's words, as loading the remote does in the page.
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

let platform: Platform;

/** The public endpoint answers with `answer`. */
function answerLanding(answer: () => Response) {
  server.use(http.get('*/public/issuances/:slug', answer));
}

function renderLanding(slug = 'solar-park-almeria') {
  renderScreen(
    <Boundary>
      <LandingScreen />
    </Boundary>,
    { path: `/invest/${slug}`, route: '/invest/:slug', platform },
  );
}

beforeEach(() => {
  platform = createTestPlatform();
});
afterEach(() => jest.restoreAllMocks());

describe('the public landing page of a project', () => {
  it('loads the project from the public endpoint, without an account', async () => {
    const requests = recordRequests();
    const tokens: (string | null)[] = [];
    answerLanding(() => HttpResponse.json({ data: issuanceDetail() }));
    server.events.on('request:start', ({ request }) => tokens.push(request.headers.get('X-USER-ACCESS-TOKEN')));
    renderLanding();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the project…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar Park Almeria' })).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /public/issuances/solar-park-almeria']);
    expect(tokens).toEqual([null]);
    expect(screen.getByRole('heading', { name: 'Token data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('calls the visitor to register and to declare interest', async () => {
    answerLanding(() => HttpResponse.json({ data: issuanceDetail() }));
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Create an account to invest' })).toHaveAttribute('href', '/invest/solar-park-almeria/register');
    expect(screen.getByRole('link', { name: 'Declare interest' })).toHaveAttribute('href', '/invest/solar-park-almeria/declare-interest');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the tenant text about declaring interest in the interface language', async () => {
    platform = createTestPlatform({ tenant: { customization: { texts: { declareInterestDescription: { en: 'Tell us how much.', es: 'Dinos cuánto.' } } } } });
    answerLanding(() => HttpResponse.json({ data: issuanceDetail() }));
    renderLanding();
    expect(await screen.findByText('Tell us how much.')).toBeInTheDocument();
  });

  it('offers nothing to invest in once the campaign is closed', async () => {
    answerLanding(() => HttpResponse.json({ data: issuanceDetail({ status: 'CLOSED', remaining_days: 0 }) }));
    renderLanding();
    expect(await screen.findByText('This campaign is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Declare interest' })).not.toBeInTheDocument();
  });

  it('answers an unknown or unpublished project with the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLanding(() => apiError(404, 'issuance_not_found'));
    renderLanding('nope');
    expect(await screen.findByText('caught RouteNotFoundError')).toBeInTheDocument();
  });

  it('speaks Spanish, hides the progress bar when the tenant does, and words the EXEU tenant', async () => {
    platform = createTestPlatform({ tenant: { id: 'exeu', customization: { hide: { progressBar: true } } }, language: 'es' });
    answerLanding(() => HttpResponse.json({ data: issuanceDetail() }));
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Crea una cuenta para participar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admisión a negociación' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
