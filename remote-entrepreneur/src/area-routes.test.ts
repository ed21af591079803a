import type { RouteObject } from 'react-router';
import { AREA_ROUTES } from 'shared';

// The shared address map is what the API's e-mail links are checked against: this area's
// route table must declare exactly the map's routes, no more and no fewer.
it('declares exactly the routes the shared address map gives the /entrepreneur area', async () => {
  const { routes } = (await import('./routes')) as { routes: RouteObject[] };
  const declared = routes.flatMap((route) => (route.path ? [route.path] : []));
  expect([...declared].sort()).toEqual([...AREA_ROUTES.entrepreneur].sort());
});
