const FORBIDDEN = ['react', 'react-dom', 'react-final-form', 'react-i18next', 'lucide-react'];

async function loadWithoutReact(entry: () => Promise<unknown>): Promise<unknown> {
  let loaded: unknown;
  await jest.isolateModulesAsync(async () => {
    for (const name of FORBIDDEN) {
      jest.doMock(name, () => {
        throw new Error(`imported ${name}`);
      });
    }
    loaded = await entry();
  });
  return loaded;
}

describe('the pure entry', () => {
  it('loads without React or the DOM libraries, as the API server needs', async () => {
    await expect(loadWithoutReact(() => import('./index'))).resolves.toHaveProperty('loginSchema');
  });

  it('would notice a React import (the guard itself works)', async () => {
    await expect(loadWithoutReact(() => import('./ui/index'))).rejects.toThrow(/imported/);
  });
});
