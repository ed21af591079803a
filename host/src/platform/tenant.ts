import { ENVIRONMENTS, type Environment, type TenantConfig } from '../config/tenants';

/** The base an unknown host gets: the app shows the unknown-tenant page and sends nothing. */
export const UNKNOWN_TENANT_BASE = 'unknown-tenant:';

export type ApiTarget =
  | { known: true; tenant: string; environment: Environment; baseUrl: string }
  | { known: false; host: string; baseUrl: typeof UNKNOWN_TENANT_BASE };

function normaliseHost(hostname: string): string {
  return hostname.replace(/\.$/, '').toLowerCase();
}

/** Picks the API base from the page host (spec section 7). */
export function resolveApiTarget(hostname: string, tenants: readonly TenantConfig[]): ApiTarget {
  const host = normaliseHost(hostname);
  for (const tenant of tenants) {
    for (const environment of ENVIRONMENTS) {
      const baseUrl = tenant.api[environment];
      if (baseUrl && tenant.hosts[environment]?.includes(host)) {
        return { known: true, tenant: tenant.id, environment, baseUrl };
      }
    }
    if (tenant.customDomains.includes(host)) {
      return { known: true, tenant: tenant.id, environment: 'prod', baseUrl: tenant.api.prod };
    }
  }
  return { known: false, host, baseUrl: UNKNOWN_TENANT_BASE };
}

export function tenantById(tenants: readonly TenantConfig[], id: string): TenantConfig | undefined {
  return tenants.find((tenant) => tenant.id === id);
}
