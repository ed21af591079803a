import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordSchema, type ResetPasswordValues } from 'shared';
import { createValidate } from 'shared/forms';
import { Button } from 'shared/ui';
import { useHttp } from 'host/platform';
import { readApiError } from 'shared/errors';
import { AuthFrame, authStyles, Notice } from './auth-frame';
import { NewPasswordFields } from './new-password-fields';

const validate = createValidate(resetPasswordSchema);

type Outcome = 'changed' | 'invalid_link' | 'unexpected' | null;

/** /remember-password?token=…: sets a new password from the e-mailed link. */
export default function RememberPasswordPage() {
  const { t } = useTranslation('common');
  const http = useHttp();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalid_link');

  const onSubmit = async (values: ResetPasswordValues) => {
    setOutcome(null);
    try {
      // The form says what went wrong; a toast would say it again.
      await http.post('/auth/reset-password', values, { toastErrors: false });
      setOutcome('changed');
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors && !('token' in failure.fieldErrors)) return failure.fieldErrors;
      setOutcome(failure.key === 'invalid_reset_token' || failure.fieldErrors ? 'invalid_link' : 'unexpected');
      return undefined;
    }
  };

  const invalidLink = (
    <Notice tone="error">
      <p>
        <Trans t={t} i18nKey="remember.error_invalid_link" components={{ forgot: <Link to="/forgot-password" /> }} />
      </p>
    </Notice>
  );

  return (
    <AuthFrame
      title={t('remember.title')}
      description={t('remember.description')}
      footer={
        <Link className={authStyles.link} to="/login">
          {t('auth.back_to_login')}
        </Link>
      }
    >
      {outcome === 'changed' ? (
        <Notice tone="success">
          <p>
            <Trans t={t} i18nKey="remember.changed" components={{ login: <Link to="/login" /> }} />
          </p>
        </Notice>
      ) : !token ? (
        invalidLink
      ) : (
        <Form<ResetPasswordValues> onSubmit={onSubmit} validate={validate} initialValues={{ token, password: '', password_confirmation: '' }}>
          {({ handleSubmit, submitting }) => (
            <form className={authStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              {outcome === 'invalid_link' && invalidLink}
              {outcome === 'unexpected' && (
                <Notice tone="error">
                  <p>{t('remember.error_unexpected')}</p>
                </Notice>
              )}
              <NewPasswordFields label={t('remember.password')} />
              <Button type="submit" loading={submitting} fullWidth>
                {t('remember.submit')}
              </Button>
            </form>
          )}
        </Form>
      )}
    </AuthFrame>
  );
}
