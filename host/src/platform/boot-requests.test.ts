import { startBootRequests, takeBootRequest } from './boot-requests';

const page = (href: string) => {
  const url = new URL(href);
  return { href: url.href, hostname: url.hostname, search: url.search };
};

describe('the requests the page makes at boot', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return new Response(JSON.stringify(url.endsWith('/remotes.json') ? { remotes: [] } : { data: { title: 'Demo Invest' } }), { status: 200 });
    });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    takeBootRequest('remoteManifest');
    takeBootRequest('customization');
  });

  it('asks for the remote manifest, never cached, and the tenant API for its customization, each taken once', async () => {
    startBootRequests(page('http://localhost:3000/login'));
    expect(fetchSpy.mock.calls.map(([input, init]) => [String(input), init])).toEqual([
      ['http://localhost:3000/remotes.json', { cache: 'no-store' }],
      ['http://localhost:8031/v2/ui/get-customization', { headers: { Accept: 'application/json' } }],
    ]);
    await expect(takeBootRequest('customization')).resolves.toEqual({ data: { title: 'Demo Invest' } });
    expect(takeBootRequest('customization')).toBeNull();
    expect(takeBootRequest('remoteManifest')).toBeInstanceOf(Promise);
    expect(takeBootRequest('remoteManifest')).toBeNull();
  });

  it('does not ask a host of no tenant for anything but the manifest', () => {
    startBootRequests(page('http://unknown.example/login'));
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toEqual(['http://unknown.example/remotes.json']);
    expect(takeBootRequest('customization')).toBeNull();
  });

  it('leaves the customization to after the sign-in of a secret-login link (spec section 4)', () => {
    startBootRequests(page('http://localhost:3000/login?secret=abc'));
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toEqual(['http://localhost:3000/remotes.json']);
    expect(takeBootRequest('customization')).toBeNull();
  });

  it('gives a customization the API refused as a failure, for the store to ask again', async () => {
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 503 }));
    startBootRequests(page('http://localhost:3000/login'));
    await expect(takeBootRequest('customization')).rejects.toThrow(/503/);
  });

  it('has nothing to give when the page asked for nothing (a test, a remote served alone)', () => {
    expect(takeBootRequest('remoteManifest')).toBeNull();
    expect(takeBootRequest('customization')).toBeNull();
  });
});
