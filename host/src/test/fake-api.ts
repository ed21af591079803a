import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { HttpClient } from '../platform/http-client';

type Reply = { status: number; data?: unknown };

/**
 * Replaces the network under one HTTP client: each request is recorded and answered by the
 * handler registered for its method and URL, or held until the test releases it.
 */
export function fakeApi(http: HttpClient) {
  const requests: { method: string; url: string; data: unknown }[] = [];
  const handlers = new Map<string, () => Reply | Promise<Reply>>();
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    requests.push({ method, url, data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    const handler = handlers.get(`${method} ${url}`);
    const reply = handler ? await handler() : { status: 404 };
    const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const previous = http.axios.defaults.adapter;
  http.axios.defaults.adapter = adapter;
  return {
    requests,
    on(method: string, url: string, reply: Reply | (() => Reply | Promise<Reply>)) {
      handlers.set(`${method} ${url}`, typeof reply === 'function' ? reply : () => reply);
    },
    restore() {
      http.axios.defaults.adapter = previous;
    },
  };
}
