/**
 * For a remote's own dev server only: runs the real host shell and platform with this remote's
 * routes already in the page, so a team works on one area without building the others.
 */
import { startHost } from '../app/start-host';
import type { RemoteName } from '../federation/areas';
import type { RemoteRoutesModule } from '../platform/remote-contract';

export function mountStandalone(remote: RemoteName, routesModule: RemoteRoutesModule): Promise<void> {
  return startHost({ [remote]: routesModule });
}
