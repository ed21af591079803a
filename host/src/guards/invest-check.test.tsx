import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { platform } from 'host/platform';
import type { NextStep } from 'shared';
import { fakeApi } from '../test/fake-api';
import { loginAnswer } from '../test/login-answer';
import { NavigationGuard } from './navigation-guard';

function Where() {
  const location = useLocation();
  return <p>invest page at {location.pathname}</p>;
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={platform.queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<NavigationGuard />}>
              <Route path="/invest/*" element={<Where />} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

// The host's retry policy stays; only the wait between attempts goes, to keep tests fast.
platform.queryClient.setDefaultOptions({
  ...platform.queryClient.getDefaultOptions(),
  queries: { ...platform.queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

let api: ReturnType<typeof fakeApi>;
/** The one place this file sets what the API answers. */
function answers(next: NextStep | { status: number; error: string }) {
  api.on('GET', '/v2/ui/get-customization', { status: 200, data: { data: { title: 'Demo Invest' } } });
  api.on(
    'GET',
    '/invest/solar-park/next-step',
    'kind' in next ? { status: 200, data: { data: next } } : { status: next.status, data: { error: next.error, hide_error: false } },
  );
}

beforeEach(async () => {
  platform.session.clear();
  platform.queryClient.clear();
  localStorage.clear();
  api = fakeApi(platform.http);
  await act(() => platform.i18n.changeLanguage('en'));
  platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
});
afterEach(() => api.restore());

describe('the invest check of the host guard', () => {
  it('sends a signed-in investor from the landing to the onboarding step the API names', async () => {
    answers({ kind: 'onboarding', step: 'KYC', route: 'identification', completed: [] });
    renderAt('/invest/solar-park');
    expect(await screen.findByText('invest page at /invest/solar-park/identification')).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /invest/solar-park/next-step');
  });

  it('lets an investor back to a step already done', async () => {
    answers({ kind: 'onboarding', step: 'SUITABILITY_TEST', route: 'initial-test', completed: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA'] });
    renderAt('/invest/solar-park/type-of-investor');
    expect(await screen.findByText('invest page at /invest/solar-park/type-of-investor')).toBeInTheDocument();
  });

  it('sends an investor whose profile waits for validation to the page saying why', async () => {
    answers({ kind: 'blocked', blocked: { reason: 'pending_validation', hours: 24 } });
    renderAt('/invest/solar-park/invest');
    expect(await screen.findByText('invest page at /invest/solar-park/blocked')).toBeInTheDocument();
  });

  it('resumes an order under way at its page', async () => {
    answers({ kind: 'invest', route: 'payment-bankwire', investment: { id: 'i-1', status: 'IN_UPLOAD_PROOF_OF_PAYMENT' } });
    renderAt('/invest/solar-park/invest');
    expect(await screen.findByText('invest page at /invest/solar-park/payment-bankwire')).toBeInTheDocument();
  });

  it('shows the 404 page for a project that does not exist', async () => {
    answers({ status: 404, error: 'issuance_not_found' });
    renderAt('/invest/solar-park/invest');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when the check could not be made, and asks again on request', async () => {
    answers({ status: 503, error: 'maintenance' });
    renderAt('/invest/solar-park/invest');
    expect(await screen.findByText('We could not check where you are in the investment. Try again in a moment.')).toBeInTheDocument();
    answers({ kind: 'invest', route: 'invest', investment: null });
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('invest page at /invest/solar-park/invest')).toBeInTheDocument();
  });
});
