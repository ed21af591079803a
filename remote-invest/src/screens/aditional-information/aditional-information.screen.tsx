import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { additionalDataRequestSchema, BANK_ACCOUNT_TYPES, SOURCES_OF_FUNDS, type AdditionalDataRequest, type OnboardingState } from 'shared';
import { createValidate, RadioGroupField, SelectField, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { formValuesOf, useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import form from '../../invest-flow/step-form.module.css';
import { investPaths } from '../../paths';
import { useSaveAdditionalData } from './aditional-information.api';

const validate = createValidate(additionalDataRequestSchema);

type Values = { legal?: Record<string, unknown>; banking?: Record<string, unknown>; additional?: Record<string, unknown> };

function initialValues(state: OnboardingState): Values {
  const saved = state.additional_data;
  const draft = state.drafts['aditional-information'] as Values | undefined;
  const additional = saved?.additional;
  return {
    legal: { ...formValuesOf(saved?.legal), person_type: state.person_type, ...draft?.legal },
    banking: { ...formValuesOf(saved?.banking), ...draft?.banking },
    additional: {
      ...(additional ? { politically_exposed: String(additional.politically_exposed), source_of_funds: additional.source_of_funds } : {}),
      ...draft?.additional,
    },
  };
}

function AdditionalDataForm({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const save = useSaveAdditionalData();
  const goToNextStep = useGoToNextStep(slug);
  const initial = useMemo(() => initialValues(state), [state]);

  const onSubmit = (values: Values) =>
    submitStep(async () => {
      await save.mutateAsync(values as AdditionalDataRequest);
      await goToNextStep();
    });

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="aditional-information" />
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('aditional_information.legal')}</legend>
            <p className={form.note}>{t('aditional_information.legal_note')}</p>
            <div className={form.grid}>
              <TextField name="legal.first_name" label={t('aditional_information.first_name')} autoComplete="given-name" required />
              <TextField name="legal.last_name" label={t('aditional_information.last_name')} autoComplete="family-name" required />
              <TextField name="legal.id_number" label={t('aditional_information.id_number')} hint={t('account_information.id_hint')} required />
              <TextField name="legal.id_expiry_date" type="date" label={t('aditional_information.id_expiry_date')} />
              <TextField name="legal.birthday" type="date" label={t('aditional_information.birthday')} autoComplete="bday" required />
              <TextField name="legal.nationality" label={t('aditional_information.nationality')} required />
            </div>
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('aditional_information.address')}</legend>
            <div className={form.grid}>
              <TextField name="legal.address" label={t('aditional_information.street')} autoComplete="street-address" required />
              <TextField name="legal.city" label={t('aditional_information.city')} autoComplete="address-level2" required />
              <TextField name="legal.postal_code" label={t('aditional_information.postal_code')} autoComplete="postal-code" required />
              <TextField name="legal.province" label={t('aditional_information.province')} autoComplete="address-level1" required />
              <TextField name="legal.country_of_residence" label={t('aditional_information.country')} autoComplete="country-name" required />
            </div>
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('aditional_information.banking')}</legend>
            <p className={form.note}>{t('aditional_information.banking_note')}</p>
            <div className={form.grid}>
              <TextField name="banking.account_holder" label={t('aditional_information.account_holder')} autoComplete="name" required />
              <TextField name="banking.iban" label={t('aditional_information.iban')} hint={t('aditional_information.iban_hint')} required />
              <TextField name="banking.bic" label={t('aditional_information.bic')} />
              <TextField name="banking.bank" label={t('aditional_information.bank')} />
              <SelectField
                name="banking.account_type"
                label={t('aditional_information.account_type')}
                options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: t(`aditional_information.account_types.${value}`) }))}
              />
            </div>
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('aditional_information.additional')}</legend>
            <RadioGroupField
              name="additional.politically_exposed"
              legend={t('aditional_information.politically_exposed')}
              required
              inline
              options={[
                { value: 'false', label: t('aditional_information.no') },
                { value: 'true', label: t('aditional_information.yes') },
              ]}
            />
            <p className={form.note}>{t('aditional_information.politically_exposed_hint')}</p>
            <SelectField
              name="additional.source_of_funds"
              label={t('aditional_information.source_of_funds')}
              required
              options={SOURCES_OF_FUNDS.map((value) => ({ value, label: t(`aditional_information.sources.${value}`) }))}
            />
          </fieldset>
          <StepSubmitError />
          <div className={form.actions}>
            <Link to={investPaths.step(slug, 'account-information')}>{t('aditional_information.back')}</Link>
            <Button type="submit" loading={submitting}>
              {t('flow.continue')}
            </Button>
          </div>
          <p className={form.note}>{t('flow.draft_note')}</p>
        </form>
      )}
    </Form>
  );
}

/** /invest/{slug}/aditional-information (spelt so): legal, banking and additional data, the step's second page. */
export default function AditionalInformationScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="USER_ADDITIONAL_DATA" title={t('aditional_information.title')} description={t('aditional_information.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <AdditionalDataForm slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
