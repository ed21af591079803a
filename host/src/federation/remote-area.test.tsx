import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderScreen } from 'host/testing';
import { RemoteArea } from './remote-area';
import { RemoteIncompatibleError } from './remote-compatibility';
import { REMOTE_LOAD_FAILED } from './remote-fallback.plugin';
import { RemoteLoader, type LocalRemotes } from './remote-loader';
import { RemoteLoaderProvider } from './remote-loader-context';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const managerRoutes = { routes: [{ path: 'issuances', element: <h1>Issuances of the manager</h1> }] };
const failure = { [REMOTE_LOAD_FAILED]: true, id: 'remote_manager/routes', lifecycle: 'onLoad', error: new Error('down') };

function renderArea(path: string, local?: LocalRemotes) {
  const loader = new RemoteLoader(
    { remotes: local ? [] : [{ name: 'remote_manager', entry: 'http://localhost:3003/mf-manifest.json' }] },
    local,
    undefined,
    { retryDelaysMs: [0, 0] },
  );
  return renderScreen(
    <RemoteLoaderProvider loader={loader}>
      <Routes>
        <Route path="/manager/*" element={<RemoteArea remote="remote_manager" />} />
      </Routes>
    </RemoteLoaderProvider>,
    { path, route: '*' },
  );
}

describe('a remote area', () => {
  it('loads no remote module before what the page makes first (the query client) is there', async () => {
    const order: string[] = [];
    mockedLoadRemote.mockImplementation(async () => {
      order.push('remote');
      return managerRoutes;
    });
    const loader = new RemoteLoader({ remotes: [{ name: 'remote_manager', entry: 'http://localhost:3003/mf-manifest.json' }] }, {}, async () => {
      await Promise.resolve();
      order.push('query client');
    });
    await loader.loadRoutes('remote_manager');
    expect(order).toEqual(['query client', 'remote']);
  });

  it('fails the load, for the area to offer a retry, when what comes first cannot be made', async () => {
    const loader = new RemoteLoader({ remotes: [{ name: 'remote_manager', entry: 'http://localhost:3003/mf-manifest.json' }] }, {}, () => Promise.reject(new Error('chunk failed')));
    await expect(loader.loadRoutes('remote_manager')).rejects.toThrow(/remote_manager/);
  });

  it("renders the remote's screen for a path under its prefix", async () => {
    mockedLoadRemote.mockResolvedValue(managerRoutes);
    renderArea('/manager/issuances');
    expect(await screen.findByRole('heading', { name: 'Issuances of the manager' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_manager/routes');
  });

  it("shows the host's 404 inside the area for a path the remote does not have", async () => {
    mockedLoadRemote.mockResolvedValue(managerRoutes);
    renderArea('/manager/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('loads the remote again after a transient failure, without showing the panel', async () => {
    mockedLoadRemote.mockReset().mockResolvedValueOnce(failure).mockResolvedValueOnce(managerRoutes);
    renderArea('/manager/issuances');
    expect(await screen.findByRole('heading', { name: 'Issuances of the manager' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable panel when the remote still fails after its retries, and Try again recovers', async () => {
    mockedLoadRemote.mockReset().mockResolvedValueOnce(failure).mockResolvedValueOnce(failure).mockResolvedValueOnce(failure).mockResolvedValueOnce(managerRoutes);
    renderArea('/manager/issuances');

    expect(await screen.findByRole('heading', { name: 'This area is temporarily unavailable' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Issuances of the manager' })).toBeInTheDocument();
  });

  it('refuses a remote built for another platform at once, with the panel and the reasons in its state', async () => {
    const refused = new RemoteIncompatibleError('remote_manager', [{ kind: 'platform', required: '^0.1.0', provided: '1.1.0' }]);
    mockedLoadRemote.mockReset().mockResolvedValue({ ...failure, error: refused });
    const onRefused = jest.fn();
    const loader = new RemoteLoader({ remotes: [{ name: 'remote_manager', entry: 'http://localhost:3003/mf-manifest.json' }] }, {}, undefined, {
      retryDelaysMs: [0, 0],
      onRefused,
    });
    await expect(loader.loadRoutes('remote_manager')).rejects.toThrow(/remote_manager/);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith(refused);
    expect(loader.getStates()).toEqual([
      { name: 'remote_manager', entry: 'http://localhost:3003/mf-manifest.json', build: 'default', status: 'refused', problems: refused.problems },
    ]);
  });

  it('shows the unavailable panel when a screen of the remote fails while rendering', async () => {
    const Broken = () => {
      throw new Error('chunk failed');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockResolvedValue({ routes: [{ path: 'issuances', element: <Broken /> }] });
    renderArea('/manager/issuances');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders an area of the monolith build from its own chunk, without the federation runtime', async () => {
    jest.mocked(registerRemotes).mockClear();
    mockedLoadRemote.mockClear();
    renderArea('/manager/issuances', { remote_manager: () => Promise.resolve(managerRoutes) });
    expect(await screen.findByRole('heading', { name: 'Issuances of the manager' })).toBeInTheDocument();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
