import { AREAS } from './areas';
import type { RemoteEntry } from './remote-manifest';

/** Which of a remote's builds the page runs: everyone's, the tenant's own, or the canary. */
export type RemoteBuild = 'default' | 'tenant' | 'canary';

export interface ChosenBuild {
  entry: string;
  build: RemoteBuild;
}

/** QA's `?remote-canary=` flag: `off` (every area on its default build) or the areas forced onto
 * their canary (`manager`, `manager,invest`); `null` when no flag was given (the share decides). */
export type CanaryOverride = { kind: 'off' } | { kind: 'on'; remotes: ReadonlySet<string> } | null;

const CANARY_QUERY_FLAG = 'remote-canary';
const OVERRIDE_STORAGE_KEY = 'remote-canary';
const CHOICES_STORAGE_KEY = 'remote-canary-choices';

/** A stable bucket from 0 to 99 for a user and a remote (FNV-1a): the same user always lands in
 * the same bucket, so raising a share only adds users to the canary; each remote draws its own. */
export function canaryBucket(userId: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${userId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 100;
}

/** An area's prefix (`manager`) or container name (`remote_manager`) to its container name. */
function remoteNamed(name: string): string | undefined {
  return AREAS.find((area) => area.prefix === name || area.remote === name)?.remote;
}

/** The flag of this address, or the one an earlier address of the tab carried: it stays while
 * QA moves around the app, until `?remote-canary=` says otherwise. */
export function readCanaryOverride(search: string, storage: Storage): CanaryOverride {
  const given = new URLSearchParams(search).get(CANARY_QUERY_FLAG);
  if (given !== null) storage.setItem(OVERRIDE_STORAGE_KEY, given);
  const flag = (given ?? storage.getItem(OVERRIDE_STORAGE_KEY))?.trim();
  if (!flag) return null;
  if (flag === 'off') return { kind: 'off' };
  const remotes = flag.split(',').flatMap((name) => remoteNamed(name.trim()) ?? []);
  return { kind: 'on', remotes: new Set(remotes) };
}

export interface BuildContext {
  tenant: string | null;
  /** The signed-in person (the manager, while they act as someone else); null when signed out. */
  userId: string | null;
  override: CanaryOverride;
  /** Where the tab keeps each user's draw, so a share changed mid-session moves nobody. */
  storage: Storage | null;
}

function rememberedDraw(storage: Storage | null, userId: string, remote: string, draw: () => boolean): boolean {
  let saved: { user?: string; canary?: Record<string, boolean> } = {};
  try {
    saved = JSON.parse(storage?.getItem(CHOICES_STORAGE_KEY) ?? '{}') as typeof saved;
  } catch {
    // A corrupted record is drawn again.
  }
  const choices = saved.user === userId && saved.canary ? saved.canary : {};
  const known = choices[remote];
  if (typeof known === 'boolean') return known;
  const canary = draw();
  storage?.setItem(CHOICES_STORAGE_KEY, JSON.stringify({ user: userId, canary: { ...choices, [remote]: canary } }));
  return canary;
}

/**
 * The build of `remote` this page runs. A tenant's own build always wins: the canary is a new
 * version of everyone's build. Otherwise QA's flag decides, else the user's stable draw against
 * the canary's share, kept for the tab's session; signed out, the default build.
 */
export function chooseRemoteBuild(remote: RemoteEntry, context: BuildContext): ChosenBuild {
  const tenantEntry = context.tenant ? remote.tenants?.[context.tenant] : undefined;
  if (tenantEntry) return { entry: tenantEntry, build: 'tenant' };
  const everyone: ChosenBuild = { entry: remote.entry, build: 'default' };
  const { canary } = remote;
  if (!canary || context.override?.kind === 'off') return everyone;
  if (context.override?.kind === 'on' && context.override.remotes.has(remote.name)) return { entry: canary.entry, build: 'canary' };
  if (context.userId === null) return everyone;
  const { userId } = context;
  const inCanary = rememberedDraw(context.storage, userId, remote.name, () => canaryBucket(userId, remote.name) < canary.share);
  return inCanary ? { entry: canary.entry, build: 'canary' } : everyone;
}
