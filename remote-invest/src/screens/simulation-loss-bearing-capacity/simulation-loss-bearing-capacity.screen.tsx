import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formStyles as form, LossBearingSection, lossBearingValuesOf, type LossBearingValues } from 'account';
import type { LossBearingCapacityInput, OnboardingState } from 'shared';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { QueryState } from 'shared/ui';
import { StepSkeleton } from '../../invest-flow/step-states';
import { useSaveLossBearingCapacity } from './simulation-loss-bearing-capacity.api';
import { investPaths } from '../../paths';
import { carriedTokens, withTokens } from '../invest/invest.schema';

function Calculator({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const save = useSaveLossBearingCapacity();
  const goToNextStep = useGoToNextStep(slug);
  const navigate = useNavigate();
  // Opened from the amount page: back there with the amount typed, not an empty field.
  const carried = carriedTokens(useSearchParams()[0]);
  const initial = useMemo<LossBearingValues>(
    () => ({ ...lossBearingValuesOf(state.loss_bearing), ...(state.drafts['simulation-loss-bearing-capacity'] as LossBearingValues | undefined) }),
    [state],
  );
  return (
    <LossBearingSection
      initialValues={initial}
      sophisticated={state.sophisticated}
      submitLabel={t('loss_bearing.submit')}
      before={<DraftAutosave step="simulation-loss-bearing-capacity" />}
      aside={<p className={form.note}>{t('flow.draft_note')}</p>}
      onSubmit={async (values) => {
        // The section submits only once its schema reads the three amounts.
        await save.mutateAsync(values as LossBearingCapacityInput);
        if (carried) await navigate(withTokens(investPaths.step(slug, 'invest'), carried));
        else await goToNextStep();
      }}
    />
  );
}

/** /invest/{slug}/simulation-loss-bearing-capacity: the account's calculator, with the step's draft and the way back to the investment. */
export default function SimulationLossBearingCapacityScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="INVEST" title={t('loss_bearing.title')} description={t('loss_bearing.description')}>
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <Calculator slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
