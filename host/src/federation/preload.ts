import { inRoleGroups, type SessionUser } from 'shared';
import { activeAuth, type SessionStore } from '../session/session-store';
import { AREAS, type AreaPrefix, type RemoteName } from './areas';

/** When to warm an area: `now` for a strong sign (a link hovered or focused), `idle` for a
 * likely one (a link shown, a sign-in) that must not compete with the screen being drawn. */
export type PreloadWhen = 'now' | 'idle';

/** How long a page that never goes idle waits before warming anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** What the decisions read of the page: injectable so tests state it. */
export interface PreloadEnvironment {
  /** The visitor asked their browser to save data (`navigator.connection.saveData`). */
  saveData(): boolean;
  pathname(): string;
  whenIdle(run: () => void): void;
}

/** The sign-in screen's budget stays its own: it never pays for an area, whoever is remembered. */
const PAGES_WITHOUT_PRELOAD: readonly string[] = ['/login'];

/** Runs `run` once the page is idle, or after the timeout on a page that stays busy; a browser
 * without `requestIdleCallback` waits a moment instead. */
function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => run(), { timeout: timeoutMs });
  else globalThis.setTimeout(run, Math.min(timeoutMs, 200));
}

const browserEnvironment: PreloadEnvironment = {
  saveData: () => (globalThis.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
  pathname: () => globalThis.location.pathname,
  whenIdle,
};

/**
 * Warms an area's remote (its manifest, entry and the first chunks of its routes) before the
 * visitor enters it, so the first entry costs what a click in the monolith costs. Never on the
 * sign-in page, never for a visitor saving data; a warmed or entered remote is not fetched again
 * (the loader's concern).
 */
export function createAreaPreloader(loader: { preload(remote: RemoteName): Promise<void> }, env: PreloadEnvironment = browserEnvironment) {
  const allowed = () => !env.saveData() && !PAGES_WITHOUT_PRELOAD.includes(env.pathname().replace(/\/+$/, '') || '/');
  const warm = (prefix: AreaPrefix) => {
    if (!allowed()) return;
    const area = AREAS.find((candidate) => candidate.prefix === prefix);
    if (area) void loader.preload(area.remote);
  };
  return (prefix: AreaPrefix, when: PreloadWhen = 'now'): void => {
    // Decided once idle, on the page the visitor is then on: a sign-in made on /login warms the
    // area it leads to once there.
    if (when === 'now') warm(prefix);
    else if (!env.saveData()) env.whenIdle(() => warm(prefix));
  };
}

/** The areas a signed-in user may enter (any of their roles counts), warmed on idle after sign-in. */
function areasOf(user: SessionUser): readonly AreaPrefix[] {
  return AREAS.filter((area) => inRoleGroups([user.role, ...user.roles], area.roleGroups)).map((area) => area.prefix);
}

/** Once someone is signed in (at start, after a sign-in, when a simulation starts or ends), warms
 * on idle every area they may enter: an investor's invest flow is ready before its first click. */
export function warmSignedInAreas(session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>, preload: (prefix: AreaPrefix, when: PreloadWhen) => void): void {
  let warmedFor: SessionUser['id'] | null = null;
  const follow = () => {
    const { user } = activeAuth(session.getSnapshot());
    if (!user || user.id === warmedFor) return;
    warmedFor = user.id;
    for (const prefix of areasOf(user)) preload(prefix, 'idle');
  };
  follow();
  session.subscribe(follow);
}

/**
 * The slot through which the layouts and the remotes ask for a warm-up: the platform singleton
 * holds it (no federation runtime in the sign-in bundle), the host app fills it at start. Before
 * that, and in a remote's tests, a request does nothing.
 */
export interface AreaPreload {
  provide(provided: (prefix: AreaPrefix, when?: PreloadWhen) => void): void;
  preload(prefix: AreaPrefix, when?: PreloadWhen): void;
}

export function createPreloadSlot(): AreaPreload {
  let preload: ((prefix: AreaPrefix, when?: PreloadWhen) => void) | null = null;
  return {
    provide(provided: (prefix: AreaPrefix, when?: PreloadWhen) => void): void {
      preload = provided;
    },
    preload(prefix: AreaPrefix, when: PreloadWhen = 'now'): void {
      preload?.(prefix, when);
    },
  };
}
