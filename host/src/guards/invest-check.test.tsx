import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { Platform } from 'host/platform';
import { apiError, createTestPlatform, loginAnswer, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import type { NextStep } from 'shared';
import { nextStep } from 'shared/invest/testing';
import { investNextStepKeys } from '../platform/invest-next-step';
import { NavigationGuard } from './navigation-guard';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>invest page at {location.pathname}</p>
      <button type="button" onClick={() => void navigate('/invest/solar-park/invest')}>
        open the amount step
      </button>
    </>
  );
}

function renderAt(path: string) {
  renderScreen(
    <Routes>
      <Route element={<NavigationGuard />}>
        <Route path="/invest/*" element={<Where />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Route>
    </Routes>,
    { path, route: '*', platform },
  );
}

let platform: Platform;
let requests: RecordedRequest[];
/** The one place this file sets what the API answers. */
function answers(next: NextStep | { status: number; error: string }) {
  server.use(
    http.get('*/v2/ui/get-customization', () => HttpResponse.json({ data: { title: 'Demo Invest' } })),
    http.get('*/invest/solar-park/next-step', () => ('kind' in next ? HttpResponse.json({ data: nextStep(next) }) : apiError(next.status, next.error))),
  );
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  platform.session.signIn(loginAnswer({ role: 'USER' }), Date.now());
});

describe('the invest check of the host guard', () => {
  it('sends a signed-in investor from the landing to the onboarding step the API names', async () => {
    answers({ kind: 'onboarding', step: 'KYC', route: 'identification', completed: [] });
    renderAt('/invest/solar-park');
    expect(await screen.findByText('invest page at /invest/solar-park/identification')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /invest/solar-park/next-step');
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

  it('keeps the investor on the page they act on when the step due moves, and checks again on the next visit', async () => {
    answers({ kind: 'invest', route: 'invest', investment: null });
    renderAt('/invest/solar-park/invest');
    expect(await screen.findByText('invest page at /invest/solar-park/invest')).toBeInTheDocument();
    // The order was placed on this page: the page shows what follows, not the guard.
    answers({ kind: 'invest', route: 'method-payment', investment: { id: 'i-1', status: 'CREATED' } });
    await act(() => platform.queryClient.invalidateQueries({ queryKey: investNextStepKeys.bySlug('solar-park') }));
    // The query tells its observers on a later tick; let the guard see the new step.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('invest page at /invest/solar-park/invest')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'open the amount step' }).click());
    expect(await screen.findByText('invest page at /invest/solar-park/method-payment')).toBeInTheDocument();
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
