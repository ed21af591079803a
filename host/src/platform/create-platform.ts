import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createEventBus, type EventBus } from './event-bus';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';

/** Everything stateful the host hands to the remotes. Created once per page. */
export interface Platform {
  /** Random per page load: a remote that reports the same id shares the host's instance. */
  readonly id: string;
  readonly bus: EventBus;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

export function createPlatform(): Platform {
  return {
    id: globalThis.crypto.randomUUID(),
    bus: createEventBus(),
    queryClient: createQueryClient(),
    i18n: createI18n(),
  };
}
