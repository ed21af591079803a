/**
 * Every address the invest flow builds: its own routes (relative, as the host splices them
 * under /invest) and the host's public pages it sends visitors to. No other module writes a URL.
 */
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
};

/** The host's public pages; `/invest/{slug}/register` replaces the first in a later issue. */
export const hostPaths = {
  register: '/register',
  login: '/login',
  /** The investor's investments, in the investor area. */
  userInvestments: '/user/investments',
};
