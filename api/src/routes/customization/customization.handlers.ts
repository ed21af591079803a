import { customizationSchema, type Customization } from 'shared';
import * as v from 'valibot';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The tenant's stored overrides completed with the section-3 defaults by the shared schema, so
 * the answer always has every key. An override that no longer fits the schema is a bug in the
 * stored data; it fails loudly (500) rather than serving a half-broken dashboard.
 */
export function customizationOf(tenant: Tenant): Customization {
  const stored = v.parse(customizationSchema, tenant.customization ?? {});
  // The zone is the tenant's own column (the API counts days in it too), not a display override.
  return { ...stored, time_zone: tenant.timeZone };
}
