import { createEventBus } from '../platform/event-bus';
import type { HttpClient } from '../platform/http-client';
import { loginAnswer } from 'host/testing';
import { createSessionActions, logoutDestination } from './session-actions';
import { AUTH_STORAGE_KEY, createSessionStore } from './session-store';

const now = Date.UTC(2026, 0, 10);

function setup({ external = null, home = '/login' }: { external?: string | null; home?: string | null } = {}) {
  localStorage.clear();
  const calls: { method: string; url: string; body?: unknown; config?: unknown }[] = [];
  const answers = new Map<string, unknown>();
  const respond = (method: string) =>
    jest.fn(async (url: string, body?: unknown, config?: unknown) => {
      calls.push({ method, url, body, config });
      const answer = answers.get(url);
      if (answer instanceof Error) throw answer;
      return answer;
    });
  const http = { post: respond('post'), get: respond('get') } as unknown as HttpClient;
  const store = createSessionStore(localStorage);
  const bus = createEventBus();
  const logouts: unknown[] = [];
  bus.on('session.logout').subscribe((payload) => logouts.push(payload));
  const actions = createSessionActions({ http, store, bus, now: () => now, externalSiteUrl: () => external, homeUrl: () => home });
  return { actions, store, calls, answers, logouts };
}

describe('session actions', () => {
  it('logs in with e-mail, password and secret and keeps the answer as the session', async () => {
    const { actions, store, calls, answers } = setup();
    answers.set('/v2/user/login', loginAnswer({ token: 'fresh' }));
    await actions.login({ email: 'investor@demo.test', password: 'Demo1234!', secret: true });
    expect(calls).toEqual([
      { method: 'post', url: '/v2/user/login', body: { email: 'investor@demo.test', password: 'Demo1234!', secret: true }, config: { toastErrors: false } },
    ]);
    expect(store.getSnapshot().auth.access_token).toBe('fresh');
  });

  it('leaves no session when the login fails', async () => {
    const { actions, store, answers } = setup();
    answers.set('/v2/user/login', new Error('401'));
    await expect(actions.login({ email: 'x@demo.test', password: 'Wrong1234!', secret: true })).rejects.toThrow();
    expect(store.getSnapshot().auth.user).toBeNull();
  });

  it('logs in with a secret through login-secret', async () => {
    const { actions, store, calls, answers } = setup();
    answers.set('/v2/user/login-secret', loginAnswer());
    await actions.loginWithSecret('s3cret');
    expect(calls[0]).toMatchObject({ url: '/v2/user/login-secret', body: { secret: 's3cret' } });
    expect(store.getSnapshot().auth.user?.email).toBe('investor@demo.test');
  });

  it('finishes a Google sign-in by trading the one-time code, without a toast when it is refused', async () => {
    const { actions, store, calls, answers } = setup();
    answers.set('/auth/oidc/exchange', loginAnswer());
    await actions.loginWithOidcCode('one-time');
    expect(calls[0]).toEqual({ method: 'post', url: '/auth/oidc/exchange', body: { code: 'one-time' }, config: { toastErrors: false } });
    expect(store.getSnapshot().auth.user?.email).toBe('investor@demo.test');
  });

  it('logs out by calling the server, clearing the state and the storage', async () => {
    const { actions, store, calls, logouts } = setup();
    store.signIn(loginAnswer(), now);
    await expect(actions.logout()).resolves.toBe('/login');
    expect(calls).toEqual([{ method: 'post', url: '/v2/user/logout', body: undefined, config: { toastErrors: false } }]);
    expect(store.getSnapshot().auth.user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it('does not call the server on logout when nobody is signed in', async () => {
    const { actions, calls } = setup();
    await actions.logout();
    expect(calls).toEqual([]);
  });

  it('still clears the session when the server refuses the logout', async () => {
    const { actions, store, answers } = setup();
    store.signIn(loginAnswer(), now);
    answers.set('/v2/user/logout', new Error('401'));
    await actions.logout('expired');
    expect(store.getSnapshot().auth.user).toBeNull();
  });

  it('starts and ends a simulation through the impersonation endpoints', async () => {
    const { actions, store, calls, answers } = setup();
    store.signIn(loginAnswer({ role: 'ADMIN', token: 'manager-token' }), now);
    answers.set('/manager/users/u-2/impersonate', loginAnswer({ id: 'u-2', token: 'backdoor' }));
    await actions.startSimulation('u-2');
    expect(store.getSnapshot().backdoor?.access_token).toBe('backdoor');
    await actions.endSimulation();
    expect(calls.map((call) => call.url)).toEqual(['/manager/users/u-2/impersonate', '/manager/impersonation/end']);
    expect(store.getSnapshot().backdoor).toBeNull();
    expect(store.getSnapshot().auth.access_token).toBe('manager-token');
  });
});

describe('where logout leads', () => {
  it('goes to the external site with logout=true when one is configured', () => {
    expect(logoutDestination('https://exeu.example', '/login')).toBe('https://exeu.example/?logout=true');
    expect(logoutDestination('https://exeu.example/home?x=1', '/login')).toBe('https://exeu.example/home?x=1&logout=true');
  });

  it('goes to the home URL otherwise', () => {
    expect(logoutDestination(null, 'https://demo.example/welcome')).toBe('https://demo.example/welcome');
  });

  it('goes to /login without either', () => {
    expect(logoutDestination(null, null)).toBe('/login');
    expect(logoutDestination(null, '')).toBe('/login');
  });
});
