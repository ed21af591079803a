// The react-router the federation shares: the client API the apps import, and nothing else, so
// the rest of the package is tree-shaken out of the copy every page loads first. A name missing
// here is undefined in every app at run time: `scripts/tests/shared-deps.test.mjs` fails when an
// app imports one that is not listed.
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-production';
