import axios, { AxiosHeaders, isAxiosError, type AxiosInstance } from 'axios';
import { toastForFailure } from './api-errors';
import { baseUrlFor } from './base-url';
import { MANAGER_TOKEN_HEADER, UnknownTenantError, USER_TOKEN_HEADER, type HttpClientOptions } from './http-client';
import { UNKNOWN_TENANT_BASE } from './tenant';

/** The one axios instance of a platform's HTTP client (spec section 7): the tenant's base URL, the
 * session's tokens, and a toast and a report for a failed answer. */
export function createAxiosInstance({ backendBase, tokens, toast, reporter }: HttpClientOptions): AxiosInstance {
  // XHR, axios's first choice in a browser anyway: the apps' builds leave its fetch adapter out
  // (scripts/webpack/axios-fetch-adapter-unavailable.mjs), and the tests' MSW answers XHR.
  const instance = axios.create({ adapter: 'xhr', headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    if (backendBase === UNKNOWN_TENANT_BASE) throw new UnknownTenantError();
    config.baseURL = baseUrlFor(config.url ?? '', backendBase);
    const headers = AxiosHeaders.from(config.headers);
    const { userToken, managerToken } = tokens();
    // An empty header would read as "signed in with an empty token" to the server.
    if (userToken) headers.set(USER_TOKEN_HEADER, userToken);
    else headers.delete(USER_TOKEN_HEADER);
    if (managerToken) headers.set(MANAGER_TOKEN_HEADER, managerToken);
    else headers.delete(MANAGER_TOKEN_HEADER);
    config.headers = headers;
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error)) {
      const response = error.response;
      const request = toastForFailure(response);
      const isRead = (error.config?.method ?? 'get').toLowerCase() === 'get';
      if (request && (error.config?.toastErrors ?? !isRead)) toast(request);
      if (response && response.status >= 500) {
        const body = response.data as { error?: unknown } | undefined;
        reporter.report({
          status: response.status,
          method: (error.config?.method ?? 'get').toUpperCase(),
          url: `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`,
          error: typeof body?.error === 'string' ? body.error : null,
          requestId: (response.headers?.['x-request-id'] as string | undefined) ?? null,
        });
      }
    }
    return Promise.reject(error);
  });

  return instance;
}
