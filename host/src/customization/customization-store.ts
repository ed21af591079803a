import * as v from 'valibot';
import { CUSTOMIZATION_CACHE_MS, customizationDefaults, customizationSchema, type Customization } from 'shared';
import { CUSTOMIZATION_URL } from '../platform/boot-requests';
import type { HttpClient } from '../platform/http-client';

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

/** What the API wraps the payload in; the payload itself is checked when it is used. */
const answerSchema = v.object({ data: v.unknown() });

export function createCustomizationStore({
  http,
  now,
  onLoaded,
  loaded,
  firstAnswer = () => null,
}: {
  http: Pick<HttpClient, 'get'>;
  now: () => number;
  onLoaded: (customization: Customization) => void;
  /** A payload already at hand, kept for good: never fetched again. */
  loaded?: Customization;
  /** The body of a request made before the store existed (the page's boot), taken by the first
   * load instead of asking again; null when there is none. */
  firstAnswer?: () => Promise<unknown> | null;
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

  /** The boot's answer if there is one (asked again through the client if it failed), else the client's. */
  function ask(): Promise<{ data: unknown }> {
    const fromClient = () => http.get<{ data: unknown }>(CUSTOMIZATION_URL);
    const early = firstAnswer();
    return early ? early.then((body) => v.parse(answerSchema, body), fromClient) : fromClient();
  }

  function load(): Promise<Customization> {
    if (isFresh()) return Promise.resolve(state.value);
    inFlight ??= ask()
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
