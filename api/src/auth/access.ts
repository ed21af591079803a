import { rolesOf, type Role } from 'shared';

/**
 * Who may call a route, declared with the route itself (`defineRoute`); the authorization
 * middleware reads the rules collected from every declaration.
 *
 * - `public`: anyone; `tenant: false` also skips tenant resolution (operations endpoints);
 *   `identify: true` also reads a token when one is sent, so the handler may show more to it.
 * - `roles`: the caller's primary or secondary role must be listed (`any` = signed in).
 * - `backdoor`: whether a manager's impersonation token may call it (`only` = it must be one);
 *   every successful write made with one is audited (`audit/impersonated-writes.ts`).
 * - `owns`: an ownership check on the path's parameters, run after the role check.
 */
export type Access =
  | { public: true; tenant?: false; identify?: true }
  | { roles: readonly Role[] | 'any'; backdoor: 'allow' | 'deny' | 'only'; owns?: OwnershipCheck };

export type OwnershipCheck = 'tenant-user' | 'issuance-editor' | 'investment-owner' | 'investment-viewer';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessRule {
  method: Method;
  /** The full path, base path included, in Hono's spelling (`/issuances/:id`). */
  path: string;
  access: Access;
}

export const PUBLIC: Access = { public: true };
export const OPERATIONS: Access = { public: true, tenant: false };
export const SIGNED_IN: Access = { roles: 'any', backdoor: 'allow' };
export const MANAGER: Access = { roles: rolesOf('manager'), backdoor: 'deny' };
/** Investors, and a manager acting as one (the investment flow is theirs to walk through). */
export const INVESTORS: Access = { roles: rolesOf('investor'), backdoor: 'allow' };
/** The investor whose investment the path names (or the manager acting as them); anyone else finds no such investment. */
export const INVESTMENT_OWNER: Access = { roles: rolesOf('investor'), backdoor: 'allow', owns: 'investment-owner' };
/** The investment's investor (or the manager acting as them) and the managers of its tenant, who confirm transfers. */
export const INVESTMENT_VIEWERS: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'allow', owns: 'investment-viewer' };
export const ISSUANCE_EDITORS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny', owns: 'issuance-editor' };

/*
 * In person: never with a backdoor token (issue 33). A manager acting as an investor walks the
 * investment flow with them and every write it makes is audited, but what only the investor may
 * decide stays theirs: moving their money or tokens away or offering them to others (transfers,
 * board ads, claims), where payouts and tokens go (IBAN, wallet, beneficiaries), who they are
 * (identity, person type, documents, credentials) and their own rights (revoke, cancel, deletion).
 * `test/security/impersonation-writes.test.ts` lists every write route with its decision.
 */
/** The signed-in user themself, whatever their role. */
export const IN_PERSON: Access = { roles: 'any', backdoor: 'deny' };
/** Investors themselves. */
export const INVESTORS_IN_PERSON: Access = { roles: rolesOf('investor'), backdoor: 'deny' };
/** The investor whose investment the path names, themselves; anyone else finds no such investment. */
export const INVESTMENT_OWNER_IN_PERSON: Access = { roles: rolesOf('investor'), backdoor: 'deny', owns: 'investment-owner' };
/** The investment's investor themselves, and the managers of its tenant with their own token. */
export const INVESTMENT_VIEWERS_IN_PERSON: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'deny', owns: 'investment-viewer' };

/**
 * The OpenAPI `security` an access rule means, so the document cannot disagree with the rule:
 * public routes need nothing (or take a token optionally), signed-in ones the user's token, and
 * backdoor-only ones the manager's token beside the backdoor one.
 */
export function securityOf(access: Access): Record<string, string[]>[] | undefined {
  if ('public' in access) return access.identify ? [{}, { userToken: [] }] : undefined;
  if (access.backdoor === 'only') return [{ userToken: [], managerToken: [] }];
  return [{ userToken: [] }];
}
