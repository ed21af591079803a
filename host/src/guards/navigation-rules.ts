import { inRoleGroups, isSessionExpired, ROLE_HOME_PATHS, type SessionUser } from 'shared';
import { areaOf, AREAS, type AreaPrefix } from '../federation/areas';
import { activeAuth, type SessionSnapshot } from '../session/session-store';
import { INVEST_BLOCKED_SEGMENT } from './invest-rules';

/** Spec section 2: the public screens. */
const PUBLIC_PATHS = ['/login', '/register', '/callback', '/forgot-password', '/remember-password'] as const;

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

/** The pages behind the invest check: the spec's steps and the one saying why an investor may not go on. */
const INVEST_CHECK_PAGES: readonly string[] = [...INVEST_STEPS, INVEST_BLOCKED_SEGMENT];

/** Spec section 2: the invest pages behind the public check. */
const INVEST_PUBLIC_STEPS = ['register', 'declare-interest'];

/**
 * The query value with which /invest/{slug}/declare-interest comes back after signing in: the
 * amount the visitor typed before, for the investor to confirm.
 */
export const DECLARE_INTEREST_AMOUNT_PARAM = 'amount';

type GuardedArea = AreaPrefix;

const DASHBOARD_PREFIXES: readonly string[] = AREAS.filter((area) => area.layout === 'dashboard').map((area) => area.prefix);

export type PageKind =
  | { kind: 'root' }
  | { kind: 'public' }
  | { kind: 'area'; area: GuardedArea }
  | { kind: 'invest-public'; slug: string; page: string | null }
  | { kind: 'open' };

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function classifyPath(pathname: string): PageKind {
  const path = trimSlash(pathname);
  if (path === '/') return { kind: 'root' };
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return { kind: 'public' };
  const [first, second, third, ...rest] = path.split('/').slice(1);
  if (first !== undefined && DASHBOARD_PREFIXES.includes(first)) return { kind: 'area', area: first as GuardedArea };
  if (first === 'invest' && second && rest.length === 0) {
    if (third === undefined || INVEST_PUBLIC_STEPS.includes(third)) return { kind: 'invest-public', slug: second, page: third ?? null };
    if (INVEST_CHECK_PAGES.includes(third)) return { kind: 'area', area: 'invest' };
  }
  // Status, error pages and addresses no screen serves: open to all.
  return { kind: 'open' };
}

/** The issuances page of the primary role's group (shared's role home paths). */
export function roleHome(user: SessionUser): string {
  return ROLE_HOME_PATHS[user.role];
}

/** Who may enter each area (spec section 6, the area registry); any of the user's roles counts. */
function mayEnter(user: SessionUser, area: GuardedArea): boolean {
  return inRoleGroups([user.role, ...user.roles], areaOf(area).roleGroups);
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
function loginPath(search: string): string {
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
    case 'invest-public': {
      if (expired) return { type: 'allow' };
      // Back from signing in (or registering) to confirm the interest typed before.
      if (page.page === 'declare-interest' && new URLSearchParams(search).has(DECLARE_INTEREST_AMOUNT_PARAM)) return { type: 'allow' };
      // A new account comes back to where the visitor was going in this project.
      const remembered = page.page === 'register' ? session.auth.redirect : null;
      return { type: 'redirect', to: remembered ?? `/invest/${page.slug}/invest` };
    }
    case 'area': {
      if (!auth.user) return { type: 'redirect', to: loginPath(search), remember: `${pathname}${search}` };
      if (expired && !ignoreSessionExpiration) return { type: 'logout' };
      return mayEnter(auth.user, page.area) ? { type: 'allow' } : { type: 'forbidden' };
    }
    case 'open':
      return { type: 'allow' };
  }
}
