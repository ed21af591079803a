/**
 * Reading what went wrong, for the platform and the kit alike: the API's error answers and the
 * "no such page" a screen raises for the host's 404. Pure: no React, no axios.
 */
export { isApiError, isClientError, readApiError, type ApiError } from './api-error';
export { isRouteNotFound, RouteNotFoundError, routeNotFound } from './route-not-found';
