import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from 'host/platform';
import { EMPLOYMENT_STATUSES, GENDERS, MARITAL_STATUSES, personalDataRequestSchema, type OnboardingState, type PersonalDataRequest } from 'shared';
import { CheckboxField, createValidate, SelectField, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { formValuesOf, useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import form from '../../invest-flow/step-form.module.css';
import { useSavePersonalData } from './account-information.api';

const validate = createValidate(personalDataRequestSchema);

type Values = Partial<Record<keyof PersonalDataRequest, unknown>>;

const MARRIED: readonly string[] = ['married_separation_of_property', 'married_community_property'];

function PersonalDataForm({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation(['invest', 'domain']);
  const save = useSavePersonalData();
  const goToNextStep = useGoToNextStep(slug);
  const { user } = useSession();
  const firstName = user?.firstName ?? null;
  const lastName = user?.lastName ?? null;
  const initial = useMemo<Values>(
    () => ({
      // A new account's name, as registered, until the investor saves their own.
      ...formValuesOf({ name: firstName, surname: lastName }),
      ...formValuesOf(state.personal_data),
      ...state.drafts['account-information'],
    }),
    [state, firstName, lastName],
  );

  const onSubmit = (values: Values) =>
    submitStep(async () => {
      await save.mutateAsync(values as PersonalDataRequest);
      await goToNextStep();
    });

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting, values }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="account-information" />
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('account_information.identity')}</legend>
            <div className={form.grid}>
              <TextField name="name" label={t('account_information.name')} autoComplete="given-name" required />
              <TextField name="surname" label={t('account_information.surname')} autoComplete="family-name" required />
              <TextField name="birthday" type="date" label={t('account_information.birthday')} autoComplete="bday" required />
              <SelectField
                name="gender"
                label={t('account_information.gender')}
                options={GENDERS.map((value) => ({ value, label: t(`domain:gender.${value}`) }))}
              />
            </div>
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('account_information.contact')}</legend>
            <div className={form.grid}>
              <TextField name="phone" type="tel" label={t('account_information.phone')} hint={t('account_information.phone_hint')} autoComplete="tel" required />
              <TextField name="secondary_phone" type="tel" label={t('account_information.secondary_phone')} autoComplete="tel" />
            </div>
            <CheckboxField name="commercial_communications" label={t('account_information.commercial_communications')} />
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('account_information.situation')}</legend>
            <div className={form.grid}>
              <SelectField
                name="occupation"
                label={t('account_information.occupation')}
                options={EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(`domain:employment.${value}`) }))}
              />
              <SelectField
                name="marital_status"
                label={t('account_information.marital_status')}
                options={MARITAL_STATUSES.map((value) => ({ value, label: t(`domain:marital_status.${value}`) }))}
              />
            </div>
            {typeof values.marital_status === 'string' && MARRIED.includes(values.marital_status) && (
              <div className={form.grid}>
                <TextField name="spouse_name" label={t('account_information.spouse_name')} />
                <TextField name="spouse_surname" label={t('account_information.spouse_surname')} />
                <TextField name="spouse_id_number" label={t('account_information.spouse_id_number')} hint={t('account_information.id_hint')} />
              </div>
            )}
          </fieldset>
          <StepSubmitError />
          <div className={form.actions}>
            <p className={form.note}>{t('flow.draft_note')}</p>
            <Button type="submit" loading={submitting}>
              {t('flow.continue')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** /invest/{slug}/account-information: personal data, the first page of the additional-data step. */
export default function AccountInformationScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="USER_ADDITIONAL_DATA" title={t('account_information.title')} description={t('account_information.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <PersonalDataForm slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
