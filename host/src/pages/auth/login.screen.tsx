import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { usePlatform } from 'host/platform';
import { readApiError } from 'shared/errors';
import { AuthFrame, authStyles, Notice } from './auth-frame';
import { GoogleSignIn } from './google-sign-in';
import { verifyStepPath, type VerifyStepState } from './verify-address';

const validate = createValidate(loginSchema);

type Outcome = 'invalid_credentials' | 'too_many_attempts' | 'unexpected' | null;

function outcomeOf(error: string | null, status: number | null): Outcome {
  if (error === 'invalid_credentials' || error === 'too_many_attempts') return error;
  return status === null || status >= 400 ? 'unexpected' : null;
}

/**
 * /login: e-mail and password; the guard takes a signed-in user to their area. The right
 * password of an account whose e-mail is not verified yet leads to the registration's code step.
 */
export default function LoginPage() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (values: LoginInput) => {
    setOutcome(null);
    try {
      await platform.session.login({ email: values.email, password: values.password, secret: true });
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      // The API says so only after checking the password, so the code step is the account owner's.
      if (failure.key === 'email_not_verified') {
        const state: VerifyStepState = { unverifiedSignIn: true };
        void navigate(verifyStepPath(values.email), { state });
        return undefined;
      }
      setOutcome(outcomeOf(failure.key, failure.status));
      return undefined;
    }
  };

  return (
    <AuthFrame
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <Trans
          t={t}
          i18nKey="login.no_account"
          components={{ register: <Link className={authStyles.link} to="/register" /> }}
        />
      }
    >
      <Form<LoginInput> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form className={authStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            {outcome === 'invalid_credentials' && (
              <Notice tone="error">
                <p>
                  <Trans
                    t={t}
                    i18nKey="login.error_no_match"
                    components={{ register: <Link to="/register" /> }}
                  />
                </p>
              </Notice>
            )}
            {outcome === 'too_many_attempts' && (
              <Notice tone="error">
                <p>{t('login.error_too_many')}</p>
              </Notice>
            )}
            {outcome === 'unexpected' && (
              <Notice tone="error">
                <p>{t('login.error_unexpected')}</p>
              </Notice>
            )}
            <TextField name="email" type="email" label={t('auth.email')} autoComplete="username" required />
            <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" required />
            <div className={authStyles.row}>
              <Link className={authStyles.link} to="/forgot-password">
                {t('login.forgot_password')}
              </Link>
            </div>
            <Button type="submit" loading={submitting} fullWidth>
              {t('login.submit')}
            </Button>
            <GoogleSignIn />
          </form>
        )}
      </Form>
    </AuthFrame>
  );
}
