import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formStyles as form, InvestorTypeSection } from 'account';
import { useCustomization } from 'host/platform';
import type { InvestorTypeRequest, OnboardingState } from 'shared';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { QueryState } from 'shared/ui';
import { StepSkeleton } from '../../invest-flow/step-states';
import { useSaveInvestorType } from './type-of-investor.api';

/** Radio buttons hold text; the schema reads 'true' and 'false' as booleans. */
type Values = { person_type?: string; sophisticated?: string; declaration?: string };

function initialValues(state: OnboardingState): Values {
  const draft = state.drafts['type-of-investor'] ?? {};
  return {
    person_type: state.person_type,
    sophisticated: state.sophisticated === null ? undefined : String(state.sophisticated),
    ...(draft as Values),
  };
}

/** The typed word is the declaration itself: never kept in a draft. */
const withoutDeclaration = ({ declaration: _declaration, ...values }: Record<string, unknown>) => values;

function TypeOfInvestorForm({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const { hide } = useCustomization();
  const save = useSaveInvestorType();
  const goToNextStep = useGoToNextStep(slug);
  const initial = useMemo(() => {
    const values = initialValues(state);
    // The tenant offers only natural persons: nothing to choose.
    return hide.legalTypeInvestor ? { ...values, person_type: 'natural' } : values;
  }, [state, hide.legalTypeInvestor]);

  return (
    <InvestorTypeSection
      initialValues={initial}
      hideLegalType={hide.legalTypeInvestor}
      submitLabel={t('flow.continue')}
      before={<DraftAutosave step="type-of-investor" pick={withoutDeclaration} />}
      aside={<p className={form.note}>{t('flow.draft_note')}</p>}
      onSubmit={async (values) => {
        await save.mutateAsync(values as InvestorTypeRequest);
        await goToNextStep();
      }}
    />
  );
}

/** /invest/{slug}/type-of-investor: natural or legal person, sophisticated or not (Regulation (EU) 2020/1503, Art. 21). */
export default function TypeOfInvestorScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="TYPE_OF_INVESTMENT" title={t('type_of_investor.title')} description={t('type_of_investor.description')}>
      <QueryState query={onboarding} errorTitle={t('flow.load_error')} loading={<StepSkeleton />} loadingLabel={t('flow.loading')}>
        {(state) => <TypeOfInvestorForm slug={slug} state={state} />}
      </QueryState>
    </StepFrame>
  );
}
