import { useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { createRegisterSchema, localeOf, REGISTER_PROFILE_FIELDS, type RegisterInput } from 'shared';
import { CheckboxField, createValidate, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { useCustomization, useHttp } from 'host/platform';
import { readApiError } from 'shared/errors';
import type { RegisterScreenProps } from '../../platform/host-screens';
import { AuthFrame, authStyles, Notice } from './auth-frame';
import { GoogleSignIn } from './google-sign-in';
import { NewPasswordFields } from './new-password-fields';
import { verifyStepEmail, verifyStepParams } from './verify-address';
import { VerifyEmailStep } from './verify-email-step';

type Outcome = 'already_registered' | 'too_many' | 'unexpected' | null;

function ExternalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a className={authStyles.link} href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * /register: the tenant's fields, then the 5-digit code e-mailed to the new address (the code
 * step is in the address, so a reload keeps it). Also the form of /invest/{slug}/register (the
 * platform's `useHostScreen('register')`): once the code signs the new user in, the guard takes
 * them on from the page they are on. Registering again with an unverified e-mail and its
 * password leads to the code step too (the API sends a new code).
 */
export default function RegisterPage({ description, onLogin }: RegisterScreenProps = {}) {
  const { t, i18n } = useTranslation('common');
  const http = useHttp();
  const { fields, extras, urls } = useCustomization();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const registeredEmail = verifyStepEmail(searchParams);

  const asked = fields.register;
  const validate = useMemo(
    () =>
      createValidate(
        createRegisterSchema({ fields: asked, mandatoryCommercialCommunications: extras.mandatoryCommercialCommunications }),
      ),
    [asked, extras.mandatoryCommercialCommunications],
  );

  if (registeredEmail) return <VerifyEmailStep email={registeredEmail} />;

  const onSubmit = async (values: RegisterInput) => {
    setOutcome(null);
    try {
      // The verification e-mail is written in the language the form is read in.
      // Every outcome is said beside the form, so no toast says it again.
      await http.post('/auth/register', { ...values, language: localeOf(i18n.language) }, { toastErrors: false });
      setSearchParams(verifyStepParams(values.email));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      if (failure.key === 'user_already_registered') setOutcome('already_registered');
      else if (failure.status === 429) setOutcome('too_many');
      else if (failure.key === 'invalid_referral_code') return { referral_code: { key: 'validator.form_field_invalid' } };
      else setOutcome('unexpected');
      return undefined;
    }
  };

  return (
    <AuthFrame
      title={t('register.title')}
      description={description ?? t('register.description')}
      footer={
        <Trans t={t} i18nKey="register.have_account" components={{ login: <Link className={authStyles.link} to="/login" onClick={onLogin} /> }} />
      }
    >
      <Form<RegisterInput>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ terms_accepted: false, privacy_accepted: false, commercial_communications: false }}
      >
        {({ handleSubmit, submitting }) => (
          <form className={authStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            {outcome === 'already_registered' && (
              <Notice tone="error">
                <p>
                  <Trans t={t} i18nKey="register.error_already_registered" components={{ login: <Link to="/login" onClick={onLogin} /> }} />
                </p>
              </Notice>
            )}
            {outcome === 'too_many' && (
              <Notice tone="error">
                <p>{t('register.error_too_many')}</p>
              </Notice>
            )}
            {outcome === 'unexpected' && (
              <Notice tone="error">
                <p>{t('register.error_unexpected')}</p>
              </Notice>
            )}
            {REGISTER_PROFILE_FIELDS.filter((field) => asked.includes(field)).map((field) => (
              <TextField
                key={field}
                name={field}
                type={field === 'phone' ? 'tel' : 'text'}
                label={t(`register.fields.${field}`)}
                autoComplete={field === 'name' ? 'given-name' : field === 'surname' ? 'family-name' : 'tel'}
                required
              />
            ))}
            <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required />
            <NewPasswordFields label={t('auth.password')} />
            {extras.referral && <TextField name="referral_code" label={t('register.referral_code')} autoComplete="off" />}
            <CheckboxField
              name="terms_accepted"
              required
              label={<Trans t={t} i18nKey="register.accept_terms" components={{ terms: <ExternalLink href={urls.legal} /> }} />}
            />
            <CheckboxField
              name="privacy_accepted"
              required
              label={<Trans t={t} i18nKey="register.accept_privacy" components={{ privacy: <ExternalLink href={urls.privacy} /> }} />}
            />
            <CheckboxField
              name="commercial_communications"
              required={extras.mandatoryCommercialCommunications}
              label={t('register.accept_commercial')}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('register.submit')}
            </Button>
            <GoogleSignIn />
          </form>
        )}
      </Form>
    </AuthFrame>
  );
}
