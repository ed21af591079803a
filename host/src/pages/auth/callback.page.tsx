import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame, authStyles, Notice } from './auth-frame';

/**
 * /callback: where an external sign-in (Google) returns. It comes back with `?secret=`, which
 * the navigation guard's secret login consumes before this page shows; the page itself is
 * only reached when the provider came back without one (the person cancelled, or it failed).
 */
export default function CallbackPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const reason = params.get('error');
  return (
    <AuthFrame title={t('callback.title')}>
      <Notice tone="error">
        <p>{t('callback.failed')}</p>
        {reason && <p>{t('callback.reason', { reason })}</p>}
      </Notice>
      <p className={authStyles.hint}>
        <Link className={authStyles.link} to="/login">
          {t('auth.back_to_login')}
        </Link>
      </p>
    </AuthFrame>
  );
}
