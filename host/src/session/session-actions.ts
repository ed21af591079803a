import * as v from 'valibot';
import { loginResponseSchema, type LoginResponse, type LoginValues } from 'shared';
import type { EventBus } from '../platform/event-bus';
import type { HttpClient } from '../platform/http-client';
import { activeAuth, type SessionStore } from './session-store';

export interface SessionActions {
  login(values: LoginValues): Promise<void>;
  loginWithSecret(secret: string): Promise<void>;
  /** Finishes a Google sign-in: the one-time code /callback received becomes the session, as a password login's answer does. */
  loginWithOidcCode(code: string): Promise<void>;
  /** Signs in with a login answer obtained elsewhere (the e-mail verification answers like login). */
  signInWith(response: unknown): void;
  /** Ends the session; resolves to where the person goes next (spec section 4, logout). */
  logout(reason?: 'user' | 'expired' | 'unauthorized'): Promise<string>;
  /** `returnTo`: the manager's page that "back to manager" leads to (the list it started from). */
  startSimulation(userId: string, returnTo?: string | null): Promise<void>;
  endSimulation(): Promise<void>;
}

export interface SessionActionsOptions {
  http: HttpClient;
  store: SessionStore;
  bus: EventBus;
  now: () => number;
  /** The tenant's external website, if it has one. */
  externalSiteUrl: () => string | null;
  /** The customization's home URL. */
  homeUrl: () => string | null;
}

/** Where logout leads: the external site with logout=true, else the home URL, else /login. */
export function logoutDestination(externalSiteUrl: string | null, homeUrl: string | null): string {
  if (externalSiteUrl) {
    const url = new URL(externalSiteUrl);
    url.searchParams.set('logout', 'true');
    return url.toString();
  }
  return homeUrl || '/login';
}

export function createSessionActions({ http, store, bus, now, externalSiteUrl, homeUrl }: SessionActionsOptions): SessionActions {
  function signInWith(answer: unknown): void {
    const response: LoginResponse = v.parse(loginResponseSchema, answer);
    store.signIn(response, now());
  }

  return {
    async login(values) {
      // The sign-in screen says what went wrong beside its form: a wrong password is not a
      // "sign in again" toast, nor an unverified e-mail a "no permission" one.
      signInWith(await http.post('/v2/user/login', values, { toastErrors: false }));
    },
    async loginWithSecret(secret) {
      signInWith(await http.post('/v2/user/login-secret', { secret }));
    },
    async loginWithOidcCode(code) {
      // /callback explains a refused code itself, without a toast.
      signInWith(await http.post('/auth/oidc/exchange', { code }, { toastErrors: false }));
    },
    signInWith,
    async logout(reason = 'user') {
      const auth = activeAuth(store.getSnapshot());
      if (auth.user && auth.access_token) {
        // The answer of logout is not shown (spec section 7): a token the server already
        // dropped must not greet the person with an error toast on the way out.
        await http.post('/v2/user/logout', undefined, { toastErrors: false }).catch(() => undefined);
      }
      // Announced before the state goes, so listeners still know who is leaving and why.
      bus.emit('session.logout', { reason });
      store.clear();
      return logoutDestination(externalSiteUrl(), homeUrl());
    },
    async startSimulation(userId, returnTo = null) {
      const answer = await http.post(`/manager/users/${encodeURIComponent(userId)}/impersonate`);
      store.startBackdoor(v.parse(loginResponseSchema, answer), now(), returnTo);
    },
    async endSimulation() {
      await http.post('/manager/impersonation/end').catch(() => undefined);
      store.endBackdoor();
    },
  };
}
