import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, type RecordedRequest, recordRequests, renderScreen, server } from 'host/testing';
import type { OnboardingState, SuitabilityState } from 'shared';
import { newOnboardingState, SLUG, suitabilityState } from 'shared/invest/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { setTenant, answer } from '../../test/invest';
import { investApi } from 'shared/invest/mock-api';
import '../../routes';
import InitialTestScreen from './initial-test.screen';

let platform: Platform;
let requests: RecordedRequest[];

/** The one place this file sets what the API answers. */
function answers({
  state = newOnboardingState(),
  result = suitabilityState({ attempts: 1, result: 'pass', score: 7, done: true }),
  declaration = suitabilityState({ attempts: 2, result: 'fail', score: 3, declared_at: '2026-11-23T10:00:00Z', done: true }),
}: { state?: OnboardingState; result?: SuitabilityState | { status: number; data: unknown }; declaration?: SuitabilityState } = {}) {
  server.use(...investApi({ onboarding: state }));
  answer('GET', '/suitability-test', {
    status: 200,
    data: { data: { questions: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map((id) => ({ id })), pass_mark: 5, retries: 1 } },
  });
  answer('POST', '/users/me/suitability-test', 'status' in result ? result : { status: 200, data: { data: result } });
  answer('POST', '/users/me/suitability-test/declaration', { status: 200, data: { data: declaration } });
  answer('PUT', '/users/me/onboarding/drafts/initial-test', { status: 200, data: { data: { step: 'initial-test', values: {}, updated_at: '2026-11-23T10:00:00Z' } } });
  server.use(...investApi({ next: { kind: 'invest', route: 'invest', investment: null } }));
}

function open() {
  renderScreen(<InitialTestScreen />, { platform, path: `/invest/${SLUG}/initial-test`, route: '/invest/:slug/initial-test' });
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, choices: ('True' | 'False')[]) {
  const questions = await screen.findAllByRole('group');
  for (const [index, question] of questions.entries()) await user.click(within(question).getByRole('radio', { name: choices[index] ?? 'True' }));
}

beforeEach(() => {
  platform = createTestPlatform();
  requests = recordRequests();
  setTenant(platform);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/invest/:slug/initial-test', () => {
  it('asks seven true/false questions about the risks and states the pass mark', async () => {
    answers();
    open();
    expect(await screen.findByText('7 questions. You pass with 5 right answers. If you fail you can try once more.')).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(screen.getByRole('group', { name: /I can lose all or part of the money/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /revoke my order within 4 calendar days/ })).toBeInTheDocument();
    await expectNoA11yViolations();
  });

  it('asks for every answer before sending', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await screen.findAllByRole('group');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findAllByText('This field cannot be blank')).toHaveLength(7);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the answers as booleans and, passed, goes to the next step', async () => {
    const user = userEvent.setup();
    answers();
    open();
    await answerAll(user, ['True', 'False', 'True', 'True', 'False', 'True', 'False']);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/invest`));
    expect(requests.find((request) => request.url === '/users/me/suitability-test')?.body).toEqual({
      answers: [true, false, true, true, false, true, false],
    });
  });

  it('on a first fail offers one retry, or Declaro', async () => {
    const user = userEvent.setup();
    answers({ result: suitabilityState({ attempts: 1, result: 'fail', score: 3, can_retry: true, declaration_available: true }) });
    open();
    await answerAll(user, []);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('You got 3 right answers; 5 are needed to pass.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Type Declaro to declare it/)).toBeInTheDocument();
    await expectNoA11yViolations();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Second and last attempt.')).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(7);
  });

  it('after the retry is spent, goes on only with the typed declaration', async () => {
    const user = userEvent.setup();
    answers({
      state: newOnboardingState({ suitability: suitabilityState({ attempts: 2, result: 'fail', score: 4, can_retry: false, declaration_available: true }) }),
    });
    open();
    expect(await screen.findByText('You got 4 right answers; 5 are needed to pass.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Type Declaro/), 'declaro');
    await user.click(screen.getByRole('button', { name: 'Declare and continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/invest`));
    expect(requests.find((request) => request.url === '/users/me/suitability-test/declaration')?.body).toEqual({ declaration: 'declaro' });
  });

  it('coming back after passing, shows the result and goes on', async () => {
    const user = userEvent.setup();
    answers({ state: newOnboardingState({ suitability: suitabilityState({ attempts: 1, result: 'pass', score: 6, done: true }) }) });
    open();
    expect(await screen.findByText('Test passed: 6 right answers (pass mark 5).')).toBeInTheDocument();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/invest/${SLUG}/invest`));
  });

  it('says the answers could not be sent, keeping them', async () => {
    const user = userEvent.setup();
    answers({ result: { status: 500, data: { error: 'internal_error', hide_error: false } } });
    open();
    await answerAll(user, []);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(within(screen.getAllByRole('group')[0] as HTMLElement).getByRole('radio', { name: 'True' })).toBeChecked();
  });
});
