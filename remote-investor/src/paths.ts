import type { InvestRouteSegment } from 'shared';

/**
 * Every address the investor area builds: its own routes (relative, as the host splices them
 * under /user) and the invest flow it hands over to. No other module writes a URL by hand.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

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
};

/** The invest flow (remote_invest) for one project, by its slug. */
export const investFlowPaths = {
  invest: (slug: string) => `/invest/${segment(slug)}/invest`,
  book: (slug: string) => `/invest/${segment(slug)}/invest?mode=book`,
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
  /**
   * A page of an open order (the step `investStepOfStatus` names). The order goes in the query,
   * `?investment=`, as the flow's own links do, so the flow resumes that order and not another.
   */
  step: (slug: string, page: InvestRouteSegment, investmentId: string) =>
    `/invest/${segment(slug)}/${page}?${new URLSearchParams({ investment: investmentId }).toString()}`,
};
