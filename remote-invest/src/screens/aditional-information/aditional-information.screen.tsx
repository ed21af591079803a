import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formValuesOf, LegalBankingAdditionalSection } from 'account';
import { useCustomization } from 'host/platform';
import type { AdditionalDataRequest, OnboardingState } from 'shared';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { QueryState } from 'shared/ui';
import { StepSkeleton } from '../../invest-flow/step-states';
import { investPaths } from '../../paths';
import { useSaveAdditionalData } from './aditional-information.api';

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
  const { hide } = useCustomization();
  const save = useSaveAdditionalData();
  const goToNextStep = useGoToNextStep(slug);
  const initial = useMemo(() => initialValues(state), [state]);

  return (
    <LegalBankingAdditionalSection
      initialValues={initial}
      hideExtraFields={hide.extraFields}
      submitLabel={t('flow.continue')}
      before={<DraftAutosave step="aditional-information" />}
      aside={<Link to={investPaths.step(slug, 'account-information')}>{t('aditional_information.back')}</Link>}
      onSubmit={async (values) => {
        await save.mutateAsync(values as AdditionalDataRequest);
        await goToNextStep();
      }}
    />
  );
}

/** /invest/{slug}/aditional-information (spelt so): legal, banking and additional data, the step's second page. */
export default function AditionalInformationScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="USER_ADDITIONAL_DATA" title={t('aditional_information.title')} description={t('aditional_information.description')}>
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <AdditionalDataForm slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
