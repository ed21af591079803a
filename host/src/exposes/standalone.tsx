/**
 * For a remote's own dev server only: runs the real host shell and platform with this remote's
 * routes already in the page, so a team works on one area without building the others. Built
 * with `STANDALONE_MOCKS=1`, the API is answered in the browser by the area's MSW handlers (the
 * ones its tests use), so the area runs without the API too.
 */
import type { RequestHandler } from 'msw';
import { startHost } from '../app/start-host';
import type { RemoteName } from '../federation/areas';
import type { RemoteRoutesModule } from '../platform/remote-contract';

interface StandaloneOptions {
  /** The area's handlers of the API, loaded only when the mocks are on. */
  mockApi?: () => Promise<{ handlers: readonly RequestHandler[] }>;
}

export async function mountStandalone(remote: RemoteName, routesModule: RemoteRoutesModule, { mockApi }: StandaloneOptions = {}): Promise<void> {
  // A build-time constant: without the flag, webpack drops this branch and MSW with it.
  if (__STANDALONE_MOCKS__) {
    const [{ startMockApi }, { handlers }] = await Promise.all([import('../standalone/mock-api'), mockApi?.() ?? { handlers: [] }]);
    await startMockApi(handlers);
  }
  return startHost({ [remote]: routesModule });
}
