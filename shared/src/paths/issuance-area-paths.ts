const segment = (value: string | number) => encodeURIComponent(String(value));

/** An issuance area's addresses (the manager's and the entrepreneur's): route patterns relative
 * to the area's prefix (what its `./routes` declares), and the links to them. */
export function issuanceAreaPaths(prefix: `/${string}`) {
  return {
    issuances: {
      pattern: 'issuances',
      /** The list, with its filters' query string. */
      href: (search = '') => `${prefix}/issuances${search}`,
    },
    issuance: {
      pattern: 'issuances/:id',
      href: (id: string | number) => `${prefix}/issuances/${segment(id)}`,
    },
    investors: {
      pattern: 'issuances/:id/investors',
      href: (id: string | number) => `${prefix}/issuances/${segment(id)}/investors`,
    },
    investments: {
      pattern: 'investments',
      /** The list, with its filters' query string. */
      href: (search = '') => `${prefix}/investments${search}`,
    },
    /** A new issuance: the first step of the authoring form. */
    createIssuance: { pattern: 'issuances/create', href: () => `${prefix}/issuances/create` },
    /** The authoring form of a draft, at a step (`?step=token`) or at the first one not done. */
    editIssuance: {
      pattern: 'issuances/:id/edit',
      href: (id: string | number, step?: string) => `${prefix}/issuances/${segment(id)}/edit${step ? `?step=${step}` : ''}`,
    },
    whitelist: {
      pattern: 'issuances/:id/whitelist',
      href: (id: string | number) => `${prefix}/issuances/${segment(id)}/whitelist`,
    },
    tokens: { pattern: 'tokens', href: () => `${prefix}/tokens` },
    newToken: { pattern: 'tokens/new', href: () => `${prefix}/tokens/new` },
    token: {
      pattern: 'tokens/:id',
      href: (id: string) => `${prefix}/tokens/${segment(id)}`,
    },
    /** An issuance's distributions (benefits) and the form of a new one. */
    benefits: {
      pattern: 'issuances/:id/benefits',
      href: (id: string | number) => `${prefix}/issuances/${segment(id)}/benefits`,
    },
    benefit: {
      pattern: 'issuances/:id/benefits/:benefitId',
      href: (id: string | number, benefitId: string) => `${prefix}/issuances/${segment(id)}/benefits/${segment(benefitId)}`,
    },
    earnings: {
      pattern: 'earnings',
      /** The list, with its filters' query string. */
      href: (search = '') => `${prefix}/earnings${search}`,
    },
    earningByToken: {
      pattern: 'earnings/:id/token',
      href: (id: string) => `${prefix}/earnings/${segment(id)}/token`,
    },
    earningByInvestor: {
      pattern: 'earnings/:id/investor',
      href: (id: string) => `${prefix}/earnings/${segment(id)}/investor`,
    },
    /** The area's account page; `banking` is its banking section (the anchor the account page gives it): paying everyone needs a bank account. */
    account: { pattern: 'account', href: () => `${prefix}/account`, banking: () => `${prefix}/account#account-banking` },
    /** The area's inbox, where a notification's e-mail sends its reader. */
    notifications: { pattern: 'notifications', href: () => `${prefix}/notifications` },
  } as const;
}

export type IssuanceAreaPaths = ReturnType<typeof issuanceAreaPaths>;
