import type { Access, OwnershipCheck } from '../../auth/access-rules.js';
import type { Account, Caller } from './callers.js';

/** What an access declaration promises a caller: through to the handler, or refused with this status. */
export type DeclaredAnswer = { allowed: true } | { allowed: false; status: 401 | 403 | 404 };

/** Whose resource the call's path names, so the ownership checks can be predicted. */
export interface Target {
  /** The account owning the issuance the path names. */
  ownedBy?: Account;
  /** The account whose investment the path names. */
  investedBy?: Account;
}

// A Record, so a new kind of ownership check does not compile until the matrix predicts it.
const ownershipPasses: Record<OwnershipCheck, (caller: Caller, target: Target) => boolean> = {
  // The matrix names users of the demo tenant; the other tenant's tokens never authenticate here.
  'tenant-user': () => true,
  'issuance-editor': (caller, target) => caller.roles.includes('ADMIN') || (caller.account !== undefined && caller.account === target.ownedBy),
  'investment-owner': (caller, target) => caller.account !== undefined && caller.account === target.investedBy,
  'investment-viewer': (caller, target) => (caller.roles.includes('ADMIN') && !caller.backdoor) || (caller.account !== undefined && caller.account === target.investedBy),
};

/**
 * Read from the declaration, the way the product describes it: no valid token of this tenant
 * is 401; a backdoor token where it is refused, or a role not listed, is 403; somebody else's
 * resource is 404, as if it did not exist.
 */
export function declaredAnswer(access: Access, caller: Caller, target: Target = {}): DeclaredAnswer {
  if ('public' in access) return { allowed: true };
  if (!caller.authenticates) return { allowed: false, status: 401 };
  if (access.backdoor === 'deny' && caller.backdoor) return { allowed: false, status: 403 };
  if (access.backdoor === 'only' && !caller.backdoor) return { allowed: false, status: 403 };
  if (access.roles !== 'any' && !access.roles.some((role) => caller.roles.includes(role))) return { allowed: false, status: 403 };
  if (access.owns && !ownershipPasses[access.owns](caller, target)) return { allowed: false, status: 404 };
  return { allowed: true };
}
