import * as v from 'valibot';
import { sessionExpiry, toSessionUser, type AuthState, type LoginResponse, type SessionUser } from 'shared';

export const AUTH_STORAGE_KEY = 'auth';
/** The impersonated user's auth while a manager acts as them (spec section 3, backdoor). */
export const BACKDOOR_STORAGE_KEY = 'auth_backdoor';

const EMPTY_AUTH: AuthState = { user: null, email: null, access_token: '', token_expired_at: null, redirect: null };

export interface SessionSnapshot {
  /** The signed-in person: a manager keeps their own state here while simulating. */
  readonly auth: AuthState;
  /** Set while a manager acts as another user. */
  readonly backdoor: AuthState | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** A login answer becomes the session; it expires 15 days from `now`. */
  signIn(response: LoginResponse, now: number): void;
  /** A manager starts acting as the user of `response` (the backdoor token is its accessToken);
   * `returnTo` is the manager's page to go back to, kept as the backdoor's `redirect` so a
   * reload while simulating does not lose it. */
  startBackdoor(response: LoginResponse, now: number, returnTo?: string | null): void;
  /** Back to the manager's own session. */
  endBackdoor(): void;
  /** Where to go once signed in (a protected page visited without a session). */
  setRedirect(redirect: string | null): void;
  /** Forgets everything, in memory and in storage. */
  clear(): void;
}

// Stored state is read back leniently but never trusted blindly: a malformed entry is no session.
const storedAuthSchema = v.object({
  user: v.nullable(
    v.looseObject({
      id: v.union([v.number(), v.string()]),
      email: v.string(),
      role: v.string(),
      roles: v.array(v.string()),
      email_verification: v.nullable(v.string()),
    }),
  ),
  email: v.nullable(v.string()),
  access_token: v.string(),
  token_expired_at: v.nullable(v.number()),
  redirect: v.nullable(v.string()),
});

function read(storage: Storage | undefined, key: string): AuthState | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = v.safeParse(storedAuthSchema, JSON.parse(raw));
    return parsed.success ? (parsed.output as AuthState) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, state: AuthState | null): void {
  try {
    if (state) storage?.setItem(key, JSON.stringify(state));
    else storage?.removeItem(key);
  } catch {
    // Without storage (private mode) the session lasts for this page only.
  }
}

function authFrom(response: LoginResponse, now: number): AuthState {
  const user: SessionUser = toSessionUser(response);
  return { user, email: user.email, access_token: response.data.accessToken, token_expired_at: sessionExpiry(now), redirect: null };
}

export function createSessionStore(storage: Storage | undefined = globalThis.localStorage): SessionStore {
  let snapshot: SessionSnapshot = {
    auth: read(storage, AUTH_STORAGE_KEY) ?? EMPTY_AUTH,
    backdoor: read(storage, BACKDOOR_STORAGE_KEY),
  };
  const listeners = new Set<() => void>();

  function commit(next: SessionSnapshot): void {
    snapshot = next;
    write(storage, AUTH_STORAGE_KEY, next.auth.user || next.auth.redirect ? next.auth : null);
    write(storage, BACKDOOR_STORAGE_KEY, next.backdoor);
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(response, now) {
      commit({ auth: { ...authFrom(response, now), redirect: snapshot.auth.redirect }, backdoor: null });
    },
    startBackdoor(response, now, returnTo = null) {
      commit({ auth: snapshot.auth, backdoor: { ...authFrom(response, now), redirect: returnTo } });
    },
    endBackdoor() {
      commit({ auth: snapshot.auth, backdoor: null });
    },
    setRedirect(redirect) {
      if (snapshot.auth.redirect === redirect) return;
      commit({ ...snapshot, auth: { ...snapshot.auth, redirect } });
    },
    clear() {
      commit({ auth: EMPTY_AUTH, backdoor: null });
    },
  };
}

/** The state the app acts as: the backdoor one while simulating, else the user's own. */
export function activeAuth(snapshot: SessionSnapshot): AuthState {
  return snapshot.backdoor ?? snapshot.auth;
}

/** Spec section 3: the user token (the backdoor one while simulating) and the manager token,
 * each empty when not signed in. */
export function accessTokens(snapshot: SessionSnapshot): { userToken: string; managerToken: string } {
  return snapshot.backdoor
    ? { userToken: snapshot.backdoor.access_token, managerToken: snapshot.auth.access_token }
    : { userToken: snapshot.auth.access_token, managerToken: '' };
}
