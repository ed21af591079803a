import { satisfy } from '@module-federation/enhanced/runtime';

/** What the page provides to its remotes: the platform contract's version and the version of
 * each shared singleton, as the host's build installed them. */
export interface ProvidedVersions {
  platform: string;
  singletons: Readonly<Record<string, string>>;
}

/** Why a remote may not run in this page; /status lists each with both versions. */
export type Incompatibility =
  | { kind: 'platform'; required: string; provided: string }
  | { kind: 'singleton'; name: string; required: string; provided: string };

/** Remotes built before the contract was versioned state no range: they were built against the
 * surface that became 1.0.0. */
const UNVERSIONED_PLATFORM_RANGE = '^1.0.0';

/** The part of a remote's federation manifest (mf-manifest.json) the check reads: its build
 * writes the platform range into `metaData.platform`; the federation writes `shared`. */
interface ManifestStatement {
  metaData?: { platform?: { range?: unknown } };
  shared?: readonly { name?: unknown; version?: unknown; singleton?: unknown }[];
}

/** A major version breaks; below 1.0.0 a minor does (semver's caret). */
function breakingPart(version: string): string | null {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : (match[1] ?? null);
}

/** Compares a remote's manifest with what the page provides. A singleton the remote was built
 * with at another major (React 18 in a React 19 page) is refused; within a major the page's copy
 * serves it, as the federation's share negotiation would. */
export function checkRemoteManifest(manifest: unknown, provided: ProvidedVersions): Incompatibility[] {
  const statement = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestStatement;
  const problems: Incompatibility[] = [];
  const stated = statement.metaData?.platform?.range;
  const range = typeof stated === 'string' && stated.length > 0 ? stated : UNVERSIONED_PLATFORM_RANGE;
  if (!satisfy(provided.platform, range)) problems.push({ kind: 'platform', required: range, provided: provided.platform });
  for (const shared of statement.shared ?? []) {
    if (shared.singleton !== true || typeof shared.name !== 'string' || typeof shared.version !== 'string') continue;
    const own = provided.singletons[shared.name];
    if (own === undefined) continue;
    if (breakingPart(shared.version) !== breakingPart(own)) {
      problems.push({ kind: 'singleton', name: shared.name, required: shared.version, provided: own });
    }
  }
  return problems;
}

const INCOMPATIBLE = Symbol.for('host.remote-incompatible');

/** Thrown before any of the remote's code runs, so the area shows its panel instead of
 * failing at first use of what changed. */
export class RemoteIncompatibleError extends Error {
  readonly [INCOMPATIBLE] = true;

  constructor(
    readonly remote: string,
    readonly problems: readonly Incompatibility[],
  ) {
    super(`Remote ${remote} was built for another platform: ${problems.map(describeIncompatibility).join('; ')}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/** The incompatibility somewhere in an error's chain of causes (the runtime may wrap it). */
export function findIncompatibility(error: unknown): RemoteIncompatibleError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && INCOMPATIBLE in current) return current as RemoteIncompatibleError;
    current = current instanceof Error ? current.cause : undefined;
  }
  return null;
}

/** One line in English for logs and the error report (the screen words it in the page's language). */
export function describeIncompatibility(problem: Incompatibility): string {
  return problem.kind === 'platform'
    ? `built for platform ${problem.required}, the host provides ${problem.provided}`
    : `built with ${problem.name} ${problem.required}, the host provides ${problem.provided}`;
}
