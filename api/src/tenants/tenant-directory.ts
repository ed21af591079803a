import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tenantDomains, tenants } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

export interface Tenant {
  id: string;
  slug: string;
  name: string;
  appUrl: string;
  /** The tenant's overrides of the customization defaults, as stored. */
  customization: unknown;
  /** IANA zone in which the business's days (campaign days, reflection period, claims) are counted. */
  timeZone: string;
}

/** Port and IPv6 brackets are not part of a tenant's identity. */
function normaliseHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

/**
 * Maps request hosts to tenants. Every request needs this, and tenants change rarely, so the
 * whole (small) table is held in memory and reloaded after `ttlMs` or when told it changed.
 */
export class TenantDirectory {
  private byHostMap = new Map<string, Tenant>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs = 30_000,
  ) {}

  async resolve(hostname: string): Promise<Tenant | undefined> {
    await this.ensureFresh();
    return this.byHostMap.get(normaliseHost(hostname));
  }

  async all(): Promise<Tenant[]> {
    await this.ensureFresh();
    return [...new Map([...this.byHostMap.values()].map((tenant) => [tenant.id, tenant])).values()];
  }

  /** The hosts a tenant answers at (its API's and its fronts'). */
  async domainsOf(tenantId: string): Promise<string[]> {
    await this.ensureFresh();
    return [...this.byHostMap].filter(([, tenant]) => tenant.id === tenantId).map(([host]) => host);
  }

  /** Called after a tenant's customization or domains change. */
  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  private async ensureFresh(): Promise<void> {
    if (this.clock.now().getTime() - this.loadedAt > this.ttlMs) await this.reload();
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db
          .select({ host: tenantDomains.host, tenant: tenants })
          .from(tenantDomains)
          .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId));
        this.byHostMap = new Map(
          rows.map(({ host, tenant }) => [
            host,
            { id: tenant.id, slug: tenant.slug, name: tenant.name, appUrl: tenant.appUrl, customization: tenant.customization, timeZone: tenant.timeZone },
          ]),
        );
        this.loadedAt = this.clock.now().getTime();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
