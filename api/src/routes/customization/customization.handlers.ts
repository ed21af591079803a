import { customizationSchema, servedCss, themeSchema, type Customization } from 'shared';
import * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The tenant's stored overrides completed with the section-3 defaults by the shared schema, so
 * the answer always has every key. An override that no longer fits the schema is a bug in the
 * stored data; it fails loudly (500) rather than serving a half-broken dashboard.
 */
export function customizationOf(tenant: Tenant): Customization {
  let parsed = parsedCustomizations.get(tenant);
  if (!parsed) {
    parsed = deepFreeze(parseCustomization(tenant));
    parsedCustomizations.set(tenant, parsed);
  }
  return parsed;
}

/**
 * Per tenant object: the directory keeps one for 30 s and replaces it when the tenant changes, so
 * a list that asks once per row (an investment's actions depend on the tenant's switches) parses
 * and builds the theme's CSS once, not per row and request. Frozen, since every caller shares it.
 */
const parsedCustomizations = new WeakMap<Tenant, Customization>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function parseCustomization(tenant: Tenant): Customization {
  const raw = tenant.customization ?? {};
  const stored = v.parse(customizationSchema, raw);
  // The editor keeps the theme's tokens apart from the advanced CSS; clients get both as `css`.
  const theme = v.parse(themeSchema, (typeof raw === 'object' && 'theme' in raw ? raw.theme : undefined) ?? {});
  // The zone is the tenant's own column (the API counts days in it too), not a display override.
  return { ...stored, css: servedCss(theme, stored.css ?? ''), time_zone: tenant.timeZone };
}

/**
 * What the front is told to offer: the Google button only where the tenant both turned it on and
 * has a Google client configured, so nobody is shown a button whose start answers 404.
 */
export function offeredCustomizationOf(deps: Deps, tenant: Tenant): Customization {
  const customization = customizationOf(tenant);
  const googleReady = customization.extras.signInWithGoogle && deps.env.GOOGLE_OIDC_CLIENTS[tenant.slug] !== undefined;
  return { ...customization, extras: { ...customization.extras, signInWithGoogle: googleReady } };
}
