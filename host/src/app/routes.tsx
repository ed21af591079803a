import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { platform } from 'host/platform';
import { AREAS } from '../federation/areas';
import { NavigationGuard } from '../guards/navigation-guard';
import { SimpleLayout } from '../layouts/simple-layout';
import LoginPage from '../pages/auth/login.screen';
import { NotFoundPage } from '../pages/not-found.screen';
import { RouteErrorPage } from '../pages/route-error.screen';

/** A screen fetched with its first visit. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return { element: <Page /> };
    },
  };
}

/** The host's route tree: the guard around everything, each area prefix a remote spliced under
 * the layout the area registry names, the public screens in the default layout. Only the
 * sign-in screen is in the main bundle, so /login is one round of requests; every other screen,
 * and what only a signed-in area needs (the dashboard layout, the remote loader, the query cache
 * the areas read), comes with its first visit. That is safe with the host's `loaded-first` share
 * strategy: a lazy chunk does not ask every registered remote for its versions, so a remote that
 * is down breaks only its area. */
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
                const [{ RemoteArea }] = await Promise.all([import('../federation/remote-area'), platform.loadQueryClient()]);
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
          { path: '/register', ...lazyPage(() => import('../pages/auth/register.screen')) },
          { path: '/forgot-password', ...lazyPage(() => import('../pages/auth/forgot-password.screen')) },
          { path: '/remember-password', ...lazyPage(() => import('../pages/auth/remember-password.screen')) },
          { path: '/callback', ...lazyPage(() => import('../pages/auth/callback.screen')) },
          {
            path: '/status',
            lazy: async () => {
              const { FederationStatusPage } = await import('../pages/federation-status.screen');
              return { element: <FederationStatusPage /> };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
