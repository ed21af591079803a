import type { sharedResources } from './messages';

// Keys typed from the English files of the namespaces shared brings; its code always names one.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: (typeof sharedResources)['en'];
  }
}
