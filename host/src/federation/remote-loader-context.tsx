import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRoutesModule } from '../platform/remote-contract';
import type { RemoteName } from './areas';
import type { RemoteLoader, RemoteState } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}

/** A remote's `./routes` once loaded, re-read whenever a remote's state changes; without a
 * loader (a layout rendered alone) there is none. */
export function useLoadedRemote(remote: RemoteName): RemoteRoutesModule | undefined {
  const loader = useContext(RemoteLoaderContext);
  useSyncExternalStore(loader?.subscribe ?? noSubscription, loader?.getStates ?? noStates);
  return loader?.loadedModule(remote);
}

const noSubscription = () => () => undefined;
const NO_STATES: readonly RemoteState[] = [];
const noStates = () => NO_STATES;

export function useRemoteStates(): readonly RemoteState[] {
  const loader = useRemoteLoader();
  return useSyncExternalStore(loader.subscribe, loader.getStates);
}
