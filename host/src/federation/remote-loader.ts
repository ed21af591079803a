import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '../platform/remote-contract';
import type { RemoteName } from './areas';
import { isRemoteLoadFailure } from './remote-fallback.plugin';
import type { RemoteEntry, RemoteManifest } from './remote-manifest';
import type { RemoteModules } from './remote-modules';

/** Areas served from the page's own build instead of from the manifest: a module already in the
 * page (a remote's standalone dev server) or the loader of its chunk (the monolith build). */
export type LocalRemotes = Partial<Record<RemoteName, RemoteRoutesModule | (() => Promise<RemoteRoutesModule>)>>;

type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a remote reported about itself over the bus once evaluated in the page. */
export interface RemoteReport {
  buildVersion: string;
  reactVersion: string;
  platformId: string;
}

export interface RemoteState {
  name: string;
  entry: string;
  status: RemoteStatus;
  report?: RemoteReport;
}

class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads remotes listed in the runtime manifest, each only when its area is first visited. */
export class RemoteLoader {
  private readonly entries = new Map<string, RemoteEntry>();
  private readonly loaded = new Map<string, Promise<RemoteRoutesModule>>();
  private readonly modules = new Map<string, RemoteRoutesModule>();
  private states: readonly RemoteState[];
  private readonly listeners = new Set<() => void>();

  /**
   * @param beforeLoad what the page makes before any remote module runs: the host's query
   * client, so react-query's one copy in the page is the host's, never a remote's fallback
   */
  constructor(
    manifest: RemoteManifest,
    private readonly local: LocalRemotes = {},
    private readonly beforeLoad: () => Promise<unknown> = () => Promise.resolve(),
  ) {
    const remotes = manifest.remotes.filter(({ name }) => !(name in local));
    for (const remote of remotes) this.entries.set(remote.name, remote);
    this.states = [
      // A local chunk still has to arrive, as a remote does; a module in the page is there.
      ...Object.entries(local).map(([name, module]): RemoteState => ({ name, entry: 'local', status: typeof module === 'function' ? 'idle' : 'ready' })),
      ...remotes.map(({ name, entry }): RemoteState => ({ name, entry, status: 'idle' })),
    ];
    // The monolith build has no federation runtime to register with, and nothing to register.
    if (remotes.length > 0) registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  /** A snapshot for `useSyncExternalStore`: a new array only when something changed. */
  getStates = (): readonly RemoteState[] => this.states;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  recordReport(name: string, report: RemoteReport): void {
    this.update(name, { report });
  }

  private update(name: string, patch: Partial<RemoteState>): void {
    this.states = this.states.map((state) => (state.name === name ? { ...state, ...patch } : state));
    for (const listener of this.listeners) listener();
  }

  /** The same promise for every caller until it fails; a failure is forgotten so retry works. */
  loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
    const pending = this.loaded.get(remote);
    if (pending) return pending;
    const attempt = this.load(remote);
    this.loaded.set(remote, attempt);
    this.update(remote, { status: 'loading' });
    attempt.then(
      (module) => {
        this.modules.set(remote, module);
        this.update(remote, { status: 'ready' });
      },
      () => {
        this.loaded.delete(remote);
        this.update(remote, { status: 'failed' });
      },
    );
    return attempt;
  }

  /** The remote's `./routes` once it has arrived (its status is then `ready`). */
  loadedModule(remote: RemoteName): RemoteRoutesModule | undefined {
    return this.modules.get(remote);
  }

  /** Forgets everything the runtime cached about a failed remote before loading it again. */
  retry(remote: RemoteName): Promise<RemoteRoutesModule> {
    const entry = this.entries.get(remote);
    if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    this.loaded.delete(remote);
    return this.loadRoutes(remote);
  }

  private async load(remote: RemoteName): Promise<RemoteRoutesModule> {
    try {
      await this.beforeLoad();
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
    const local = this.local[remote];
    if (local) return typeof local === 'function' ? local() : local;
    if (!this.entries.has(remote)) throw new RemoteUnavailableError(remote, new Error('not in the remote manifest'));
    let module: unknown;
    try {
      module = await loadRemote<RemoteModules[typeof remote]>(`${remote}/routes`);
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
    if (isRemoteLoadFailure(module)) throw new RemoteUnavailableError(remote, module.error);
    if (!module || !Array.isArray((module as RemoteRoutesModule).routes)) {
      throw new RemoteUnavailableError(remote, new Error('its ./routes module exports no routes'));
    }
    return module as RemoteRoutesModule;
  }
}
