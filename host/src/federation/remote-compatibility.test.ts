import { checkRemoteManifest, findIncompatibility, RemoteIncompatibleError } from './remote-compatibility';
import remoteCompatibilityPlugin from './remote-compatibility.plugin';

const provided = { platform: '1.4.0', singletons: { react: '19.3.1', 'react-router': '7.18.5', 'final-form': '0.9.2' } };

function manifest(range: string | undefined, shared: { name: string; version: string; singleton?: boolean }[] = []) {
  return { metaData: { name: 'remote_manager', ...(range === undefined ? {} : { platform: { range } }) }, shared: shared.map((s) => ({ singleton: true, ...s })) };
}

describe("a remote's manifest against what the host provides", () => {
  it('accepts a remote built for an earlier minor of the same platform major', () => {
    expect(checkRemoteManifest(manifest('^1.2.0'), provided)).toEqual([]);
  });

  it('refuses a remote built for another platform major, either way, with both versions', () => {
    expect(checkRemoteManifest(manifest('^0.9.0'), provided)).toEqual([{ kind: 'platform', required: '^0.9.0', provided: '1.4.0' }]);
    expect(checkRemoteManifest(manifest('^2.0.0'), provided)).toEqual([{ kind: 'platform', required: '^2.0.0', provided: '1.4.0' }]);
  });

  it('refuses a remote that needs a later minor than the host provides', () => {
    expect(checkRemoteManifest(manifest('^1.5.0'), provided)).toEqual([{ kind: 'platform', required: '^1.5.0', provided: '1.4.0' }]);
  });

  it('takes a manifest without a range as built for the unversioned contract, 1.0.0', () => {
    expect(checkRemoteManifest(manifest(undefined), provided)).toEqual([]);
    expect(checkRemoteManifest(manifest(undefined), { ...provided, platform: '2.0.0' })).toEqual([{ kind: 'platform', required: '^1.0.0', provided: '2.0.0' }]);
  });

  it('refuses a singleton built at another major and lists each with both versions', () => {
    const problems = checkRemoteManifest(
      manifest('^1.0.0', [
        { name: 'react', version: '18.3.1' },
        { name: 'react-router', version: '7.2.0' },
        { name: 'final-form', version: '0.8.0' },
      ]),
      provided,
    );
    expect(problems).toEqual([
      { kind: 'singleton', name: 'react', required: '18.3.1', provided: '19.3.1' },
      { kind: 'singleton', name: 'final-form', required: '0.8.0', provided: '0.9.2' },
    ]);
  });

  it('ignores what is not a singleton the host provides', () => {
    expect(
      checkRemoteManifest(
        manifest('^1.0.0', [
          { name: 'react/jsx-runtime', version: '18.3.1', singleton: false },
          { name: 'lodash', version: '3.0.0' },
        ]),
        provided,
      ),
    ).toEqual([]);
  });
});

describe('the compatibility runtime plugin', () => {
  type Hook = NonNullable<ReturnType<typeof remoteCompatibilityPlugin>['loadRemoteSnapshot']>;
  const hook = remoteCompatibilityPlugin(provided).loadRemoteSnapshot as Hook;
  const args = (manifestJson: unknown) =>
    ({ from: 'manifest', manifestJson, moduleInfo: { name: 'remote_manager', entry: 'http://x.test/mf-manifest.json' } }) as unknown as Parameters<Hook>[0];

  it('lets a compatible manifest through unchanged', () => {
    const given = args(manifest('^1.0.0'));
    expect(hook(given)).toBe(given);
  });

  it('throws an error the loader finds through the causes the runtime wraps it in', () => {
    let thrown: unknown;
    try {
      hook(args(manifest('^2.0.0')));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteIncompatibleError);
    const found = findIncompatibility(new Error('load failed', { cause: thrown }));
    expect(found?.remote).toBe('remote_manager');
    expect(found?.message).toBe('Remote remote_manager was built for another platform: built for platform ^2.0.0, the host provides 1.4.0');
    expect(findIncompatibility(new Error('down'))).toBeNull();
  });
});
