import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { SimpleLayout } from '../layouts/simple-layout';
import { FederationStatusPage } from '../pages/federation-status.page';
import { NotFoundPage } from '../pages/not-found.page';

/** The host's route tree: each area prefix is a remote spliced under the host's layout. */
export const hostRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    element: <DashboardLayout area="user" />,
    children: [{ path: '/user/*', element: <RemoteArea remote="remote_investor" /> }],
  },
  {
    element: <DashboardLayout area="manager" />,
    children: [{ path: '/manager/*', element: <RemoteArea remote="remote_manager" /> }],
  },
  {
    element: <DashboardLayout area="entrepreneur" />,
    children: [{ path: '/entrepreneur/*', element: <RemoteArea remote="remote_entrepreneur" /> }],
  },
  {
    element: <SimpleLayout variant="invest" />,
    children: [{ path: '/invest/*', element: <RemoteArea remote="remote_invest" /> }],
  },
  {
    element: <SimpleLayout variant="default" />,
    children: [
      { path: '/status', element: <FederationStatusPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
