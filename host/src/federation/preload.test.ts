import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SessionUser } from 'shared';
import type { SessionSnapshot } from '../session/session-store';
import { createAreaPreloader, warmSignedInAreas, type PreloadEnvironment } from './preload';
import { RemoteLoader } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), preloadRemote: jest.fn() }));

function page(pathname: string, saveData = false) {
  const idle: (() => void)[] = [];
  const env: PreloadEnvironment & { pathname: () => string; goTo(path: string): void } = {
    saveData: () => saveData,
    pathname: () => pathname,
    whenIdle: (run) => idle.push(run),
    goTo: (path) => {
      pathname = path;
    },
  };
  return { env, runIdle: () => idle.splice(0).forEach((run) => run()) };
}

function fakeLoader() {
  return { preload: jest.fn((_remote: string) => Promise.resolve()) };
}

describe('warming an area before its first entry', () => {
  it('fetches the remote of a hovered link at once', () => {
    const loader = fakeLoader();
    createAreaPreloader(loader, page('/status').env)('manager', 'now');
    expect(loader.preload).toHaveBeenCalledWith('remote_manager');
  });

  it('waits for an idle moment for a link only shown', () => {
    const loader = fakeLoader();
    const { env, runIdle } = page('/user/issuances/1');
    createAreaPreloader(loader, env)('invest', 'idle');
    expect(loader.preload).not.toHaveBeenCalled();
    runIdle();
    expect(loader.preload).toHaveBeenCalledWith('remote_invest');
  });

  it('never warms anything on /login, which keeps its own budget', () => {
    const loader = fakeLoader();
    const { env, runIdle } = page('/login');
    const preload = createAreaPreloader(loader, env);
    preload('manager', 'now');
    preload('user', 'idle');
    runIdle();
    expect(loader.preload).not.toHaveBeenCalled();
  });

  it('decides an idle warm-up on the page reached by then: a sign-in made on /login warms the area it leads to', () => {
    const loader = fakeLoader();
    const { env, runIdle } = page('/login');
    createAreaPreloader(loader, env)('user', 'idle');
    env.goTo('/user/issuances');
    runIdle();
    expect(loader.preload).toHaveBeenCalledWith('remote_investor');
  });

  it('warms nothing for a visitor whose browser saves data', () => {
    const loader = fakeLoader();
    const { env, runIdle } = page('/user/issuances', true);
    const preload = createAreaPreloader(loader, env);
    preload('invest', 'now');
    preload('invest', 'idle');
    runIdle();
    expect(loader.preload).not.toHaveBeenCalled();
  });
});

describe('after sign-in', () => {
  const user = (role: SessionUser['role'], id = 1) => ({ id, role, roles: [] }) as unknown as SessionUser;
  function session(initial: SessionUser | null) {
    let snapshot = { auth: { user: initial }, backdoor: null } as unknown as SessionSnapshot;
    const listeners: (() => void)[] = [];
    return {
      getSnapshot: () => snapshot,
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
      signIn(signedIn: SessionUser) {
        snapshot = { auth: { user: signedIn }, backdoor: null } as unknown as SessionSnapshot;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('warms on idle every area the user may enter, once per user', () => {
    const store = session(null);
    const preload = jest.fn();
    warmSignedInAreas(store, preload);
    expect(preload).not.toHaveBeenCalled();
    store.signIn(user('USER'));
    expect(preload.mock.calls).toEqual([
      ['user', 'idle'],
      ['invest', 'idle'],
    ]);
    store.signIn(user('USER'));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('warms the manager area for a manager already signed in when the page starts', () => {
    const preload = jest.fn();
    warmSignedInAreas(session(user('ADMIN', 7)), preload);
    expect(preload.mock.calls).toEqual([['manager', 'idle']]);
  });
});

describe('RemoteLoader.preload', () => {
  const manifest = { remotes: [{ name: 'remote_manager', entry: 'http://remotes.test/manager/mf-manifest.json' }] };

  beforeEach(() => {
    jest.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
    jest.mocked(registerRemotes).mockClear();
  });

  it("fetches the remote's manifest, entry and the chunks of its routes, once", async () => {
    const loader = new RemoteLoader(manifest);
    await loader.preload('remote_manager');
    await loader.preload('remote_manager');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'remote_manager', exposes: ['./routes'], resourceCategory: 'sync' }]);
    expect(loader.getStates().find(({ name }) => name === 'remote_manager')?.status).toBe('idle');
  });

  it('fetches nothing for an area in the page’s own build', async () => {
    const loader = new RemoteLoader({ remotes: [] }, { remote_manager: () => Promise.resolve({ routes: [] }) });
    await loader.preload('remote_manager');
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('forgets a failed warm-up without marking the area failed, so its entry starts afresh', async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('timeout'));
    const loader = new RemoteLoader(manifest);
    jest.mocked(registerRemotes).mockClear();
    await loader.preload('remote_manager');
    expect(registerRemotes).toHaveBeenCalledWith([manifest.remotes[0]], { force: true });
    expect(loader.getStates().find(({ name }) => name === 'remote_manager')?.status).toBe('idle');
    await loader.preload('remote_manager');
    expect(preloadRemote).toHaveBeenCalledTimes(2);
  });
});
