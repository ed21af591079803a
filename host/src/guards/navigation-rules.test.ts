import type { Role } from 'shared';
import { createSessionStore, type SessionSnapshot } from '../session/session-store';
import { loginAnswer } from 'host/testing';
import { checkSession, classifyPath, INVEST_STEPS, type GuardInput } from './navigation-rules';

const DAY = 24 * 60 * 60 * 1000;
const loginAt = Date.UTC(2026, 0, 10);
const now = loginAt + DAY;

function sessionOf(role: Role | null, { roles, verified = true }: { roles?: Role[]; verified?: boolean } = {}): SessionSnapshot {
  localStorage.clear();
  const store = createSessionStore(localStorage);
  if (role) store.signIn(loginAnswer({ role, roles: roles ?? [role], verified }), loginAt);
  return store.getSnapshot();
}

function check(pathname: string, session: SessionSnapshot, overrides: Partial<GuardInput> = {}) {
  return checkSession({ pathname, search: '', session, now, ignoreSessionExpiration: false, ...overrides });
}

describe('the session check (spec section 4)', () => {
  it('sends / to /login', () => {
    expect(check('/', sessionOf(null))).toEqual({ type: 'redirect', to: '/login' });
  });

  describe('on the public pages', () => {
    it.each(['/login', '/register', '/callback', '/forgot-password', '/remember-password'])('lets a visitor without a session see %s', (path) => {
      expect(check(path, sessionOf(null))).toEqual({ type: 'allow' });
    });

    it.each([
      ['ADMIN', '/manager/issuances'],
      ['ENTREPRENEUR', '/entrepreneur/issuances'],
      ['USER', '/user/issuances'],
      ['PREMIUM_USER', '/user/issuances'],
      ['CLIENT', '/entrepreneur/issuances'],
    ] as const)('sends a logged-in %s from /login to %s', (role, home) => {
      expect(check('/login', sessionOf(role))).toEqual({ type: 'redirect', to: home });
    });

    it('sends a logged-in user back to the page they asked for before signing in', () => {
      const session = sessionOf('USER');
      const withRedirect = { ...session, auth: { ...session.auth, redirect: '/user/portfolio' } };
      expect(check('/login', withRedirect)).toEqual({ type: 'redirect', to: '/user/portfolio' });
    });

    it('logs out an expired session and shows the page', () => {
      expect(check('/register', sessionOf('USER'), { now: loginAt + 16 * DAY })).toEqual({ type: 'clear-session' });
    });
  });

  describe('on a protected page', () => {
    it('sends a visitor without a user to /login, keeping lang and remembering the page', () => {
      expect(check('/user/portfolio', sessionOf(null), { search: '?lang=en&tab=all' })).toEqual({
        type: 'redirect',
        to: '/login?lang=en',
        remember: '/user/portfolio?lang=en&tab=all',
      });
    });

    it('sends a visitor to plain /login when there is no lang', () => {
      expect(check('/manager/users', sessionOf(null))).toMatchObject({ to: '/login' });
    });

    it('logs out a session older than 15 days', () => {
      expect(check('/user/issuances', sessionOf('USER'), { now: loginAt + 15 * DAY + 1 })).toEqual({ type: 'logout' });
    });

    it('logs out a user whose e-mail is not verified', () => {
      expect(check('/user/issuances', sessionOf('USER', { verified: false }))).toEqual({ type: 'logout' });
    });

    it('keeps an expired session when the ignore-session-expiration setting is on', () => {
      expect(check('/user/issuances', sessionOf('USER'), { now: loginAt + 20 * DAY, ignoreSessionExpiration: true })).toEqual({ type: 'allow' });
    });
  });

  describe('role areas (spec section 6)', () => {
    it.each([
      ['USER', '/user/issuances', 'allow'],
      ['PREMIUM_USER', '/user/portfolio', 'allow'],
      ['ADMIN', '/user/issuances', 'forbidden'],
      ['ADMIN', '/manager/users', 'allow'],
      ['USER', '/manager/users', 'forbidden'],
      ['ENTREPRENEUR', '/manager/users', 'forbidden'],
      ['ENTREPRENEUR', '/entrepreneur/issuances', 'allow'],
      ['CLIENT', '/entrepreneur/issuances', 'allow'],
      ['USER', '/entrepreneur/issuances', 'forbidden'],
      ['ISSUER', '/entrepreneur/issuances', 'allow'],
      ['ISSUER', '/manager/users', 'forbidden'],
    ] as const)('a %s on %s: %s', (role, path, outcome) => {
      expect(check(path, sessionOf(role)).type).toBe(outcome);
    });

    it('lets a user in with their secondary role', () => {
      expect(check('/user/investments', sessionOf('ENTREPRENEUR', { roles: ['ENTREPRENEUR', 'USER'] })).type).toBe('allow');
    });
  });

  describe('the invest flow', () => {
    it.each(['/invest/solar-park', '/invest/solar-park/register', '/invest/solar-park/declare-interest'])(
      'sends a logged-in user from %s to the invest step of the same project',
      (path) => {
        expect(check(path, sessionOf('USER'))).toEqual({ type: 'redirect', to: '/invest/solar-park/invest' });
      },
    );

    it('shows the landing, register and declare-interest pages to a visitor', () => {
      expect(check('/invest/solar-park', sessionOf(null))).toEqual({ type: 'allow' });
      expect(check('/invest/solar-park/declare-interest', sessionOf(null))).toEqual({ type: 'allow' });
    });

    it.each(INVEST_STEPS.map((step) => `/invest/solar-park/${step}`))('puts %s behind the invest check', (path) => {
      expect(check(path, sessionOf(null))).toMatchObject({ type: 'redirect', to: '/login' });
      expect(check(path, sessionOf('USER'))).toEqual({ type: 'allow' });
    });

    it('brings a new account back to the page of the project it was going to', () => {
      const session = sessionOf('USER');
      const remembered = { ...session, auth: { ...session.auth, redirect: '/invest/solar-park/declare-interest?amount=500.00' } };
      expect(check('/invest/solar-park/register', remembered)).toEqual({ type: 'redirect', to: '/invest/solar-park/declare-interest?amount=500.00' });
    });

    it('lets a signed-in investor back on declare-interest to confirm the amount typed before signing in', () => {
      expect(check('/invest/solar-park/declare-interest', sessionOf('USER'), { search: '?amount=500.00' })).toEqual({ type: 'allow' });
    });

    it('puts the page that says why an investor is blocked behind the invest check', () => {
      expect(check('/invest/solar-park/blocked', sessionOf(null))).toMatchObject({ type: 'redirect', to: '/login' });
      expect(check('/invest/solar-park/blocked', sessionOf('USER'))).toEqual({ type: 'allow' });
    });

    it('lets only investors through the invest check', () => {
      expect(check('/invest/solar-park/sign', sessionOf('ADMIN'))).toEqual({ type: 'forbidden' });
    });
  });

  it('leaves the status page and unknown addresses open', () => {
    expect(classifyPath('/status')).toEqual({ kind: 'open' });
    expect(check('/no/such/page', sessionOf(null))).toEqual({ type: 'allow' });
  });
});
