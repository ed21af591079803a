/**
 * Test helpers for remotes, `host/testing`: never bundled (lint lets only remotes' tests and
 * test helpers import it), resolved to source by jest like `host/platform`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import RegisterPage from '../pages/auth/register.page';
import { hostScreens, platform } from './platform';

// The screens the host app provides at start, provided here for a remote's screen tests.
hostScreens.provide({ register: RegisterPage });

// The host's retry policy stays; only the wait between attempts goes, to keep tests fast.
platform.queryClient.setDefaultOptions({
  ...platform.queryClient.getDefaultOptions(),
  queries: { ...platform.queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a remote's screen with the providers the host gives it, at an address of its area. */
export function renderScreen(ui: ReactElement, { path, route }: { path: string; route: string }): RenderResult {
  return render(
    <I18nextProvider i18n={platform.i18n}>
      <QueryClientProvider client={platform.queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Where links and address changes have led, path and query. */
export function currentLocation(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://test');
}

export type Reply = { status: number; data?: unknown };
export type RecordedRequest = {
  method: string;
  url: string;
  params: Record<string, string>;
  responseType?: string;
  /** What was sent: parsed JSON, or the FormData of a multipart upload. */
  body?: unknown;
};
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** The error the platform's HTTP client throws for an answer of `status` (what `readApiError`
 * reads), for a test that stubs a call by hand. */
export function answeredError(status: number, data: unknown, config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() }): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
}

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
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const handler = handlers.get(`${request.method} ${request.url}`);
    const reply = handler ? await handler(request) : { status: 404 };
    if (reply.status >= 400) throw answeredError(reply.status, reply.data, config);
    return { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
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
