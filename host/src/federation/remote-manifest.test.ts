import { parseRemoteManifest } from './remote-manifest';

describe('remote manifest', () => {
  it('keeps absolute entries and resolves relative ones against the manifest URL', () => {
    const manifest = parseRemoteManifest(
      {
        remotes: [
          { name: 'remote_manager', entry: 'http://cdn.test/manager/v2/mf-manifest.json' },
          { name: 'remote_invest', entry: '/invest/mf-manifest.json' },
        ],
      },
      'https://app.tenant.test/remotes.json',
    );
    expect(manifest.remotes).toEqual([
      { name: 'remote_manager', entry: 'http://cdn.test/manager/v2/mf-manifest.json' },
      { name: 'remote_invest', entry: 'https://app.tenant.test/invest/mf-manifest.json' },
    ]);
  });

  it('resolves a tenant\'s own entry and the canary\'s against the manifest URL too', () => {
    const manifest = parseRemoteManifest(
      { remotes: [{ name: 'remote_manager', entry: '/m/mf-manifest.json', tenants: { exeu: '/m-exeu/mf-manifest.json' }, canary: { entry: '/m-next/mf-manifest.json', share: 10 } }] },
      'https://app.tenant.test/remotes.json',
    );
    expect(manifest.remotes[0]).toEqual({
      name: 'remote_manager',
      entry: 'https://app.tenant.test/m/mf-manifest.json',
      tenants: { exeu: 'https://app.tenant.test/m-exeu/mf-manifest.json' },
      canary: { entry: 'https://app.tenant.test/m-next/mf-manifest.json', share: 10 },
    });
  });

  it('rejects a canary share outside 0 to 100', () => {
    expect(() =>
      parseRemoteManifest({ remotes: [{ name: 'remote_manager', entry: 'x.json', canary: { entry: 'y.json', share: 120 } }] }, 'http://h.test/remotes.json'),
    ).toThrow();
  });

  it('rejects a manifest whose container name is not snake_case', () => {
    expect(() =>
      parseRemoteManifest({ remotes: [{ name: 'Remote-Manager', entry: 'x.json' }] }, 'http://h.test/remotes.json'),
    ).toThrow();
  });
});
