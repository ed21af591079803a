import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formStyles as form, SuitabilityTestSection, useSuitabilityTest, type SuitabilityAnswersValues } from 'account';
import type { OnboardingState } from 'shared';
import { Button, LoadError, LoadingState, QueryState } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepSkeleton } from '../../invest-flow/step-states';
import { useAnswerSuitabilityTest, useDeclareSuitability } from './initial-test.api';

/** Once the test is done, the way on to the step due. */
function Continue({ slug }: { slug: string }) {
  const { t } = useTranslation('invest');
  const goToNextStep = useGoToNextStep(slug);
  const [going, setGoing] = useState(false);
  const go = () => {
    setGoing(true);
    void goToNextStep().finally(() => setGoing(false));
  };
  return (
    <Button loading={going} onClick={go}>
      {t('initial_test.continue')}
    </Button>
  );
}

function InitialTest({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const test = useSuitabilityTest();
  const answer = useAnswerSuitabilityTest();
  const declare = useDeclareSuitability();
  const goToNextStep = useGoToNextStep(slug);
  const initialAnswers = useMemo(() => state.drafts['initial-test'] as SuitabilityAnswersValues | undefined, [state]);
  if (test.isPending) return <LoadingState label={t('flow.loading')}><StepSkeleton /></LoadingState>;
  if (test.isError) return <LoadError title={t('flow.load_error')} retrying={test.isFetching} onRetry={() => void test.refetch()} />;
  return (
    <SuitabilityTestSection
      test={test.data}
      suitability={state.suitability}
      initialAnswers={initialAnswers}
      before={<DraftAutosave step="initial-test" />}
      aside={<p className={form.note}>{t('flow.draft_note')}</p>}
      onAnswer={async (request) => {
        const result = await answer.mutateAsync(request);
        if (result.done) await goToNextStep();
      }}
      onDeclare={async (values) => {
        await declare.mutateAsync(values);
        await goToNextStep();
      }}
      declareLabel={t('initial_test.declare')}
      doneAction={<Continue slug={slug} />}
    />
  );
}

/** /invest/{slug}/initial-test: the entry knowledge test (the account's section), with the step's draft and the way on. */
export default function InitialTestScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="SUITABILITY_TEST" title={t('initial_test.title')} description={t('initial_test.description')}>
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <InitialTest slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
