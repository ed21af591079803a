import { waitAtMost } from './wait-at-most';

/** Whether `promise` has resolved once pending callbacks have run. */
async function isResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return resolved;
}

describe('waitAtMost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the promise does, before the time is up', async () => {
    let answer: (value: string) => void = () => undefined;
    const waited = waitAtMost(new Promise<string>((resolve) => (answer = resolve)), 1000);
    jest.advanceTimersByTime(200);
    expect(await isResolved(waited)).toBe(false);
    answer('customization');
    expect(await isResolved(waited)).toBe(true);
  });

  it('resolves when the time is up if the promise has not settled', async () => {
    const waited = waitAtMost(new Promise(() => undefined), 1000);
    jest.advanceTimersByTime(999);
    expect(await isResolved(waited)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isResolved(waited)).toBe(true);
  });

  it('resolves, not rejects, when the promise fails', async () => {
    await expect(waitAtMost(Promise.reject(new Error('down')), 1000)).resolves.toBeUndefined();
  });
});
