import { useTranslation } from 'react-i18next';
import { localeOf } from 'shared';
import { useCustomization, usePlatform } from 'host/platform';
import { PLAIN_V2_PATH } from '../../platform/base-url';
import { authStyles } from './auth-frame';

/**
 * Where "Sign in with Google" leads: the API starts the OpenID Connect sign-in and brings the
 * browser back to this origin's /callback. `lang` is the language a new account gets.
 */
function googleSignInUrl(backendBase: string, origin: string, language: string): string {
  const url = new URL(`${backendBase.replace(/\/+$/, '')}${PLAIN_V2_PATH}/auth/oidc/google/start`);
  url.searchParams.set('redirect', origin);
  url.searchParams.set('lang', localeOf(language));
  return url.toString();
}

/** The login and register pages' Google button, only where the tenant turned it on (extras.signInWithGoogle). */
export function GoogleSignIn() {
  const { t, i18n } = useTranslation('common');
  const platform = usePlatform();
  const { extras } = useCustomization();
  if (!extras.signInWithGoogle || !platform.api.known) return null;
  return (
    <>
      <p className={authStyles.divider}>{t('login.or')}</p>
      <a className={authStyles.google} href={googleSignInUrl(platform.api.baseUrl, globalThis.location.origin, i18n.language)}>
        {t('login.google')}
      </a>
      <p className={authStyles.hint}>{t('login.google_terms')}</p>
    </>
  );
}
