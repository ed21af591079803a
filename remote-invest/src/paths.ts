/**
 * Every address the invest flow builds: its own routes (relative, as the host splices them
 * under /invest) and the host's public pages it sends visitors to. No other module writes a URL.
 */
import { DECLARE_INTEREST_AMOUNT_PARAM } from 'host/platform';
import type { InvestRouteSegment, NextStep } from 'shared';

const segment = (value: string) => encodeURIComponent(value);

/** The query value that names the order on its steps, so a reload or a shared link keeps it. */
export const INVESTMENT_QUERY = 'investment';

/** The page of the invest check that says why an investor may not go on (the host's guard sends there). */
export const BLOCKED_SEGMENT = 'blocked';

/** A page of the flow by its segment: the API's next step and the investment statuses name them so. */
type StepSegment = InvestRouteSegment | typeof BLOCKED_SEGMENT;

/**
 * Any page of the flow. An order's pages name the order in the query, so a reload or a shared
 * link keeps it; without it a page finds the open order of the project (GET /invest/{slug}/next-step).
 */
function step(slug: string, page: StepSegment, investmentId?: string): string {
  const path = `/invest/${segment(slug)}/${page}`;
  return investmentId ? `${path}?${new URLSearchParams({ [INVESTMENT_QUERY]: investmentId }).toString()}` : path;
}

/** The query value of /payment-error that says why (the provider's return address carries it too). */
export const PAYMENT_ERROR_QUERY = 'reason';

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
  /** Back from signing in with the amount typed before, to confirm it. */
  declareInterestWithAmount: (slug: string, amount: string) =>
    `/invest/${segment(slug)}/declare-interest?${new URLSearchParams({ [DECLARE_INTEREST_AMOUNT_PARAM]: amount }).toString()}`,
  declareInterestRoute: ':slug/declare-interest',
  register: (slug: string) => `/invest/${segment(slug)}/register`,
  registerRoute: ':slug/register',
};

/** The host's public pages; `/invest/{slug}/register` is the project's own for a visitor of it. */
export const hostPaths = {
  register: '/register',
  login: '/login',
  /** The investor's investments, in the investor area. */
  investments: '/user/investments',
  account: '/user/account',
};
