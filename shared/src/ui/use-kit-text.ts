import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type enUi from '../messages/en/ui.json';
import type { MessageParams } from '../validation/keys';

/** Dotted paths to the leaves of a message file: `pagination.next`, `validator.error_null`. */
type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

export type UiKey = MessagePath<typeof enUi>;

type KitNamespace = 'ui' | 'validation' | 'domain';

/**
 * Translates the kit's words through the page's i18n instance, which the host gives the shared
 * namespaces in the page's language. The kit bundles no words of its own: English defaults here
 * would put a second language on every first screen.
 */
export function useKitText(namespace: KitNamespace = 'ui') {
  const { t } = useTranslation(namespace, { useSuspense: false });
  return useCallback((key: string, params?: MessageParams): string => t(key, { ...params, defaultValue: key }), [t]);
}
