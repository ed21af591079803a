import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import enDomain from '../messages/en/domain.json';
import enUi from '../messages/en/ui.json';
import enValidation from '../messages/en/validation.json';
import type { MessageParams } from '../validation/keys';

type Tree = { readonly [key: string]: string | Tree };

/** Dotted paths to the leaves of a message file: `pagination.next`, `validator.error_null`. */
type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

export type UiKey = MessagePath<typeof enUi>;

type KitNamespace = 'ui' | 'validation' | 'domain';

const ENGLISH: { readonly [N in KitNamespace]: Tree } = { ui: enUi, validation: enValidation, domain: enDomain };

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(message: string, params: MessageParams = {}): string {
  return message.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}

/**
 * Translates the kit's words through the host's i18n instance, falling back to English when a
 * screen (or a test, or Storybook) renders the kit with no instance or without the shared
 * namespaces registered: a button never shows a raw key.
 */
export function useKitText(namespace: KitNamespace = 'ui') {
  const { t } = useTranslation(namespace, { useSuspense: false });
  return useCallback(
    (key: string, params?: MessageParams): string => {
      const english = lookup(ENGLISH[namespace], key);
      const defaultValue = english === undefined ? key : interpolate(english, params);
      return t(key, { ...params, defaultValue });
    },
    [t, namespace],
  );
}
