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

  it('rejects a manifest whose container name is not snake_case', () => {
    expect(() =>
      parseRemoteManifest({ remotes: [{ name: 'Remote-Manager', entry: 'x.json' }] }, 'http://h.test/remotes.json'),
    ).toThrow();
  });
});
