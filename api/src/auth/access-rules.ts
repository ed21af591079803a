import { rolesOf, type Role } from 'shared';

/**
 * Who may call what: the one table the authorization middleware reads. A route missing here
 * answers 404 to everybody (a test checks that every registered route has its line).
 *
 * - `public`: anyone; `tenant: false` also skips tenant resolution (operations endpoints);
 *   `identify: true` also reads a token when one is sent, so the handler may show more to it.
 * - `roles`: the caller's primary or secondary role must be listed (`any` = signed in).
 * - `backdoor`: whether a manager's impersonation token may call it (`only` = it must be one).
 * - `owns`: an ownership check on the path's parameters, run after the role check.
 */
export type Access =
  | { public: true; tenant?: false; identify?: true }
  | { roles: readonly Role[] | 'any'; backdoor: 'allow' | 'deny' | 'only'; owns?: OwnershipCheck };

export type OwnershipCheck = 'tenant-user' | 'issuance-editor';

export interface AccessRule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
}

const PUBLIC: Access = { public: true };
const OPERATIONS: Access = { public: true, tenant: false };
const SIGNED_IN: Access = { roles: 'any', backdoor: 'allow' };
const MANAGER: Access = { roles: rolesOf('manager'), backdoor: 'deny' };
// Which issuances each caller reads (all, own or published) is decided by the handlers' query.
const ISSUANCE_READERS: Access = SIGNED_IN;
// The spec lets investors follow projects, and managers follow from their issuance list too.
const FOLLOWERS: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'allow' };
const ISSUANCE_EDITORS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny', owns: 'issuance-editor' };

export const accessRules: readonly AccessRule[] = [
  { method: 'GET', path: '/health', access: OPERATIONS },
  { method: 'GET', path: '/openapi.json', access: OPERATIONS },
  { method: 'GET', path: '/docs', access: OPERATIONS },
  { method: 'GET', path: '/docs/assets/:file', access: OPERATIONS },
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

  // Before /issuances/:id, which would otherwise take "export" for an id.
  { method: 'GET', path: '/api/v2/pfp/issuances/export', access: MANAGER },
  { method: 'GET', path: '/api/v2/pfp/issuances', access: ISSUANCE_READERS },
  { method: 'GET', path: '/api/v2/pfp/issuances/:id', access: ISSUANCE_READERS },
  { method: 'DELETE', path: '/api/v2/pfp/issuances/:id', access: MANAGER },
  { method: 'PUT', path: '/api/v2/pfp/issuances/:id/follow', access: FOLLOWERS },
  { method: 'DELETE', path: '/api/v2/pfp/issuances/:id/follow', access: FOLLOWERS },
  { method: 'GET', path: '/api/v2/pfp/public/issuances/:slug', access: PUBLIC },
  { method: 'POST', path: '/api/v2/pfp/issuances/:id/images', access: ISSUANCE_EDITORS },
  { method: 'POST', path: '/api/v2/pfp/issuances/:id/documents', access: ISSUANCE_EDITORS },
  // Public and unexpired documents are for anyone; hidden ones need the owner's or a manager's token.
  { method: 'GET', path: '/api/v2/pfp/issuances/:id/documents/:documentId', access: { public: true, identify: true } },
  { method: 'GET', path: '/api/v2/pfp/files/:id', access: PUBLIC },
];
