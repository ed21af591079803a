import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordValues } from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { useHttp } from 'host/platform';
import { readApiError } from 'shared/errors';
import { AuthFrame, authStyles, Notice } from './auth-frame';

const validate = createValidate(forgotPasswordSchema);

/** /forgot-password: e-mails a link to /remember-password. The answer is the same whether or
 * not the account exists, and so is what this screen says. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  const http = useHttp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (values: ForgotPasswordValues) => {
    setFailed(false);
    try {
      // The form says what went wrong; a toast would say it again.
      await http.post('/auth/forgot-password', values, { toastErrors: false });
      setSentTo(values.email);
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      setFailed(true);
      return undefined;
    }
  };

  return (
    <AuthFrame
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link className={authStyles.link} to="/login">
          {t('auth.back_to_login')}
        </Link>
      }
    >
      {sentTo ? (
        <Notice tone="success">
          <p>{t('forgot.sent', { email: sentTo })}</p>
        </Notice>
      ) : (
        <Form<ForgotPasswordValues> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form className={authStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              {failed && (
                <Notice tone="error">
                  <p>{t('forgot.error_unexpected')}</p>
                </Notice>
              )}
              <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required />
              <Button type="submit" loading={submitting} fullWidth>
                {t('forgot.submit')}
              </Button>
            </form>
          )}
        </Form>
      )}
    </AuthFrame>
  );
}
