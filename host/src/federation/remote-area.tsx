import { useEffect, useRef, useState } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { RouteNotFoundPage } from '../pages/error.screen';
import { NotFoundPage } from '../pages/not-found.screen';
import { preloadScreens } from '../platform/remote-contract';
import { ServerStateProvider } from '../platform/server-state-provider';
import { isRouteNotFound } from 'shared/errors';
import type { RemoteName } from './areas';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteUnavailable } from './remote-unavailable';
import styles from './remote-area.module.css';

type AreaState = { status: 'loading' } | { status: 'ready'; routes: RouteObject[] } | { status: 'failed' };

/** Splices a remote's relative routes under the area's prefix, with the host's 404 for the rest. */
function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
}

/** Loads the area's remote on first visit and renders its routes, or the unavailable panel, with
 * the platform's query cache (its route made it before this renders). */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return (
    <ServerStateProvider>
      <Area remote={remote} />
    </ServerStateProvider>
  );
}

function Area({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const location = useLocation();
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The address inside the area when the remote arrives: its screen is fetched before the first
  // render, so the area appears at once instead of through a Suspense fallback.
  const inside = `/${useParams()['*'] ?? ''}`;
  const insideRef = useRef(inside);
  insideRef.current = inside;

  useEffect(() => {
    let current = true;
    const load = attempt === 0 ? loader.loadRoutes(remote) : loader.retry(remote);
    load
      .then(async (module) => {
        const matches = matchRoutes(module.routes, insideRef.current) ?? [];
        await preloadScreens(matches.map((match) => match.route.element));
        return module;
      })
      .then(
        (module) => current && setState({ status: 'ready', routes: module.routes }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [loader, remote, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  if (state.status === 'loading') {
    return <div className={styles.loading} role="status" aria-busy="true" aria-live="polite" />;
  }
  return (
    <RemoteErrorBoundary
      resetKey={location.pathname}
      fallback={(reset, error) =>
        // A screen that rejects its route parameters is a missing page, not a broken area.
        isRouteNotFound(error) ? (
          <RouteNotFoundPage path={error.path} />
        ) : (
          <RemoteUnavailable
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )
      }
    >
      <AreaRoutes routes={state.routes} />
    </RemoteErrorBoundary>
  );
}
