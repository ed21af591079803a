import * as v from 'valibot';
import { CUSTOMIZATION_CACHE_MS, customizationDefaults, customizationSchema, type Customization } from 'shared';
import type { HttpClient } from '../platform/http-client';

const CUSTOMIZATION_URL = '/v2/ui/get-customization';

interface CustomizationState {
  /** The tenant's payload, or the defaults until it is loaded. */
  readonly value: Customization;
  /** Epoch ms after which it is fetched again; null while empty. */
  readonly expiresAt: number | null;
}

export interface CustomizationStore {
  getSnapshot(): CustomizationState;
  subscribe(listener: () => void): () => void;
  /** True when a payload is cached and not past its expiry. */
  isFresh(): boolean;
  /** Fetches only when empty or expired (spec section 4); never rejects: on failure the
   * dashboard runs on the defaults and the next navigation tries again. */
  load(): Promise<Customization>;
  /** Drops the cached payload and fetches it again: the manager's own page after saving a new
   * customization, which other visitors pick up when their 5 minutes are over. */
  refresh(): Promise<Customization>;
}

export function createCustomizationStore({
  http,
  now,
  onLoaded,
  loaded,
}: {
  http: Pick<HttpClient, 'get'>;
  now: () => number;
  onLoaded: (customization: Customization) => void;
  /** A payload already at hand, kept for good: never fetched again. */
  loaded?: Customization;
}): CustomizationStore {
  let state: CustomizationState = loaded ? { value: loaded, expiresAt: Number.POSITIVE_INFINITY } : { value: customizationDefaults, expiresAt: null };
  let inFlight: Promise<Customization> | null = null;
  const listeners = new Set<() => void>();
  const isFresh = () => state.expiresAt !== null && now() < state.expiresAt;

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isFresh,
    load,
    async refresh() {
      // A load already under way may carry the payload from before the save: wait it out first.
      if (inFlight) await inFlight;
      state = { ...state, expiresAt: null };
      return load();
    },
  };

  function load(): Promise<Customization> {
    if (isFresh()) return Promise.resolve(state.value);
    inFlight ??= http
      .get<{ data: unknown }>(CUSTOMIZATION_URL)
      .then((answer) => {
        const value = v.parse(customizationSchema, answer.data);
        state = { value, expiresAt: now() + CUSTOMIZATION_CACHE_MS };
        for (const listener of listeners) listener();
        onLoaded(value);
        return value;
      })
      .catch((error: unknown) => {
        console.error('The tenant customization could not be loaded; using the defaults', error);
        return state.value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }
}
