import type { RoleGroup } from '../domain/role';
import { INVEST_ROUTE_SEGMENTS, type InvestRouteSegment, type NextStep } from '../invest/invest-steps';
import { issuanceAreaPaths } from './issuance-area-paths';

/**
 * The one map of the web app's addresses: each area's route patterns (relative to its prefix, as
 * its remote's `./routes` declares them) and the links to them, for the remotes, the feature
 * packages and the API's e-mails alike. No other module writes an address by hand.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

/** The host's public pages (its own route tree, outside every area). */
export const hostPaths = {
  login: { route: '/login', href: () => '/login' },
  register: { route: '/register', href: () => '/register' },
  forgotPassword: { route: '/forgot-password', href: () => '/forgot-password' },
  /** Where the e-mailed reset link lands: it sets a new password with the token. */
  rememberPassword: { route: '/remember-password', href: (token: string) => `/remember-password?${new URLSearchParams({ token }).toString()}` },
  callback: { route: '/callback', href: () => '/callback' },
  status: { route: '/status', href: () => '/status' },
} as const;

/** The investor's area, /user. */
export const investorPaths = {
  issuances: {
    route: 'issuances',
    href: (search = '') => `/user/issuances${search}`,
  },
  issuance: {
    route: 'issuances/:id',
    href: (id: string | number) => `/user/issuances/${segment(id)}`,
  },
  investments: {
    route: 'investments',
    href: (search = '') => `/user/investments${search}`,
  },
  portfolio: {
    route: 'portfolio',
    href: () => '/user/portfolio',
  },
  account: {
    route: 'account',
    href: () => '/user/account',
    /** The banking section of the account page (the anchor the account page gives it): claiming needs a bank account. */
    banking: () => '/user/account#account-banking',
  },
  notifications: {
    route: 'notifications',
    href: () => '/user/notifications',
  },
  /** The bulletin board, the investor's ads and their transfers: `?tab=mine|transfers`. */
  transfers: {
    route: 'transfers',
    href: (search = '') => `/user/transfers${search}`,
  },
  /** The bank connection payouts and refunds use. */
  bbva: {
    route: 'bbva',
    href: () => '/user/bbva',
  },
  earnings: {
    route: 'earnings',
    href: (search = '') => `/user/earnings${search}`,
  },
  /** A distribution (its id) by token and by investor: the investor sees their own earning of it. */
  earningByToken: {
    route: 'earnings/:id/token',
    href: (id: string) => `/user/earnings/${segment(id)}/token`,
  },
  earningByInvestor: {
    route: 'earnings/:id/investor',
    href: (id: string) => `/user/earnings/${segment(id)}/investor`,
  },
} as const;

/** The manager's area, /manager: the issuance screens and the manager's own. */
export const managerPaths = {
  ...issuanceAreaPaths('/manager'),
  users: {
    pattern: 'users',
    /** The list, with its filters' query string. */
    href: (search = '') => `/manager/users${search}`,
  },
  user: {
    pattern: 'users/:id',
    href: (id: string) => `/manager/users/${segment(id)}`,
  },
  /** The users list restricted to investors (participants in EXEU's words). */
  members: {
    pattern: 'members',
    href: (search = '') => `/manager/members${search}`,
  },
  /** Moderation of the bulletin board: `?status=…&type=…&page=…`. */
  board: {
    pattern: 'board',
    href: (search = '') => `/manager/board${search}`,
  },
  customization: {
    pattern: 'customization',
    href: () => '/manager/customization',
  },
  /** The tenant's bank account, fees and the adapter of each hosted method. */
  paymentSettings: {
    pattern: 'payment-settings',
    href: () => '/manager/payment-settings',
  },
  /** Payout batches of earnings (SEPA files for the tenant's bank): `?page=…`. */
  payouts: {
    pattern: 'payouts',
    href: (search = '') => `/manager/payouts${search}`,
  },
  /** Bank statements: imports and the credits to decide, `?tab=to_decide|decided|imports&page=…`. */
  bankStatements: {
    pattern: 'bank-statements',
    href: (search = '') => `/manager/bank-statements${search}`,
  },
} as const;

/** The entrepreneur's area, /entrepreneur (no token screens: tokens are the manager's). */
export const entrepreneurPaths = issuanceAreaPaths('/entrepreneur');

/** The page of the invest check that says why an investor may not go on (the host's guard sends there). */
export const BLOCKED_SEGMENT = 'blocked' as const;

/** The query value that names the order on its steps, so a reload or a shared link keeps it. */
export const INVESTMENT_QUERY = 'investment';

/** The query value of /payment-error that says why (the provider's return address carries it too). */
export const PAYMENT_ERROR_QUERY = 'reason';

/** A page of the flow by its segment: the API's next step and the investment statuses name them so. */
type StepSegment = InvestRouteSegment | typeof BLOCKED_SEGMENT;

/**
 * Any page of the flow. An order's pages name the order in the query, so a reload or a shared
 * link keeps it; without it a page finds the open order of the project (GET /invest/{slug}/next-step).
 */
function step(slug: string, page: StepSegment, investmentId?: string): `/invest/${string}` {
  const path = `/invest/${segment(slug)}/${page}` as const;
  return investmentId ? `${path}?${new URLSearchParams({ [INVESTMENT_QUERY]: investmentId }).toString()}` : path;
}

/** The invest flow, /invest: a project's landing, its steps, and the pages around them. */
export const investPaths = {
  landing: {
    route: ':slug',
    href: (slug: string) => `/invest/${segment(slug)}`,
  },
  step,
  /** The route of a page of the flow, relative to /invest. */
  stepRoute: (page: StepSegment) => `:slug/${page}`,
  /** Where GET /invest/{slug}/next-step sends the investor. */
  next: (slug: string, next: NextStep) =>
    next.kind === 'blocked' ? step(slug, BLOCKED_SEGMENT) : step(slug, next.route, next.kind === 'invest' ? next.investment?.id : undefined),
  /** /payment-error for an order, with the reason when known. */
  paymentError: (slug: string, investmentId: string, reason: string | null) => {
    const path = step(slug, 'payment-error', investmentId);
    return reason ? `${path}&${new URLSearchParams({ [PAYMENT_ERROR_QUERY]: reason }).toString()}` : path;
  },
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
  declareInterestRoute: ':slug/declare-interest',
  register: (slug: string) => `/invest/${segment(slug)}/register`,
  registerRoute: ':slug/register',
};

/** The invest flow as the investor's area hands over to it, for one project by its slug. */
export const investFlowPaths = {
  invest: (slug: string) => step(slug, 'invest'),
  book: (slug: string) => `${step(slug, 'invest')}?mode=book`,
  declareInterest: investPaths.declareInterest,
  /**
   * A page of an open order (the step `investStepOfStatus` names). The order goes in the query,
   * `?investment=`, as the flow's own links do, so the flow resumes that order and not another.
   */
  step: (slug: string, page: InvestRouteSegment, investmentId: string) => step(slug, page, investmentId),
};

/** The inbox of each role group's area, where a notification's e-mail sends its reader. */
export const NOTIFICATIONS_PATHS: { readonly [G in RoleGroup]: string } = {
  investor: investorPaths.notifications.href(),
  issuer: entrepreneurPaths.notifications.href(),
  manager: managerPaths.notifications.href(),
};

/** The route patterns an area map names (`route` or `pattern`), but those listed as not served. */
function patternsOf(paths: object, notServed: readonly string[] = []): string[] {
  return Object.values(paths)
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? ((entry as { route?: unknown; pattern?: unknown }).route ?? (entry as { pattern?: unknown }).pattern) : undefined))
    .filter((pattern): pattern is string => typeof pattern === 'string' && !notServed.includes(pattern));
}

/**
 * What each area's `./routes` declares, relative to its prefix (each remote's test checks its
 * table is exactly this list): the map is the one source the routers and the links read.
 */
export const AREA_ROUTES = {
  user: patternsOf(investorPaths),
  manager: patternsOf(managerPaths),
  entrepreneur: patternsOf(entrepreneurPaths, [entrepreneurPaths.tokens.pattern, entrepreneurPaths.newToken.pattern, entrepreneurPaths.token.pattern]),
  invest: [
    investPaths.landing.route,
    ...[...INVEST_ROUTE_SEGMENTS, BLOCKED_SEGMENT].map((page) => investPaths.stepRoute(page)),
    investPaths.registerRoute,
    investPaths.declareInterestRoute,
  ],
} as const satisfies Record<string, readonly string[]>;

/** Every page the web app serves, as absolute route patterns (`/user/issuances/:id`): the host's own and each area's. */
export const APP_ROUTES: readonly string[] = [
  ...patternsOf(hostPaths),
  ...Object.entries(AREA_ROUTES).flatMap(([prefix, routes]) => routes.map((route) => `/${prefix}/${route}`)),
];
