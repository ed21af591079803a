import { loginAnswer } from 'host/testing';
import { createPlatform } from './create-platform';
import { UnknownTenantError } from './http-client';

describe('the platform of a page', () => {
  beforeEach(() => localStorage.clear());

  it('talks to the API of the tenant that owns the page host', () => {
    expect(createPlatform({ hostname: 'localhost' }).api).toMatchObject({ known: true, tenant: 'demo', baseUrl: 'http://localhost:8031' });
    expect(createPlatform({ hostname: 'exeu.localhost' }).api).toMatchObject({ tenant: 'exeu' });
  });

  it('sends nothing from a host of no tenant, not even the customization', async () => {
    const platform = createPlatform({ hostname: 'unknown.example' });
    expect(platform.api.known).toBe(false);
    await expect(platform.http.get('/v2/ui/get-customization')).rejects.toBeInstanceOf(UnknownTenantError);
  });

  it('makes its query client on first need, once, and not before', async () => {
    const platform = createPlatform({ hostname: 'localhost' });
    expect(() => platform.queryClient).toThrow(/loadQueryClient/);
    const [first, second] = await Promise.all([platform.loadQueryClient(), platform.loadQueryClient()]);
    expect(second).toBe(first);
    expect(platform.queryClient).toBe(first);
    expect(await platform.loadQueryClient()).toBe(first);
  });

  it('announces who is signed in on the bus and empties the query cache when that changes', async () => {
    const platform = createPlatform({ hostname: 'localhost' });
    const changes: unknown[] = [];
    platform.bus.on('session.changed').subscribe((change) => changes.push(change));
    (await platform.loadQueryClient()).setQueryData(['issuances'], ['someone else’s']);

    platform.session.signIn(loginAnswer({ id: 'u-1' }), Date.now());
    platform.session.setRedirect('/user/portfolio');

    expect(changes).toEqual([{ userId: 'u-1', role: 'USER', simulating: false }]);
    expect(platform.queryClient.getQueryData(['issuances'])).toBeUndefined();
  });

  it('announces the customization once it is loaded', async () => {
    const platform = createPlatform({ hostname: 'localhost' });
    const loaded: unknown[] = [];
    platform.bus.on('customization.loaded').subscribe((event) => loaded.push(event));
    (await platform.http.axios()).defaults.adapter = async (config) => ({
      status: 200,
      statusText: '',
      data: { data: { title: 'Demo Invest' } },
      headers: {},
      config,
    });
    await platform.customization.load();
    expect(loaded).toEqual([{ title: 'Demo Invest' }]);
  });
});
