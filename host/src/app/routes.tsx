import { Navigate, type RouteObject } from 'react-router';
import { AREAS } from '../federation/areas';
import { NavigationGuard } from '../guards/navigation-guard';
import { SimpleLayout } from '../layouts/simple-layout';
import CallbackPage from '../pages/auth/callback.page';
import ForgotPasswordPage from '../pages/auth/forgot-password.page';
import LoginPage from '../pages/auth/login.page';
import RegisterPage from '../pages/auth/register.page';
import RememberPasswordPage from '../pages/auth/remember-password.page';
import { NotFoundPage } from '../pages/not-found.page';
import { RouteErrorPage } from '../pages/route-error.page';

/** The host's route tree: the guard around everything, each area prefix a remote spliced under
 * the layout the area registry names, the public screens in the default layout. The public
 * screens are in the main bundle, so /login is one round of requests; what only a signed-in area
 * needs (the dashboard layout, the remote loader's screen, the status page) comes with its first
 * visit. That is safe with the host's `loaded-first` share strategy: a lazy chunk no longer asks
 * every registered remote for its versions, so a remote that is down breaks only its area. */
export const hostRoutes: RouteObject[] = [
  {
    element: <NavigationGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...AREAS.map(
        (area): RouteObject => ({
          ...(area.layout === 'dashboard'
            ? {
                lazy: async () => {
                  const { DashboardLayout } = await import('../layouts/dashboard-layout');
                  return { element: <DashboardLayout area={area.prefix} /> };
                },
              }
            : { element: <SimpleLayout variant="invest" /> }),
          children: [
            {
              path: `/${area.prefix}/*`,
              lazy: async () => {
                const { RemoteArea } = await import('../federation/remote-area');
                return { element: <RemoteArea remote={area.remote} /> };
              },
            },
          ],
        }),
      ),
      {
        element: <SimpleLayout variant="default" />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/remember-password', element: <RememberPasswordPage /> },
          { path: '/callback', element: <CallbackPage /> },
          {
            path: '/status',
            lazy: async () => {
              const { FederationStatusPage } = await import('../pages/federation-status.page');
              return { element: <FederationStatusPage /> };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
