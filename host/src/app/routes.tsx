import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { NavigationGuard } from '../guards/navigation-guard';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { SimpleLayout } from '../layouts/simple-layout';
import { FederationStatusPage } from '../pages/federation-status.page';
import { NotFoundPage } from '../pages/not-found.page';
import { RouteErrorPage } from '../pages/route-error.page';

/** A public screen's code arrives with its first visit, not with the host's first paint. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** The host's route tree: the guard around everything, each area prefix a remote spliced under
 * the host's layout, the public screens in the default layout. */
export const hostRoutes: RouteObject[] = [
  {
    element: <NavigationGuard />,
    errorElement: <RouteErrorPage />,
    children: [
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
          { path: '/login', element: lazyPage(() => import('../pages/auth/login.page')) },
          { path: '/register', element: lazyPage(() => import('../pages/auth/register.page')) },
          { path: '/forgot-password', element: lazyPage(() => import('../pages/auth/forgot-password.page')) },
          { path: '/remember-password', element: lazyPage(() => import('../pages/auth/remember-password.page')) },
          { path: '/callback', element: lazyPage(() => import('../pages/auth/callback.page')) },
          { path: '/status', element: <FederationStatusPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
