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
  account: {
    route: 'account',
    href: () => '/user/account',
  },
};

/** The invest flow (remote_invest) for one project, by its slug. */
export const investFlowPaths = {
  invest: (slug: string) => `/invest/${segment(slug)}/invest`,
  book: (slug: string) => `/invest/${segment(slug)}/invest?mode=book`,
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
};
