import { customizationDefaults } from 'shared';
import { createCustomizationStore } from './customization-store';

function setup(answers: (() => Promise<unknown>)[], boot: Promise<unknown> | null = null) {
  let clock = Date.UTC(2026, 0, 10);
  const get = jest.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no answer'))))());
  const loaded = jest.fn();
  let bootAnswer = boot;
  const firstAnswer = () => {
    const answer = bootAnswer;
    bootAnswer = null;
    return answer;
  };
  const store = createCustomizationStore({ http: { get } as never, now: () => clock, onLoaded: loaded, firstAnswer });
  return { store, get, loaded, advance: (ms: number) => (clock += ms) };
}

const payload = (title: string) => () => Promise.resolve({ data: { title, currency: { symbol: '$', symbol_position: 'before', code: 'USD', name: 'Dollar' } } });

describe('the customization cache', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('starts empty, on the defaults (EUR after the amount, default flows)', () => {
    const { store } = setup([]);
    expect(store.isFresh()).toBe(false);
    expect(store.getSnapshot().value).toEqual(customizationDefaults);
    expect(customizationDefaults.currency).toEqual({ symbol: '€', symbol_position: 'after', code: 'EUR', name: 'Euro' });
    expect(customizationDefaults.flows.onboarding).toEqual(['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST']);
    expect(customizationDefaults.flows.project_status).toEqual(['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED']);
  });

  it('fetches /v2/ui/get-customization when empty and completes the payload with the defaults', async () => {
    const { store, get, loaded } = setup([payload('Demo Invest')]);
    const value = await store.load();
    expect(get).toHaveBeenCalledWith('/v2/ui/get-customization');
    expect(value.title).toBe('Demo Invest');
    expect(value.currency.code).toBe('USD');
    expect(value.image.favicon).toBe('/favicon.ico');
    expect(loaded).toHaveBeenCalledWith(value);
  });

  it('takes the answer the page asked for at boot instead of asking again, then asks itself when it expires', async () => {
    const { store, get, advance } = setup([payload('Later')], payload('From the boot')());
    await expect(store.load()).resolves.toMatchObject({ title: 'From the boot', currency: { code: 'USD' } });
    expect(get).not.toHaveBeenCalled();
    advance(5 * 60 * 1000);
    await expect(store.load()).resolves.toMatchObject({ title: 'Later' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks through the client when the boot request failed', async () => {
    const { store, get } = setup([payload('Demo Invest')], Promise.reject(new Error('offline')));
    await expect(store.load()).resolves.toMatchObject({ title: 'Demo Invest' });
    expect(get).toHaveBeenCalledWith('/v2/ui/get-customization');
  });

  it('does not fetch again within 5 minutes', async () => {
    const { store, get, advance } = setup([payload('A'), payload('B')]);
    await store.load();
    advance(5 * 60 * 1000 - 1);
    expect(store.isFresh()).toBe(true);
    await expect(store.load()).resolves.toMatchObject({ title: 'A' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the 5 minutes are over', async () => {
    const { store, get, advance } = setup([payload('A'), payload('B')]);
    await store.load();
    advance(5 * 60 * 1000);
    expect(store.isFresh()).toBe(false);
    await expect(store.load()).resolves.toMatchObject({ title: 'B' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shares one request between simultaneous loads', async () => {
    const { store, get } = setup([payload('A')]);
    await Promise.all([store.load(), store.load(), store.load()]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the defaults and stays empty when the fetch fails, so the next load retries', async () => {
    const { store, get } = setup([() => Promise.reject(new Error('offline')), payload('A')]);
    await expect(store.load()).resolves.toEqual(customizationDefaults);
    expect(store.isFresh()).toBe(false);
    await expect(store.load()).resolves.toMatchObject({ title: 'A' });
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('refreshing the customization after a save', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('fetches again within the 5 minutes and tells the page, which applies the new look', async () => {
    const { store, get, loaded } = setup([payload('Before'), payload('After')]);
    await store.load();
    await expect(store.refresh()).resolves.toMatchObject({ title: 'After' });
    expect(get).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().value.title).toBe('After');
    expect(store.isFresh()).toBe(true);
    expect(loaded).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'After' }));
  });

  it('waits for a load under way, then fetches the saved payload', async () => {
    const { store, get } = setup([payload('Before'), payload('After')]);
    const first = store.load();
    await expect(store.refresh()).resolves.toMatchObject({ title: 'After' });
    await expect(first).resolves.toMatchObject({ title: 'Before' });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
