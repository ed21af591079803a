import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a module the runtime could not load, so the host renders its "area unavailable"
 * panel instead of the page crashing. */
export const REMOTE_LOAD_FAILED = Symbol.for('host.remote-load-failed');

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  lifecycle: string;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}

/** Runtime plugin: a remote whose manifest, entry or chunk fails makes `loadRemote` resolve to
 * a failure marker instead of rejecting. Earlier stages (the manifest fetch, a shared-module
 * lookup) get no substitute: their error travels up and arrives here again as `onLoad`, the one
 * stage whose return value becomes the caller's module. */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, lifecycle, error };
      return failure;
    },
  };
}
