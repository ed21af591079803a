import { registerRemotes } from '@module-federation/enhanced/runtime';
import { canaryBucket, chooseRemoteBuild, readCanaryOverride, type BuildContext } from './remote-build';
import { RemoteLoader } from './remote-loader';
import type { RemoteEntry } from './remote-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const STABLE = 'http://cdn.test/manager/1.4.0/mf-manifest.json';
const CANARY = 'http://cdn.test/manager/1.5.0/mf-manifest.json';
const EXEU = 'http://cdn.test/manager-exeu/mf-manifest.json';

function manager(share: number): RemoteEntry {
  return { name: 'remote_manager', entry: STABLE, tenants: { exeu: EXEU }, canary: { entry: CANARY, share } };
}

function context(patch: Partial<BuildContext> = {}): BuildContext {
  return { tenant: 'demo', userId: 'user-1', override: null, storage: null, ...patch };
}

const USERS = Array.from({ length: 1000 }, (_, index) => `user-${index}`);

describe('the build of a remote the page runs', () => {
  it('serves the canary to about the stated share of users, and everyone\'s build to the rest', () => {
    const canaries = USERS.filter((userId) => chooseRemoteBuild(manager(20), context({ userId })).build === 'canary');
    expect(canaries.length).toBeGreaterThan(150);
    expect(canaries.length).toBeLessThan(250);
    expect(USERS.every((userId) => chooseRemoteBuild(manager(0), context({ userId })).entry === STABLE)).toBe(true);
    expect(USERS.every((userId) => chooseRemoteBuild(manager(100), context({ userId })).entry === CANARY)).toBe(true);
  });

  it('draws each user the same way every time, and raising the share only adds users', () => {
    expect(canaryBucket('user-7', 'remote_manager')).toBe(canaryBucket('user-7', 'remote_manager'));
    const at10 = USERS.filter((userId) => chooseRemoteBuild(manager(10), context({ userId })).build === 'canary');
    const at30 = new Set(USERS.filter((userId) => chooseRemoteBuild(manager(30), context({ userId })).build === 'canary'));
    expect(at10.every((userId) => at30.has(userId))).toBe(true);
  });

  it('keeps a user\'s draw for the tab\'s session when the share changes, and draws again for another user', () => {
    const inCanaryAt50 = USERS.find((userId) => canaryBucket(userId, 'remote_manager') < 50) ?? '';
    const storage = sessionStorage;
    storage.clear();
    expect(chooseRemoteBuild(manager(50), context({ userId: inCanaryAt50, storage })).build).toBe('canary');
    expect(chooseRemoteBuild(manager(0), context({ userId: inCanaryAt50, storage })).build).toBe('canary');
    expect(chooseRemoteBuild(manager(0), context({ userId: 'someone-else', storage })).build).toBe('default');
  });

  it('serves signed-out pages everyone\'s build', () => {
    expect(chooseRemoteBuild(manager(100), context({ userId: null }))).toEqual({ entry: STABLE, build: 'default' });
  });

  it('serves a tenant its own build, whatever the canary', () => {
    expect(chooseRemoteBuild(manager(100), context({ tenant: 'exeu' }))).toEqual({ entry: EXEU, build: 'tenant' });
    const forced = readCanaryOverride('?remote-canary=manager', sessionStorage);
    expect(chooseRemoteBuild(manager(100), context({ tenant: 'exeu', override: forced })).build).toBe('tenant');
  });

  it('lets QA force an area onto its canary or every area off it with the query flag, kept for the tab', () => {
    sessionStorage.clear();
    const forced = readCanaryOverride('?remote-canary=manager', sessionStorage);
    expect(chooseRemoteBuild(manager(0), context({ override: forced }))).toEqual({ entry: CANARY, build: 'canary' });
    expect(readCanaryOverride('', sessionStorage)).toEqual(forced);
    const off = readCanaryOverride('?remote-canary=off', sessionStorage);
    expect(chooseRemoteBuild(manager(100), context({ override: off })).build).toBe('default');
    const other = readCanaryOverride('?remote-canary=invest', sessionStorage);
    expect(chooseRemoteBuild(manager(0), context({ override: other })).build).toBe('default');
    expect(readCanaryOverride('?remote-canary=', sessionStorage)).toBeNull();
  });
});

describe('the remote loader', () => {
  it('registers the chosen build, and chooses again for who signs in before the area is loaded', () => {
    let userId: string | null = null;
    const loader = new RemoteLoader({ remotes: [manager(100)] }, {}, undefined, {
      choose: (remote) => chooseRemoteBuild(remote, context({ userId })),
    });
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'remote_manager', entry: STABLE }]);
    expect(loader.getStates()[0]).toMatchObject({ entry: STABLE, build: 'default' });
    userId = 'user-1';
    loader.rechoose();
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([{ name: 'remote_manager', entry: CANARY }], { force: true });
    expect(loader.getStates()[0]).toMatchObject({ entry: CANARY, build: 'canary' });
  });
});
