import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '../platform/remote-contract';
import type { RemoteName } from './areas';
import { findIncompatibility, type Incompatibility, type RemoteIncompatibleError } from './remote-compatibility';
import { isRemoteLoadFailure } from './remote-fallback.plugin';
import type { ChosenBuild, RemoteBuild } from './remote-build';
import type { RemoteEntry, RemoteManifest } from './remote-manifest';
import type { RemoteModules } from './remote-modules';

/** Areas served from the page's own build instead of from the manifest: a module already in the
 * page (a remote's standalone dev server) or the loader of its chunk (the monolith build). */
export type LocalRemotes = Partial<Record<RemoteName, RemoteRoutesModule | (() => Promise<RemoteRoutesModule>)>>;

type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'refused';

/** How long to wait before each automatic new attempt at a remote that failed to load: a chunk
 * or manifest that timed out once is fetched again before the area shows its panel. */
const RETRY_DELAYS_MS = [300, 900];

/** What a remote reported about itself over the bus once evaluated in the page. */
export interface RemoteReport {
  buildVersion: string;
  reactVersion: string;
  platformId: string;
}

export interface RemoteState {
  name: string;
  /** The entry the page runs (`local`: the page's own build). */
  entry: string;
  /** Which of the manifest's builds that entry is; none for a local one. */
  build?: RemoteBuild;
  status: RemoteStatus;
  report?: RemoteReport;
  /** Why the host refused the remote (status `refused`): built for another platform or singleton. */
  problems?: readonly Incompatibility[];
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
  private readonly chosen = new Map<string, ChosenBuild>();
  private readonly loaded = new Map<string, Promise<RemoteRoutesModule>>();
  private readonly modules = new Map<string, RemoteRoutesModule>();
  private readonly preloaded = new Map<string, Promise<void>>();
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
    private readonly options: {
      retryDelaysMs?: readonly number[];
      onRefused?: (error: RemoteIncompatibleError) => void;
      /** Which build of a remote this page runs (tenant, canary); by default everyone's. */
      choose?: (remote: RemoteEntry) => ChosenBuild;
    } = {},
  ) {
    const remotes = manifest.remotes.filter(({ name }) => !(name in local));
    for (const remote of remotes) {
      this.entries.set(remote.name, remote);
      this.chosen.set(remote.name, this.choose(remote));
    }
    this.states = [
      // A local chunk still has to arrive, as a remote does; a module in the page is there.
      ...Object.entries(local).map(([name, module]): RemoteState => ({ name, entry: 'local', status: typeof module === 'function' ? 'idle' : 'ready' })),
      ...remotes.map(({ name }): RemoteState => ({ name, ...this.chosenBuild(name), status: 'idle' })),
    ];
    // The monolith build has no federation runtime to register with, and nothing to register.
    if (remotes.length > 0) registerRemotes(remotes.map(({ name }) => ({ name, entry: this.chosenBuild(name).entry })));
  }

  private choose(remote: RemoteEntry): ChosenBuild {
    return this.options.choose?.(remote) ?? { entry: remote.entry, build: 'default' };
  }

  private chosenBuild(name: string): ChosenBuild {
    const chosen = this.chosen.get(name);
    if (!chosen) throw new Error(`no remote ${name} in the manifest`);
    return chosen;
  }

  /**
   * Chooses again the build of every remote the page has not started loading: called when
   * someone signs in, whose draw decides the canary. A remote already in the page keeps its
   * build (its code cannot be taken out of the page).
   */
  rechoose(): void {
    for (const [name, remote] of this.entries) {
      if (this.loaded.has(name) || this.modules.has(name)) continue;
      const next = this.choose(remote);
      if (next.entry === this.chosenBuild(name).entry && next.build === this.chosenBuild(name).build) continue;
      this.chosen.set(name, next);
      registerRemotes([{ name, entry: next.entry }], { force: true });
      this.update(name, { entry: next.entry, build: next.build });
    }
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
      (error: unknown) => {
        this.loaded.delete(remote);
        const refused = findIncompatibility(error);
        if (refused) this.options.onRefused?.(refused);
        this.update(remote, refused ? { status: 'refused', problems: refused.problems } : { status: 'failed', problems: undefined });
      },
    );
    return attempt;
  }

  /**
   * Fetches a remote's manifest, entry and the chunks its `./routes` needs at once, without
   * running any of its code: its first entry then costs no round trip. Once per remote; nothing
   * for an area in the page's own build or one already loading. A failed warm-up is forgotten
   * (the entry keeps its own retries and panel), never reported.
   */
  preload(remote: RemoteName): Promise<void> {
    const known = this.preloaded.get(remote);
    if (known) return known;
    if (!this.entries.has(remote) || this.loaded.has(remote)) return Promise.resolve();
    const attempt = preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]).catch(() => {
      this.preloaded.delete(remote);
      if (!this.loaded.has(remote)) this.forget(remote);
    });
    this.preloaded.set(remote, attempt);
    return attempt;
  }

  /** The remote's `./routes` once it has arrived (its status is then `ready`). */
  loadedModule(remote: RemoteName): RemoteRoutesModule | undefined {
    return this.modules.get(remote);
  }

  /** Forgets everything the runtime cached about a failed remote before loading it again. */
  retry(remote: RemoteName): Promise<RemoteRoutesModule> {
    this.forget(remote);
    this.loaded.delete(remote);
    return this.loadRoutes(remote);
  }

  private forget(remote: RemoteName): void {
    const chosen = this.chosen.get(remote);
    if (chosen) registerRemotes([{ name: remote, entry: chosen.entry }], { force: true });
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
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.loadFromRuntime(remote);
      } catch (error) {
        // A remote refused for its versions stays refused however often it is fetched.
        const delay = delays[attempt];
        if (delay === undefined || findIncompatibility(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
        this.forget(remote);
      }
    }
  }

  private async loadFromRuntime(remote: RemoteName): Promise<RemoteRoutesModule> {
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
