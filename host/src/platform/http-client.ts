import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ToastRequest } from './api-errors';
import type { ErrorReporter } from './error-reporter';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Whether a failure also shows an error toast. An error is said once, where it belongs: a
     * read (GET) is quiet unless this is on, since the screen that asked shows its loading,
     * not-found or error state; a write toasts unless this is off, which every form that shows
     * its errors inline (sign-in, registration, the code) and every call whose result is not
     * shown (spec: "result not shown") sets.
     */
    toastErrors?: boolean;
  }
}

export const USER_TOKEN_HEADER = 'X-USER-ACCESS-TOKEN';
export const MANAGER_TOKEN_HEADER = 'X-MANAGER-USER-ACCESS-TOKEN';

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
  /** The axios instance behind the methods, made with the first request that needs it: /login
   * sends none, so its script does not carry axios. */
  axios(): Promise<AxiosInstance>;
}

/** The headers that carry the session's tokens, as every request of the client sends them; an
 * empty token sends no header, which would read as "signed in with an empty token" to the server. */
export function tokenHeaders({ userToken, managerToken }: AccessTokens): Record<string, string> {
  return { ...(userToken ? { [USER_TOKEN_HEADER]: userToken } : {}), ...(managerToken ? { [MANAGER_TOKEN_HEADER]: managerToken } : {}) };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | null = null;
  const axios = (): Promise<AxiosInstance> =>
    (instance ??= import('./axios-instance').then(
      ({ createAxiosInstance }) => createAxiosInstance(options),
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, the network) is asked for again next time.
        instance = null;
        throw error;
      },
    ));
  return {
    get: (url, config) => axios().then((client) => client.get(url, config)).then((response) => response.data),
    delete: (url, config) => axios().then((client) => client.delete(url, config)).then((response) => response.data),
    post: (url, body, config) => axios().then((client) => client.post(url, body, config)).then((response) => response.data),
    put: (url, body, config) => axios().then((client) => client.put(url, body, config)).then((response) => response.data),
    patch: (url, body, config) => axios().then((client) => client.patch(url, body, config)).then((response) => response.data),
    axios,
  };
}
