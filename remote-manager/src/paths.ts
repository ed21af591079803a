import { issuanceAreaPaths } from 'issuance-admin';

/** The manager area's addresses: route patterns relative to `/manager`, and the links to them. */
export const managerPaths = {
  ...issuanceAreaPaths('/manager'),
  users: {
    pattern: 'users',
    /** The list, with its filters' query string. */
    href: (search = '') => `/manager/users${search}`,
  },
  user: {
    pattern: 'users/:id',
    href: (id: string) => `/manager/users/${encodeURIComponent(id)}`,
  },
  /** The users list restricted to investors (participants in EXEU's words). */
  members: {
    pattern: 'members',
    href: (search = '') => `/manager/members${search}`,
  },
  /** Moderation of the bulletin board: `?status=…&type=…&page=…`. */
  board: {
    pattern: 'board',
    href: (search = '') => `/manager/board${search}`,
  },
  customization: {
    pattern: 'customization',
    href: () => '/manager/customization',
  },
} as const;
