import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { sessionApi } from '../testing/session-api';

/**
 * Answers the API in this browser tab with MSW's service worker (`/mockServiceWorker.js`, copied
 * from the msw package by the standalone build): the area's handlers first, then sign-in and
 * the tenant's customization. Anything else (the dev server's own files) goes to the network.
 */
export async function startMockApi(handlers: readonly RequestHandler[]): Promise<void> {
  const worker = setupWorker(...handlers, ...sessionApi());
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
