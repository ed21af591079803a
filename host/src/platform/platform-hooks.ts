import { useEffect, useRef } from 'react';
import type { AppEventMap, AppEventType } from 'shared';
import type { Platform } from './create-platform';

/** React access to one platform instance; bound by the module that owns the instance. */
export function createPlatformHooks(platform: Platform) {
  function usePlatform(): Platform {
    return platform;
  }

  /** Subscribes for the component's lifetime; the latest handler is always the one called. */
  function useBusEvent<K extends AppEventType>(type: K, handler: (payload: AppEventMap[K]) => void): void {
    const latest = useRef(handler);
    latest.current = handler;
    useEffect(() => {
      const subscription = platform.bus.on(type).subscribe((payload) => latest.current(payload));
      return () => subscription.unsubscribe();
    }, [type]);
  }

  return { usePlatform, useBusEvent };
}
