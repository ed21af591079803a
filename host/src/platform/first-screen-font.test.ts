import { loadFirstScreenFont } from './first-screen-font';

function documentWith(fontFamily: string, load: jest.Mock | undefined): Document {
  return {
    body: {},
    defaultView: { getComputedStyle: () => ({ fontFamily }) },
    fonts: load ? { load } : undefined,
  } as unknown as Document;
}

test("asks the browser for the face of the body's font family", () => {
  const load = jest.fn().mockResolvedValue([]);
  loadFirstScreenFont(documentWith('"Inter Variable", system-ui, sans-serif', load));
  expect(load).toHaveBeenCalledWith('1em "Inter Variable", system-ui, sans-serif');
});

test('a face that fails to load is no unhandled rejection: the text keeps its fallback face', async () => {
  const failure = Promise.reject(new Error('offline'));
  const catchSpy = jest.spyOn(failure, 'catch');
  loadFirstScreenFont(documentWith('"Inter Variable"', jest.fn().mockReturnValue(failure)));
  expect(catchSpy).toHaveBeenCalled();
  await expect(failure).rejects.toThrow('offline');
});

test('does nothing in a browser without the Font Loading API', () => {
  expect(() => loadFirstScreenFont(documentWith('"Inter Variable"', undefined))).not.toThrow();
});
