/**
 * Every address the invest flow builds: its own routes (relative, as the host splices them
 * under /invest) and the host's public pages it sends visitors to. No other module writes a URL.
 */
import { DECLARE_INTEREST_AMOUNT_PARAM } from 'host/platform';
import type { InvestRouteSegment, NextStep } from 'shared';

const segment = (value: string) => encodeURIComponent(value);

/** The query value that names the order on its steps, so a reload or a shared link keeps it. */
export const INVESTMENT_QUERY = 'investment';

/**
 * One step of an order, from the amount to the congratulations. Without an investment id the
 * step finds the open order of the project itself (GET /invest/{slug}/next-step).
 */
function orderStep(name: string) {
  return {
    route: `:slug/${name}`,
    href: (slug: string, investmentId?: string) => {
      const path = `/invest/${segment(slug)}/${name}`;
      return investmentId ? `${path}?${new URLSearchParams({ [INVESTMENT_QUERY]: investmentId }).toString()}` : path;
    },
  };
}

/** The query value of /payment-error that says why (the provider's return address carries it too). */
export const PAYMENT_ERROR_QUERY = 'reason';

/** /payment-error for an order, with the reason when known. */
export function paymentErrorHref(slug: string, investmentId: string, reason: string | null): string {
  const path = orderStep('payment-error').href(slug, investmentId);
  return reason ? `${path}&${new URLSearchParams({ [PAYMENT_ERROR_QUERY]: reason }).toString()}` : path;
}

/** Any step of the flow by its route segment (the API's next step names them so). */
export function investStepHref(name: string, slug: string, investmentId?: string): string {
  return orderStep(name).href(slug, investmentId);
}
/** The page of the invest check that says why an investor may not go on (the host's guard sends there). */
export const BLOCKED_SEGMENT = 'blocked';

export const investPaths = {
  landing: {
    route: ':slug',
    href: (slug: string) => `/invest/${segment(slug)}`,
  },
  invest: (slug: string) => `/invest/${segment(slug)}/invest`,
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
  order: {
    invest: orderStep('invest'),
    contributionBreakdown: orderStep('contribution-breakdown'),
    methodPayment: orderStep('method-payment'),
    paymentBankwire: orderStep('payment-bankwire'),
    paymentCreditcard: orderStep('payment-creditcard'),
    paymentSuccess: orderStep('payment-success'),
    paymentError: orderStep('payment-error'),
    sign: orderStep('sign'),
    congratulations: orderStep('congratulations'),
  },
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
  /** The investor's investments, in the investor area. */
  userInvestments: '/user/investments',
  investments: '/user/investments',
  account: '/user/account',
};
