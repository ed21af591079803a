/** The manager area's addresses (the shared map's): route patterns relative to `/manager`, and the links to them. */
export { managerPaths } from 'shared';
