import type { Role } from 'shared';

/**
 * Who may call what: the one table the authorization middleware reads. A route missing here
 * answers 404 to everybody (a test checks that every registered route has its line).
 *
 * - `public`: anyone; `tenant: false` also skips tenant resolution (operations endpoints).
 * - `roles`: the caller's primary or secondary role must be listed (`any` = signed in).
 * - `backdoor`: whether a manager's impersonation token may call it (`only` = it must be one).
 * - `owns`: an ownership check on the path's parameters, run after the role check.
 */
export type Access =
  | { public: true; tenant?: false }
  | { roles: readonly Role[] | 'any'; backdoor: 'allow' | 'deny' | 'only'; owns?: OwnershipCheck };

export type OwnershipCheck = 'tenant-user';

export interface AccessRule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
}

const PUBLIC: Access = { public: true };
const OPERATIONS: Access = { public: true, tenant: false };
const SIGNED_IN: Access = { roles: 'any', backdoor: 'allow' };
const MANAGER: Access = { roles: ['ADMIN'], backdoor: 'deny' };

export const accessRules: readonly AccessRule[] = [
  { method: 'GET', path: '/health', access: OPERATIONS },
  { method: 'GET', path: '/openapi.json', access: OPERATIONS },
  { method: 'GET', path: '/docs', access: OPERATIONS },
  { method: 'GET', path: '/docs/assets/:file', access: OPERATIONS },
  { method: 'GET', path: '/assets/seed/:file', access: OPERATIONS },
  { method: 'GET', path: '/dev/mailbox', access: PUBLIC },
  { method: 'GET', path: '/dev/mailbox.json', access: PUBLIC },

  { method: 'GET', path: '/v2/ui/get-customization', access: PUBLIC },
  { method: 'POST', path: '/v2/user/login', access: PUBLIC },
  { method: 'POST', path: '/v2/user/login-secret', access: PUBLIC },
  { method: 'POST', path: '/v2/user/logout', access: SIGNED_IN },

  { method: 'POST', path: '/api/v2/auth/register', access: PUBLIC },
  { method: 'POST', path: '/api/v2/auth/verify-email', access: PUBLIC },
  { method: 'POST', path: '/api/v2/auth/resend-code', access: PUBLIC },
  { method: 'POST', path: '/api/v2/auth/forgot-password', access: PUBLIC },
  { method: 'POST', path: '/api/v2/auth/reset-password', access: PUBLIC },
  // A manager acting as an investor must not be able to change that investor's password.
  { method: 'POST', path: '/api/v2/auth/change-password', access: { roles: 'any', backdoor: 'deny' } },

  { method: 'GET', path: '/api/v2/pfp/users/me', access: SIGNED_IN },

  { method: 'POST', path: '/api/v2/pfp/manager/users/:id/impersonate', access: { ...MANAGER, owns: 'tenant-user' } },
  { method: 'POST', path: '/api/v2/pfp/manager/impersonation/end', access: { roles: 'any', backdoor: 'only' } },
  { method: 'GET', path: '/api/v2/pfp/manager/audit-log', access: MANAGER },
];
