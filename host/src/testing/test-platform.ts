import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { customizationSchema, type CustomizationInput } from 'shared';
import { createPlatform, type Platform } from '../platform/create-platform';
import englishMessages from '../locales/en';
import spanishMessages from '../locales/es';
import { holdMessages, type Language } from '../platform/i18n';
import { createQueryClient } from '../platform/query-client';
import { addMessages, registeredMessages } from '../platform/remote-contract';
import { TENANTS } from '../config/tenants';

// A test renders in either language at once: every test platform starts with both, as a page
// that has fetched them does.
holdMessages('en', englishMessages);
holdMessages('es', spanishMessages);

/** Storage that lives and dies with one test's platform. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

interface TestTenant {
  /** A tenant of the host's table (`demo` by default); its local API answers the test. */
  id?: string;
  /** Its customization as the API would send it, already loaded (what it leaves out is the
   * default, as when the page loads it); when absent, the store starts empty, as the page's does. */
  customization?: CustomizationInput;
}

interface TestPlatformOptions {
  tenant?: TestTenant;
  /** The session and the language choice live here (empty by default). */
  storage?: Storage;
  /** English by default, so tests read the words of the spec. */
  language?: Language;
}

/** The page host that selects a tenant's local API, as a developer's browser would. */
function localHostOf(tenantId: string): string {
  const tenant = TENANTS.find((candidate) => candidate.id === tenantId);
  const host = tenant?.hosts.local?.[0];
  if (!host) throw new Error(`No tenant "${tenantId}" with a local host in the host's table.`);
  return host;
}

function withoutRetryDelay(queryClient: QueryClient): QueryClient {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

/**
 * A platform for one test, built by the host's real constructors (HTTP client and its
 * interceptors, session, customization store, query client, i18n), so it behaves as the page's
 * does; only its state is its own: a new cache, i18n instance, bus and storage. The query client
 * is made at once, as the routes that render a screen have made it by then; queries keep the
 * host's retry policy without the wait between attempts.
 */
export function createTestPlatform({ tenant = {}, storage = memoryStorage(), language = 'en' }: TestPlatformOptions = {}): Platform {
  const platform = createPlatform({
    hostname: localHostOf(tenant.id ?? 'demo'),
    storage,
    language,
    customization: tenant.customization && v.parse(customizationSchema, tenant.customization),
    queryClient: withoutRetryDelay(createQueryClient()),
  });
  // The remotes' words, registered on the page's i18n as their modules load, are the test's too.
  for (const [namespace, resources] of registeredMessages()) addMessages(platform.i18n, namespace, resources);
  return platform;
}
