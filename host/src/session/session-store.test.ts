import { isSessionExpired } from 'shared';
import { loginAnswer } from 'host/testing';
import { accessTokens, activeAuth, AUTH_STORAGE_KEY, BACKDOOR_STORAGE_KEY, createSessionStore } from './session-store';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 10);

beforeEach(() => localStorage.clear());

describe('the session store', () => {
  it('keeps every session-user field of spec section 3 from the login answer', () => {
    const store = createSessionStore(localStorage);
    store.signIn(loginAnswer({ id: 'u-9', email: 'irene@demo.test', token: 't-9' }), now);
    expect(store.getSnapshot().auth).toEqual({
      user: {
        id: 'u-9',
        name: 'irene',
        email: 'irene@demo.test',
        role: 'USER',
        roles: ['USER'],
        nationality: 'Español',
        image: null,
        type: null,
        firstName: 'Irene',
        lastName: 'Inversora',
        wallets: ['0x2222222222222222222222222222222222222222'],
        kycStatus: 'success',
        secret: 'secret-1',
        referralCode: 'ABCD2345',
        email_verification: '2026-01-01T00:00:00.000Z',
      },
      email: 'irene@demo.test',
      access_token: 't-9',
      token_expired_at: now + 15 * DAY,
      redirect: null,
    });
  });

  it('persists the session in local storage and reads it back on the next page load', () => {
    createSessionStore(localStorage).signIn(loginAnswer(), now);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toMatchObject({ access_token: 'token-1' });
    expect(createSessionStore(localStorage).getSnapshot().auth.user?.email).toBe('investor@demo.test');
  });

  it('ignores a stored session that is not one', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"user":"me"}');
    expect(createSessionStore(localStorage).getSnapshot().auth.user).toBeNull();
  });

  it('sets the expiry 15 days after login', () => {
    const store = createSessionStore(localStorage);
    store.signIn(loginAnswer(), now);
    const auth = store.getSnapshot().auth;
    expect(isSessionExpired(auth, now + 15 * DAY - 1)).toBe(false);
    expect(isSessionExpired(auth, now + 15 * DAY)).toBe(true);
  });

  describe('is expired (spec section 4)', () => {
    const signedIn = () => {
      const store = createSessionStore(localStorage);
      store.signIn(loginAnswer(), now);
      return store.getSnapshot().auth;
    };
    it('with no user', () => expect(isSessionExpired({ ...signedIn(), user: null }, now)).toBe(true));
    it('with no access token', () => expect(isSessionExpired({ ...signedIn(), access_token: '' }, now)).toBe(true));
    it('with no e-mail verification on the user', () => {
      const auth = signedIn();
      expect(isSessionExpired({ ...auth, user: auth.user && { ...auth.user, email_verification: null } }, now)).toBe(true);
    });
    it('with no expiry time', () => expect(isSessionExpired({ ...signedIn(), token_expired_at: null }, now)).toBe(true));
    it('once the expiry time has passed', () => expect(isSessionExpired(signedIn(), now + 16 * DAY)).toBe(true));
    it('and not otherwise', () => expect(isSessionExpired(signedIn(), now + DAY)).toBe(false));
  });

  it('has empty tokens when nobody is signed in', () => {
    expect(accessTokens(createSessionStore(localStorage).getSnapshot())).toEqual({ userToken: '', managerToken: '' });
  });

  it('lets a manager act as another user with both tokens, and turn back', () => {
    const store = createSessionStore(localStorage);
    store.signIn(loginAnswer({ role: 'ADMIN', email: 'manager@demo.test', token: 'manager-token' }), now);
    store.startBackdoor(loginAnswer({ email: 'investor@demo.test', token: 'backdoor-token' }), now);

    expect(activeAuth(store.getSnapshot()).user?.email).toBe('investor@demo.test');
    expect(accessTokens(store.getSnapshot())).toEqual({ userToken: 'backdoor-token', managerToken: 'manager-token' });
    expect(localStorage.getItem(BACKDOOR_STORAGE_KEY)).toContain('backdoor-token');

    store.endBackdoor();
    expect(activeAuth(store.getSnapshot()).user?.email).toBe('manager@demo.test');
    expect(accessTokens(store.getSnapshot())).toEqual({ userToken: 'manager-token', managerToken: '' });
    expect(localStorage.getItem(BACKDOOR_STORAGE_KEY)).toBeNull();
  });

  it('clears memory and storage', () => {
    const store = createSessionStore(localStorage);
    store.signIn(loginAnswer(), now);
    store.startBackdoor(loginAnswer({ token: 'b' }), now);
    store.clear();
    expect(store.getSnapshot()).toEqual({ auth: expect.objectContaining({ user: null, access_token: '' }), backdoor: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(BACKDOOR_STORAGE_KEY)).toBeNull();
  });

  it('notifies its subscribers of every change', () => {
    const store = createSessionStore(localStorage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.signIn(loginAnswer(), now);
    store.setRedirect('/user/portfolio');
    store.clear();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
