import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES, verifyEmailCodeSchema, type VerifyEmailCodeValues } from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { useHttp, usePlatform } from 'host/platform';
import { readApiError } from 'shared/errors';
import { AuthFrame, authStyles, Notice } from './auth-frame';
import { formatCountdown, useCountdown } from './use-countdown';
import { isUnverifiedSignIn } from './verify-address';

const validate = createValidate(verifyEmailCodeSchema);

type Outcome = 'code_rejected' | 'attempts_exceeded' | 'unexpected' | 'resent' | 'resend_limited' | 'resend_failed' | null;

// Each outcome is said here, beside the form; a toast would say it a second time.
const quiet = { toastErrors: false } as const;

/**
 * The second step of registration: the e-mailed code signs the new user in. Reached from the
 * register form, from its address after a reload, and from sign-in with an unverified e-mail.
 */
export function VerifyEmailStep({ email }: { email: string }) {
  const { t } = useTranslation('common');
  const http = useHttp();
  const platform = usePlatform();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const unverifiedSignIn = isUnverifiedSignIn(location.state);
  const [resending, setResending] = useState(false);
  const [waitSeconds, waitFor] = useCountdown();

  const onSubmit = async (values: VerifyEmailCodeValues) => {
    setOutcome(null);
    try {
      // The answer is a login answer: the guard then takes the new investor to their area.
      platform.session.signInWith(await http.post('/auth/verify-email', values, quiet));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      if (failure.key === 'invalid_code' || failure.key === 'code_expired') setOutcome('code_rejected');
      else if (failure.key === 'code_attempts_exceeded') setOutcome('attempts_exceeded');
      else setOutcome('unexpected');
      return undefined;
    }
  };

  const resend = async () => {
    setResending(true);
    setOutcome(null);
    try {
      await http.post('/auth/resend-code', { email }, quiet);
      setOutcome('resent');
    } catch (error) {
      const { status, retryAfterSeconds } = readApiError(error);
      if (status === 429 && retryAfterSeconds !== null) {
        waitFor(retryAfterSeconds);
        setOutcome('resend_limited');
      } else setOutcome('resend_failed');
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFrame title={t('verify.title')} description={t('verify.description', { email, minutes: VERIFICATION_CODE_TTL_MINUTES })}>
      <Form<VerifyEmailCodeValues> onSubmit={onSubmit} validate={validate} initialValues={{ email, code: '' }}>
        {({ handleSubmit, submitting }) => (
          <form className={authStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            {unverifiedSignIn && outcome === null && (
              <Notice tone="error">
                <p>{t('verify.not_verified')}</p>
              </Notice>
            )}
            {outcome === 'code_rejected' && (
              <Notice tone="error">
                <p>{t('verify.error_code')}</p>
              </Notice>
            )}
            {outcome === 'attempts_exceeded' && (
              <Notice tone="error">
                <p>{t('verify.error_attempts')}</p>
              </Notice>
            )}
            {outcome === 'unexpected' && (
              <Notice tone="error">
                <p>{t('verify.error_unexpected')}</p>
              </Notice>
            )}
            {outcome === 'resent' && (
              <Notice tone="success">
                <p>{t('verify.resent', { email })}</p>
              </Notice>
            )}
            {outcome === 'resend_limited' && waitSeconds > 0 && (
              <Notice tone="error">
                <p>{t('verify.resend_limited')}</p>
                {/* Read once when the notice appears, not again at every tick. */}
                <p aria-live="off">{t('verify.resend_wait', { time: formatCountdown(waitSeconds) })}</p>
              </Notice>
            )}
            {outcome === 'resend_failed' && (
              <Notice tone="error">
                <p>{t('verify.resend_failed')}</p>
              </Notice>
            )}
            <TextField
              name="code"
              label={t('verify.code')}
              hint={t('verify.code_hint', { digits: VERIFICATION_CODE_LENGTH, minutes: VERIFICATION_CODE_TTL_MINUTES })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              required
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('verify.submit')}
            </Button>
            <Button type="button" variant="ghost" loading={resending} disabled={waitSeconds > 0} onClick={resend} fullWidth>
              {t('verify.resend')}
            </Button>
          </form>
        )}
      </Form>
    </AuthFrame>
  );
}
