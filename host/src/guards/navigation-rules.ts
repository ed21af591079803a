import { isSessionExpired, ROLE_HOME_PATHS, type Role, type SessionUser } from 'shared';
import { activeAuth, type SessionSnapshot } from '../session/session-store';

/** Spec section 2: the public screens. */
export const PUBLIC_PATHS = ['/login', '/register', '/callback', '/forgot-password', '/remember-password'] as const;

/** Spec section 2: the invest-flow steps behind the invest check. */
export const INVEST_STEPS = [
  'invest',
  'sign',
  'initial-test',
  'identification',
  'method-payment',
  'payment-error',
  'payment-success',
  'payment-bankwire',
  'payment-creditcard',
  'congratulations',
  'type-of-investor',
  'account-information',
  'aditional-information',
  'contribution-breakdown',
  'simulation-loss-bearing-capacity',
] as const;

/** Spec section 2: the invest pages behind the public check. */
const INVEST_PUBLIC_STEPS = ['register', 'declare-interest'];

/** Who may enter each role area (spec section 6); a user passes with any of their roles. */
export const AREA_ROLES = {
  user: ['USER', 'PREMIUM_USER'],
  manager: ['ADMIN'],
  entrepreneur: ['CLIENT', 'ENTREPRENEUR'],
  invest: ['USER', 'PREMIUM_USER'],
} as const satisfies Record<string, readonly Role[]>;
export type GuardedArea = keyof typeof AREA_ROLES;

export type PageKind =
  | { kind: 'root' }
  | { kind: 'public' }
  | { kind: 'area'; area: GuardedArea }
  | { kind: 'invest-public'; slug: string }
  | { kind: 'open' };

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function classifyPath(pathname: string): PageKind {
  const path = trimSlash(pathname);
  if (path === '/') return { kind: 'root' };
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return { kind: 'public' };
  const [first, second, third, ...rest] = path.split('/').slice(1);
  if (first === 'user' || first === 'manager' || first === 'entrepreneur') return { kind: 'area', area: first };
  if (first === 'invest' && second && rest.length === 0) {
    if (third === undefined || INVEST_PUBLIC_STEPS.includes(third)) return { kind: 'invest-public', slug: second };
    if ((INVEST_STEPS as readonly string[]).includes(third)) return { kind: 'area', area: 'invest' };
  }
  // Status, error pages and addresses no screen serves: open to all.
  return { kind: 'open' };
}

/** The issuances page of the user's role, trying the secondary role when the primary has none. */
export function roleHome(user: SessionUser): string | null {
  for (const role of [user.role, ...user.roles]) {
    const home = ROLE_HOME_PATHS[role];
    if (home) return home;
  }
  return null;
}

export function mayEnter(user: SessionUser, area: GuardedArea): boolean {
  const allowed: readonly Role[] = AREA_ROLES[area];
  return [user.role, ...user.roles].some((role) => allowed.includes(role));
}

export type GuardDecision =
  | { type: 'allow' }
  /** Go elsewhere; `remember` is where to return after signing in. */
  | { type: 'redirect'; to: string; remember?: string }
  /** Clear an expired session and stay (a public page). */
  | { type: 'clear-session' }
  /** Log out (server call and all); without a user the page then goes to /login. */
  | { type: 'logout' }
  | { type: 'forbidden' };

export interface GuardInput {
  pathname: string;
  search: string;
  session: SessionSnapshot;
  now: number;
  ignoreSessionExpiration: boolean;
}

/** `/login`, keeping the `lang` query value of the page left behind (spec section 4). */
export function loginPath(search: string): string {
  const lang = new URLSearchParams(search).get('lang');
  return lang ? `/login?${new URLSearchParams({ lang }).toString()}` : '/login';
}

/** The session check of spec section 4, run after the secret login and the customization. */
export function checkSession({ pathname, search, session, now, ignoreSessionExpiration }: GuardInput): GuardDecision {
  const page = classifyPath(pathname);
  const auth = activeAuth(session);
  const expired = isSessionExpired(auth, now);

  switch (page.kind) {
    case 'root':
      return { type: 'redirect', to: loginPath(search) };
    case 'public': {
      if (expired) return auth.user ? { type: 'clear-session' } : { type: 'allow' };
      const home = session.auth.redirect ?? (auth.user ? roleHome(auth.user) : null);
      return home ? { type: 'redirect', to: home } : { type: 'allow' };
    }
    case 'invest-public':
      return expired ? { type: 'allow' } : { type: 'redirect', to: `/invest/${page.slug}/invest` };
    case 'area': {
      if (!auth.user) return { type: 'redirect', to: loginPath(search), remember: `${pathname}${search}` };
      if (expired && !ignoreSessionExpiration) return { type: 'logout' };
      return mayEnter(auth.user, page.area) ? { type: 'allow' } : { type: 'forbidden' };
    }
    case 'open':
      return { type: 'allow' };
  }
}
