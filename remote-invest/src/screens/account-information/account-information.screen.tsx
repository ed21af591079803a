import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formStyles as form, formValuesOf, PersonalDataSection, type SectionValues } from 'account';
import { useCustomization, useSession } from 'host/platform';
import type { OnboardingState, PersonalDataRequest } from 'shared';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { QueryState } from 'shared/ui';
import { StepSkeleton } from '../../invest-flow/step-states';
import { useSavePersonalData } from './account-information.api';

function PersonalDataForm({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const { hide } = useCustomization();
  const save = useSavePersonalData();
  const goToNextStep = useGoToNextStep(slug);
  const { user } = useSession();
  const firstName = user?.firstName ?? null;
  const lastName = user?.lastName ?? null;
  const initial = useMemo<SectionValues>(
    () => ({
      // A new account's name, as registered, until the investor saves their own.
      ...formValuesOf({ name: firstName, surname: lastName }),
      ...formValuesOf(state.personal_data),
      ...state.drafts['account-information'],
    }),
    [state, firstName, lastName],
  );

  return (
    <PersonalDataSection
      initialValues={initial}
      hideExtraFields={hide.extraFields}
      submitLabel={t('flow.continue')}
      before={<DraftAutosave step="account-information" />}
      aside={<p className={form.note}>{t('flow.draft_note')}</p>}
      onSubmit={async (values) => {
        await save.mutateAsync(values as PersonalDataRequest);
        await goToNextStep();
      }}
    />
  );
}

/** /invest/{slug}/account-information: personal data, the first page of the additional-data step. */
export default function AccountInformationScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="USER_ADDITIONAL_DATA" title={t('account_information.title')} description={t('account_information.description')}>
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <PersonalDataForm slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
