/** The manager area's addresses: route patterns relative to `/manager`, and the links to them. */
const AREA = '/manager';

export const managerPaths = {
  issuances: {
    pattern: 'issuances',
    href: (search = '') => `${AREA}/issuances${search}`,
  },
  issuance: {
    pattern: 'issuances/:id',
    href: (id: string | number) => `${AREA}/issuances/${encodeURIComponent(String(id))}`,
  },
} as const;
