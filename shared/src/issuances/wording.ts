import type { Wording } from '../domain/role';

/** Tenants that call investors members and speak of admission to trading (spec section 1). */
const EXEU_TENANTS: readonly string[] = ['exeu'];

/** The wording a tenant uses, from the tenant id the host resolved for the page. */
export function wordingForTenant(tenantId: string | null | undefined): Wording {
  return tenantId && EXEU_TENANTS.includes(tenantId) ? 'exeu' : 'default';
}

/** The i18next `context` that selects a message's `_exeu` variant, when there is one. */
export function wordingContext(wording: Wording): string | undefined {
  return wording === 'exeu' ? 'exeu' : undefined;
}
