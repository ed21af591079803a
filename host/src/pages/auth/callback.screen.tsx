import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isOidcCallbackError, type OidcCallbackError } from 'shared';
import { usePlatform } from 'host/platform';
import { AuthFrame, authStyles, Notice } from './auth-frame';

/**
 * /callback: where Google sign-in comes back. `?code=` is a one-time code the API traded for the
 * sign-in; exchanged for the login answer it becomes the session exactly as a password login's
 * does, and the guard then takes the person to their area. `?error=` says why it did not finish.
 */
export default function CallbackPage() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const reported = params.get('error');
  const [failure, setFailure] = useState<OidcCallbackError | null>(null);
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    // The code is single-use: out of the address (and of the history) at once.
    navigate('/callback', { replace: true });
    platform.session.loginWithOidcCode(code).catch(() => setFailure('sign_in_failed'));
  }, [code, navigate, platform]);

  const error: OidcCallbackError | null = failure ?? (reported === null ? null : isOidcCallbackError(reported) ? reported : 'sign_in_failed');
  const pending = error === null && exchanged.current !== null;

  return (
    <AuthFrame title={t('callback.title')}>
      {error ? (
        <Notice tone="error">
          <p>{t(`callback.errors.${error}`)}</p>
        </Notice>
      ) : (
        <p className={authStyles.hint} role="status">
          {pending || code ? t('callback.signing_in') : t('callback.nothing')}
        </p>
      )}
      <p className={authStyles.hint}>
        <Link className={authStyles.link} to="/login">
          {t('auth.back_to_login')}
        </Link>
      </p>
    </AuthFrame>
  );
}
