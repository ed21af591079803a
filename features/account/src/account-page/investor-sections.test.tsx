import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, recordRequests, renderScreen, type RecordedRequest } from 'host/testing';
import type { Account, AppEventMap } from 'shared';
import { accountApi, type AccountApiOptions } from 'shared/account/mock-api';
import { investorAccount } from 'shared/account/testing';
import { suitabilityState } from 'shared/invest/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { INVESTOR_ACCOUNT_SECTIONS } from './account-area';
import { AccountPage } from './account.screen';

type User = ReturnType<typeof userEvent.setup>;

let api: ReturnType<typeof accountApi>;
let requests: RecordedRequest[];
let toasts: AppEventMap['toast.requested'][];

function open({ account = investorAccount(), options, language }: { account?: Account; options?: AccountApiOptions; language?: 'en' | 'es' } = {}) {
  toasts = [];
  requests = recordRequests();
  api = accountApi(account, options);
  const platform = createTestPlatform({ language });
  platform.bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
  return renderScreen(<AccountPage area={{ sections: INVESTOR_ACCOUNT_SECTIONS }} />, { path: '/user/account', platform, handlers: api.handlers });
}

async function section(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section') as HTMLElement;
}

/** Answers every question of the test shown in `where`, true unless said otherwise. */
async function answerAll(user: User, where: HTMLElement, choices: ('True' | 'False')[] = []) {
  const questions = await within(where).findAllByRole('group', { name: /^\d\. / });
  for (const [index, question] of questions.entries()) await user.click(within(question).getByRole('radio', { name: choices[index] ?? 'True' }));
}

const notTaken = () => investorAccount({ suitability: suitabilityState() });

describe('the suitability test on the account page', () => {
  it('is taken in place: seven true/false questions and the pass mark', async () => {
    open({ account: notTaken() });
    const test = await section('Suitability test');
    expect(within(test).getByText('You have not taken the knowledge test yet. You can take it here, before investing.')).toBeInTheDocument();
    expect(await within(test).findByText('7 questions. You pass with 5 right answers. If you fail you can try once more.')).toBeInTheDocument();
    expect(within(test).getAllByRole('group', { name: /^\d\. / })).toHaveLength(7);
    await expectNoA11yViolations(test);
  });

  it('asks for every answer before sending', async () => {
    const user = userEvent.setup();
    open({ account: notTaken() });
    const test = await section('Suitability test');
    await user.click(await within(test).findByRole('button', { name: 'Send my answers' }));
    expect(await within(test).findAllByText('This field cannot be blank')).toHaveLength(7);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('on a fail offers one retry or Declaro; the retry passes and shows the result with its date', async () => {
    const user = userEvent.setup();
    open({ account: notTaken(), options: { suitabilityScores: [3, 6] } });
    const test = await section('Suitability test');
    await answerAll(user, test, ['True', 'False', 'True', 'True', 'False', 'True', 'False']);
    await user.click(within(test).getByRole('button', { name: 'Send my answers' }));
    expect(await within(test).findByText('You got 3 right answers; 5 are needed to pass.')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/users/me/suitability-test')?.body).toEqual({ answers: [true, false, true, true, false, true, false] });
    expect(within(test).getByLabelText(/^Type Declaro to declare it/)).toBeInTheDocument();
    await expectNoA11yViolations(test);

    await user.click(within(test).getByRole('button', { name: 'Try again' }));
    expect(within(test).getByText('Second and last attempt.')).toBeInTheDocument();
    await answerAll(user, test);
    await user.click(within(test).getByRole('button', { name: 'Send my answers' }));
    expect(await within(test).findByText('Test passed: 6 right answers (pass mark 5).')).toBeInTheDocument();
    expect(within(test).getByText(/^Taken on /)).toBeInTheDocument();
    expect(within(test).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.current().suitability).toMatchObject({ attempts: 2, result: 'pass', done: true });
  });

  it('after the retry is spent, goes on only with the typed word Declaro', async () => {
    const user = userEvent.setup();
    open({ account: investorAccount({ suitability: suitabilityState({ attempts: 2, result: 'fail', score: 4, completed_at: '2026-11-20T10:00:00.000Z', declaration_available: true }) }) });
    const test = await section('Suitability test');
    expect(await within(test).findByText('You got 4 right answers; 5 are needed to pass.')).toBeInTheDocument();
    expect(within(test).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const word = within(test).getByLabelText(/^Type Declaro/);
    await user.type(word, 'I agree');
    await user.click(within(test).getByRole('button', { name: 'Declare' }));
    expect(await within(test).findByText('Type Declaro to continue')).toBeInTheDocument();
    expect(word).toHaveValue('I agree');

    await user.clear(word);
    await user.type(word, 'declaro');
    await user.click(within(test).getByRole('button', { name: 'Declare' }));
    expect(await within(test).findByText('You declared that you want to go on despite the test result.')).toBeInTheDocument();
    expect(within(test).getByText(/^You declared on .+ that you want to go on without passing it\.$/)).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/users/me/suitability-test/declaration')?.body).toEqual({ declaration: 'declaro' });
  });

  it('shows a passed test with its score and date, and no questions', async () => {
    open();
    const test = await section('Suitability test');
    expect(await within(test).findByText('Test passed: 6 right answers (pass mark 5).')).toBeInTheDocument();
    expect(within(test).getByText(/^Taken on /)).toBeInTheDocument();
    expect(within(test).queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    open({ account: notTaken(), language: 'es' });
    const test = await section('Test de conveniencia');
    expect(await within(test).findByRole('button', { name: 'Enviar mis respuestas' })).toBeInTheDocument();
  });
});

describe('the investor profile on the account page', () => {
  function figure(where: HTMLElement, term: string) {
    return within(where).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');
  }

  it('shows the last simulation and recalculates the capacity as the investor types', async () => {
    const user = userEvent.setup();
    open();
    const profile = await section('Investor profile');
    expect(within(profile).getByLabelText(/^Yearly net income/)).toHaveValue('42000.00');
    expect(figure(profile, 'Net worth (income + liquid assets − commitments)')).toBe('60,000.00 €');
    expect(figure(profile, 'You can bear to lose (10 % of your net worth)')).toBe('6,000.00 €');
    await user.clear(within(profile).getByLabelText(/^Yearly net income/));
    await user.type(within(profile).getByLabelText(/^Yearly net income/), '52000.10');
    expect(figure(profile, 'Net worth (income + liquid assets − commitments)')).toBe('70,000.10 €');
    expect(figure(profile, 'You can bear to lose (10 % of your net worth)')).toBe('7,000.01 €');
    await expectNoA11yViolations(profile);
  });

  it('saves the new calculation and says so', async () => {
    const user = userEvent.setup();
    open();
    const profile = await section('Investor profile');
    await user.clear(within(profile).getByLabelText(/^Yearly financial commitments/));
    await user.type(within(profile).getByLabelText(/^Yearly financial commitments/), '2000');
    await user.click(within(profile).getByRole('button', { name: 'Save the calculation' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', messageKey: 'account:toast.saved', params: { section: 'Investor profile' } }]));
    expect(requests.find((request) => request.url === '/users/me/account/investor-profile')?.body).toEqual({
      annual_income: '42000.00',
      liquid_assets: '30000.00',
      financial_commitments: '2000',
    });
    expect(api.current().investor_profile?.loss_bearing).toMatchObject({ net_worth: '70000.00', capacity: '7000.00' });
  });

  it('keeps bad amounts and says what is wrong with each, sending nothing', async () => {
    const user = userEvent.setup();
    open();
    const profile = await section('Investor profile');
    const income = within(profile).getByLabelText(/^Yearly net income/);
    const assets = within(profile).getByLabelText(/^Liquid assets/);
    await user.clear(income);
    await user.clear(assets);
    await user.type(assets, '-5');
    await user.click(within(profile).getByRole('button', { name: 'Save the calculation' }));
    expect(await within(profile).findByText('This field cannot be blank')).toBeInTheDocument();
    expect(within(profile).getByText('The number is too small (min 0.00)')).toBeInTheDocument();
    expect(assets).toHaveValue('-5');
    expect(within(profile).getByText('Type the three amounts to see your result.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/users/me/account/investor-profile')).toBe(false);
    await expectNoA11yViolations(profile);
  });

  it('sends the investor to the user type section to change the sophisticated declaration', async () => {
    open();
    const profile = await section('Investor profile');
    expect(within(profile).getByText('Non-sophisticated investor')).toBeInTheDocument();
    expect(within(profile).getByText('You declared yourself a non-sophisticated investor: this warning applies to you.')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Change your category in the User type section' })).toHaveAttribute('href', '#account-user-type');
    const userType = await section('User type');
    expect(userType).toHaveAttribute('id', 'account-user-type');
    expect(within(userType).getByRole('radio', { name: /^Sophisticated investor/ })).toBeInTheDocument();
  });
});
