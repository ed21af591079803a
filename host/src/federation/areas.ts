/** Which remote serves which route prefix, and under which layout the host splices it. */
export const AREAS = [
  { prefix: 'user', remote: 'remote_investor', layout: 'dashboard' },
  { prefix: 'manager', remote: 'remote_manager', layout: 'dashboard' },
  { prefix: 'entrepreneur', remote: 'remote_entrepreneur', layout: 'dashboard' },
  { prefix: 'invest', remote: 'remote_invest', layout: 'invest' },
] as const;

export type Area = (typeof AREAS)[number];
export type AreaPrefix = Area['prefix'];
export type RemoteName = Area['remote'];
