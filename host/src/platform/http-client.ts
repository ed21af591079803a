import axios, { AxiosHeaders, isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toastForFailure, type ToastRequest } from './api-errors';
import { baseUrlFor } from './base-url';
import type { ErrorReporter } from './error-reporter';
import { UNKNOWN_TENANT_BASE } from './tenant';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Off for the rare call whose failure the person must not see (spec: "result not shown"). */
    toastErrors?: boolean;
  }
}

const USER_TOKEN_HEADER = 'X-USER-ACCESS-TOKEN';
const MANAGER_TOKEN_HEADER = 'X-MANAGER-USER-ACCESS-TOKEN';

export interface AccessTokens {
  /** The signed-in user's token, or the backdoor token while a manager acts as someone. */
  userToken: string;
  /** The manager's own token while acting as someone; empty otherwise. */
  managerToken: string;
}

/** Thrown instead of sending a request when the page host belongs to no tenant. */
export class UnknownTenantError extends Error {
  constructor() {
    super('This address belongs to no tenant: no request is sent.');
    this.name = 'UnknownTenantError';
  }
}

export interface HttpClientOptions {
  /** The tenant's backend base URL, or the unknown-tenant base. */
  backendBase: string;
  tokens: () => AccessTokens;
  toast: (request: ToastRequest) => void;
  reporter: ErrorReporter;
}

/** The one client of the app (spec section 7). Methods resolve to the response body. */
export interface HttpClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  readonly axios: AxiosInstance;
}

/** The headers that carry the session's tokens, as every request of the client sends them; an
 * empty token sends no header, which would read as "signed in with an empty token" to the server. */
export function tokenHeaders({ userToken, managerToken }: AccessTokens): Record<string, string> {
  return { ...(userToken ? { [USER_TOKEN_HEADER]: userToken } : {}), ...(managerToken ? { [MANAGER_TOKEN_HEADER]: managerToken } : {}) };
}

export function createHttpClient({ backendBase, tokens, toast, reporter }: HttpClientOptions): HttpClient {
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
      if (request && error.config?.toastErrors !== false) toast(request);
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

  return {
    get: (url, config) => instance.get(url, config).then((response) => response.data),
    delete: (url, config) => instance.delete(url, config).then((response) => response.data),
    post: (url, body, config) => instance.post(url, body, config).then((response) => response.data),
    put: (url, body, config) => instance.put(url, body, config).then((response) => response.data),
    patch: (url, body, config) => instance.patch(url, body, config).then((response) => response.data),
    axios: instance,
  };
}
