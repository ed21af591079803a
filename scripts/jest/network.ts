// The network of every browser-app test: MSW answers the platform's HTTP client at its edge.
// A request that no handler answers is an error, so no test reaches a real server or passes
// on an answer nobody wrote; each test starts from the handlers of its own file.
import { server } from 'host/testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
