import { render, screen } from '@testing-library/react';
import { lazyScreen, preloadScreens } from './remote-contract';

function Issuances() {
  return <h1>Issuances</h1>;
}

describe('lazy screens', () => {
  it('renders a preloaded screen at once, without its fallback', async () => {
    const element = lazyScreen(() => Promise.resolve({ default: Issuances }), <p>loading</p>);
    await preloadScreens([element]);
    render(<>{element}</>);
    expect(screen.getByRole('heading', { name: 'Issuances' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the fallback and then the screen when it was not preloaded', async () => {
    const element = lazyScreen(() => Promise.resolve({ default: Issuances }), <p>loading</p>);
    render(<>{element}</>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Issuances' })).toBeInTheDocument();
  });

  it('asks again for a chunk that failed to arrive once, and shows the screen', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Issuances });
    const element = lazyScreen(load, <p>loading</p>);
    render(<>{element}</>);
    expect(await screen.findByRole('heading', { name: 'Issuances' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores elements that are not lazy screens and loads that fail', async () => {
    const failing = lazyScreen(() => Promise.reject(new Error('chunk failed')));
    await expect(preloadScreens([<p key="plain">plain</p>, null, failing])).resolves.toBeUndefined();
  });
});
