import type { RoleGroup } from 'shared';
import type { NavIconName } from '../platform/remote-contract';

interface AreaDefinition {
  /** The first segment of every address of the area. */
  prefix: string;
  /** The federated container that serves the area's `./routes`. */
  remote: string;
  layout: 'dashboard' | 'invest';
  /** Who may enter (shared's role groups, which the API's access rules read too). */
  roleGroups: readonly RoleGroup[];
  /** The sidebar's first entry, shown on its own while the remote's navigation is not there
   * (still loading, or the remote is down); its label is a key of the host's `common`. */
  entry?: { path: string; labelKey: 'nav.issuances'; icon: NavIconName };
}

/**
 * The one table of the areas: which remote serves which prefix, under which layout, for whom.
 * The guards, the route tree and the sidebar read it; an area's other sidebar entries come from
 * its remote's `./routes` (`navigation`).
 */
export const AREAS = [
  {
    prefix: 'user',
    remote: 'remote_investor',
    layout: 'dashboard',
    roleGroups: ['investor'],
    entry: { path: 'issuances', labelKey: 'nav.issuances', icon: 'list' },
  },
  {
    prefix: 'manager',
    remote: 'remote_manager',
    layout: 'dashboard',
    roleGroups: ['manager'],
    entry: { path: 'issuances', labelKey: 'nav.issuances', icon: 'list' },
  },
  {
    prefix: 'entrepreneur',
    remote: 'remote_entrepreneur',
    layout: 'dashboard',
    roleGroups: ['issuer'],
    entry: { path: 'issuances', labelKey: 'nav.issuances', icon: 'list' },
  },
  { prefix: 'invest', remote: 'remote_invest', layout: 'invest', roleGroups: ['investor'] },
] as const satisfies readonly AreaDefinition[];

export type Area = (typeof AREAS)[number];
export type AreaPrefix = Area['prefix'];
export type RemoteName = Area['remote'];
export type DashboardArea = Extract<Area, { layout: 'dashboard' }>;
export type DashboardAreaPrefix = DashboardArea['prefix'];

export function areaOf<P extends AreaPrefix>(prefix: P): Extract<Area, { prefix: P }> {
  const area = AREAS.find((candidate) => candidate.prefix === prefix);
  if (!area) throw new Error(`no area ${prefix}`);
  return area as Extract<Area, { prefix: P }>;
}
