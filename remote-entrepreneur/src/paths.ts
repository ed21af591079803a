/** The entrepreneur area's addresses (the shared map's): route patterns relative to `/entrepreneur`, and the links to them. */
export { entrepreneurPaths } from 'shared';
