/**
 * Every address the invest flow builds: its own routes (relative, as the host splices them
 * under /invest) and the host's public pages it sends visitors to. No other module writes a URL.
 */
import { DECLARE_INTEREST_AMOUNT_PARAM } from 'host/platform';
import type { InvestRouteSegment, NextStep } from 'shared';

const segment = (value: string) => encodeURIComponent(value);

/** The page of the invest check that says why an investor may not go on (the host's guard sends there). */
export const BLOCKED_SEGMENT = 'blocked';

export const investPaths = {
  landing: {
    route: ':slug',
    href: (slug: string) => `/invest/${segment(slug)}`,
  },
  invest: (slug: string) => `/invest/${segment(slug)}/invest`,
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
  /** Back from signing in with the amount typed before, to confirm it. */
  declareInterestWithAmount: (slug: string, amount: string) =>
    `/invest/${segment(slug)}/declare-interest?${new URLSearchParams({ [DECLARE_INTEREST_AMOUNT_PARAM]: amount }).toString()}`,
  declareInterestRoute: ':slug/declare-interest',
  register: (slug: string) => `/invest/${segment(slug)}/register`,
  registerRoute: ':slug/register',
  /** Any page of the flow by its segment (the API's next step names them). */
  step: (slug: string, page: InvestRouteSegment | typeof BLOCKED_SEGMENT) => `/invest/${segment(slug)}/${page}`,
  stepRoute: (page: InvestRouteSegment | typeof BLOCKED_SEGMENT) => `:slug/${page}`,
  /** Where GET /invest/{slug}/next-step sends the investor. */
  next: (slug: string, next: NextStep) => investPaths.step(slug, next.kind === 'blocked' ? BLOCKED_SEGMENT : next.route),
};

/** The host's public pages; `/invest/{slug}/register` is the project's own for a visitor of it. */
export const hostPaths = {
  register: '/register',
  login: '/login',
  investments: '/user/investments',
  account: '/user/account',
};
