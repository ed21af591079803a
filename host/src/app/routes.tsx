import { Navigate, type RouteObject } from 'react-router';
import { AREAS } from '../federation/areas';
import { RemoteArea } from '../federation/remote-area';
import { NavigationGuard } from '../guards/navigation-guard';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { SimpleLayout } from '../layouts/simple-layout';
import CallbackPage from '../pages/auth/callback.page';
import ForgotPasswordPage from '../pages/auth/forgot-password.page';
import LoginPage from '../pages/auth/login.page';
import RegisterPage from '../pages/auth/register.page';
import RememberPasswordPage from '../pages/auth/remember-password.page';
import { FederationStatusPage } from '../pages/federation-status.page';
import { NotFoundPage } from '../pages/not-found.page';
import { RouteErrorPage } from '../pages/route-error.page';

/** The host's route tree: the guard around everything, each area prefix a remote spliced under
 * the layout the area registry names, the public screens in the default layout. The public screens are in the
 * main bundle on purpose: a lazy host chunk makes the federation runtime initialise sharing
 * with every registered remote, so one remote that is down would break /login. */
export const hostRoutes: RouteObject[] = [
  {
    element: <NavigationGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...AREAS.map(
        (area): RouteObject => ({
          element: area.layout === 'dashboard' ? <DashboardLayout area={area.prefix} /> : <SimpleLayout variant="invest" />,
          children: [{ path: `/${area.prefix}/*`, element: <RemoteArea remote={area.remote} /> }],
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
          { path: '/status', element: <FederationStatusPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
