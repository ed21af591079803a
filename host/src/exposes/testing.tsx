/**
 * Test helpers for the host, the remotes and the feature packages, `host/testing`: never
 * bundled (lint lets only tests and test helpers import it), resolved to source by jest.
 *
 * A screen test renders on a platform of its own (`createTestPlatform`) and answers the
 * platform's real HTTP client at the network's edge with MSW handlers. Axios keeps its XHR
 * adapter: MSW's node interceptors patch jsdom's XMLHttpRequest, so the request goes through
 * the same adapter, headers and interceptors as in the browser.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Component, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PFP_PATH, PLAIN_V2_PATH } from '../platform/base-url';
import type { Platform } from '../platform/create-platform';
import { createTestPlatform } from '../testing/test-platform';
import RegisterPage from '../pages/auth/register.screen';
import { RouteNotFoundPage } from '../pages/error.screen';
import { isRouteNotFound } from 'shared/errors';
import { hostScreens, PlatformProvider } from './platform';

// The screens the host app provides at start, provided here for a remote's screen tests.
hostScreens.provide({ register: RegisterPage });

export { createTestPlatform, memoryStorage } from '../testing/test-platform';
export { loginAnswer } from '../testing/login-answer';

/**
 * The network of every test file: started and reset by the jest setup of the workspace
 * (`scripts/jest/network.ts`). A request no handler answers fails the test that sent it.
 */
export const server = setupServer();

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** What the host's area does with a screen that throws `routeNotFound()`: its 404 page naming
 * the path. Any other error goes on to fail the test. */
class AreaNotFoundBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isRouteNotFound(error)) return <RouteNotFoundPage path={error.path} />;
    throw error;
  }
}

/** The providers the host gives every screen, for one platform. */
export function PlatformProviders({ platform, children }: { platform: Platform; children?: ReactNode }) {
  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={platform.i18n}>
        <QueryClientProvider client={platform.queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}

export interface RenderScreenOptions {
  /** The address the screen opens at, with its query; `/` by default. */
  path?: string;
  /** The route pattern the screen is mounted on; `path` without its query by default. */
  route?: string;
  /** A platform built for the test; a new one of `createTestPlatform()` by default. */
  platform?: Platform;
  /** How the API answers this test (MSW handlers); they come before any already in use. */
  handlers?: readonly RequestHandler[];
}

/**
 * Renders a screen with the providers the host gives it, at an address of its area, with a
 * probe that shows where links and redirects lead (`currentLocation`).
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = path.split('?')[0] ?? '/', platform = createTestPlatform(), handlers = [] }: RenderScreenOptions = {},
): RenderResult & { platform: Platform } {
  if (handlers.length > 0) server.use(...handlers);
  const view = render(
    <PlatformProviders platform={platform}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<AreaNotFoundBoundary>{ui}</AreaNotFoundBoundary>} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </PlatformProviders>,
  );
  return { ...view, platform };
}

/** Where links and address changes have led, path and query. */
export function currentLocation(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://test');
}

export interface RecordedRequest {
  method: string;
  /** The path the client asked for, without the API base (`/issuances`, `/v2/user/login`). */
  url: string;
  /** The query string, by name. */
  params: Record<string, string>;
  /** The JSON body sent, if any. */
  body: unknown;
}

/** The path the client asked for: the API base that `baseUrlFor` put before it taken off. */
function clientPath(pathname: string): string {
  for (const base of [PFP_PATH, PLAIN_V2_PATH]) {
    if (pathname.startsWith(`${base}/`)) return pathname.slice(base.length);
  }
  return pathname;
}

/**
 * Records every request that reaches the network from now until the test ends, in the order
 * sent, for a test that checks what was asked of the API.
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, url: clientPath(url.pathname), params: Object.fromEntries(url.searchParams), body: undefined };
    requests.push(entry);
    if (request.headers.get('content-type')?.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  };
  // The jest setup removes the listener after the test.
  server.events.on('request:start', listener);
  return requests;
}

/** An error answer of the API (spec section 8), as `{ error, hide_error }`. */
export function apiError(status: number, error = 'error_default', hideError = false): Response {
  return HttpResponse.json({ error, hide_error: hideError }, { status });
}

export interface SavedFile {
  /** The name the file was saved under. */
  name: string;
  blob: Blob;
}

/**
 * Catches the files the screens of this file save (a blob's object URL clicked as a download
 * link; jsdom has neither), in the order saved. Call it at the top of a file or a describe.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let click: jest.SpyInstance | null = null;
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => click?.mockRestore());
  return saved;
}

/** A saved file's text (jsdom's Blob has no `text()`). */
export function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('No file was saved.'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}
