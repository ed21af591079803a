import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './session';
import { PORTS } from './suite';

/** The suite's API; a spec with its own API (`FixtureApi`) passes that one's URL. */
export const SUITE_API = `http://localhost:${PORTS.api}`;

/** The headers of a demo account signed in through the API, for a spec's own calls. */
export async function apiHeadersOf(request: APIRequestContext, email: string, api = SUITE_API): Promise<Record<string, string>> {
  const login = await request.post(`${api}/v2/user/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { 'X-USER-ACCESS-TOKEN': ((await login.json()) as { data: { accessToken: string } }).data.accessToken };
}

type TenantModule = 'payment' | 'payment_profit' | 'ledger';

/**
 * Sets one of the demo tenant's modules to an adapter through the manager's customization API (as
 * a manager would in the editor), for one spec; answers the adapter it replaced, to set it back after.
 */
export async function setTenantModule(request: APIRequestContext, module: TenantModule, adapter: string | null, api = SUITE_API): Promise<string | null> {
  const editor = `${api}/api/v2/pfp/manager/customization`;
  const headers = await apiHeadersOf(request, DEMO_USERS.manager, api);
  const current = await request.get(editor, { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const payload = ((await current.json()) as { data: { payload: { modules: Record<TenantModule, string | null> } } }).data.payload;
  const saved = await request.put(editor, { headers, data: { ...payload, modules: { ...payload.modules, [module]: adapter } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return payload.modules[module] ?? null;
}
