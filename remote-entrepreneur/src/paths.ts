/** The entrepreneur area's addresses: route patterns relative to `/entrepreneur`, and the links to them. */
const AREA = '/entrepreneur';

export const entrepreneurPaths = {
  issuances: {
    pattern: 'issuances',
    href: (search = '') => `${AREA}/issuances${search}`,
  },
  issuance: {
    pattern: 'issuances/:id',
    href: (id: string | number) => `${AREA}/issuances/${encodeURIComponent(String(id))}`,
  },
} as const;
