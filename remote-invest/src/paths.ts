/**
 * Every address the invest flow builds: its own routes (relative, as the host splices them
 * under /invest) and the host's public pages it sends visitors to. No other module writes a URL.
 */
const segment = (value: string) => encodeURIComponent(value);

export const investPaths = {
  landing: {
    route: ':slug',
    href: (slug: string) => `/invest/${segment(slug)}`,
  },
  invest: (slug: string) => `/invest/${segment(slug)}/invest`,
  declareInterest: (slug: string) => `/invest/${segment(slug)}/declare-interest`,
};

/** The host's public pages; `/invest/{slug}/register` replaces the first in a later issue. */
export const hostPaths = {
  register: '/register',
  login: '/login',
};
