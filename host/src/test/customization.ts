import type { CustomizationInput } from 'shared';
import { platform } from 'host/platform';
import type { fakeApi } from './fake-api';

let offset = 0;
const REAL_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] as const;

/**
 * Loads a tenant customization into the page's platform through its real cache. Only the
 * clock is faked, each call further ahead, so the previous test's copy has always expired.
 * Call `jest.useRealTimers()` after the test.
 */
export async function loadTenantCustomization(api: ReturnType<typeof fakeApi>, input: CustomizationInput): Promise<void> {
  offset += 60 * 60 * 1000;
  jest.useFakeTimers({ now: Date.now() + offset, doNotFake: [...REAL_TIMERS] });
  api.on('GET', '/v2/ui/get-customization', { status: 200, data: { data: input } });
  await platform.customization.load();
}
