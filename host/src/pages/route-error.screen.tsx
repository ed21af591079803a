import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isRouteNotFound } from 'shared/errors';
import { ErrorPage, RouteNotFoundPage } from './error.screen';

const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|pinterest|vkshare|lighthouse|headlesschrome-crawler/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** The router's error element: fatal or unhandled errors end here (spec section 8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteNotFound(error) || (isRouteErrorResponse(error) && error.status === 404)) {
    return <RouteNotFoundPage path={location.pathname} />;
  }
  console.error('Unhandled error on', location.pathname, error);
  // A crawler indexing an error page would publish it; for them the error is only logged.
  if (isCrawler(globalThis.navigator?.userAgent ?? '')) return null;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  return <ErrorPage />;
}
