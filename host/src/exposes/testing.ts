/**
 * Test helpers for remotes, `host/testing`: never bundled (lint lets only remotes' tests and
 * test helpers import it), resolved to source by jest like `host/platform`.
 */
import { AxiosError, type AxiosAdapter } from 'axios';
import { platform } from './platform';

export type Reply = { status: number; data?: unknown };
export type RecordedRequest = { method: string; url: string; params: Record<string, string>; responseType?: string };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * Answers the platform's HTTP client in tests, by method and path (the query string is
 * recorded apart, in `params`), as the API contract says it would. Unknown calls answer 404.
 */
export function fakeHttp() {
  const requests: RecordedRequest[] = [];
  const handlers = new Map<string, Handler>();
  const adapter: AxiosAdapter = async (config) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, string> | undefined) },
      responseType: config.responseType,
    };
    requests.push(request);
    const handler = handlers.get(`${request.method} ${request.url}`);
    const reply = handler ? await handler(request) : { status: 404 };
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const previous = platform.http.axios.defaults.adapter;
  platform.http.axios.defaults.adapter = adapter;
  return {
    requests,
    on(method: string, url: string, reply: Reply | Handler) {
      handlers.set(`${method} ${url}`, typeof reply === 'function' ? reply : () => reply);
    },
    restore() {
      platform.http.axios.defaults.adapter = previous;
    },
  };
}
