// The react-i18next the federation shares: the names the apps import, each from its own module
// of the package's ESM build. The package declares no `sideEffects`, so its index keeps every
// module it re-exports (the ICU and SSR helpers, the HOCs) in the copy /login loads. A name
// missing here is undefined in every app at run time: `scripts/tests/shared-deps.test.mjs` fails
// when an app imports one that is not listed.
export { I18nextProvider } from 'react-i18next-modules/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-modules/initReactI18next.js';
export { Trans } from 'react-i18next-modules/Trans.js';
export { useTranslation } from 'react-i18next-modules/useTranslation.js';
