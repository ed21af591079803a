/** Thrown by a screen whose route parameters fail validation (an id that is not one): the
 * host answers with the 404 "Page Not Found" page naming the path (spec section 2). */
export class RouteNotFoundError extends Error {
  readonly status = 404;
  constructor(readonly path: string) {
    super(`No valid page at ${path}`);
    this.name = 'RouteNotFoundError';
  }
}

export function routeNotFound(path: string = globalThis.location?.pathname ?? ''): never {
  throw new RouteNotFoundError(path);
}

/** Across federated bundles `instanceof` may fail; the name and status identify it. */
export function isRouteNotFound(error: unknown): error is RouteNotFoundError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'RouteNotFoundError';
}
