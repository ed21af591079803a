import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCustomization } from 'host/platform';
import { DECLARATION_WORD, investorTypeRequestSchema, type InvestorTypeRequest, type OnboardingState } from 'shared';
import { createValidate, RadioGroupField, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import form from '../../invest-flow/step-form.module.css';
import { useSaveInvestorType } from './type-of-investor.api';

const validate = createValidate(investorTypeRequestSchema);

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

function Criteria({ personType }: { personType: string | undefined }) {
  const { t } = useTranslation('invest');
  const legal = personType === 'legal';
  return (
    <section className={form.fieldset} aria-labelledby="criteria-title">
      <h2 id="criteria-title" className={form.legend}>
        {t('type_of_investor.criteria.title')}
      </h2>
      <p className={form.note}>{legal ? t('type_of_investor.criteria.legal_intro') : t('type_of_investor.criteria.natural_intro')}</p>
      {legal ? (
        <ul className={form.explain}>
          <li>{t('type_of_investor.criteria.legal_own_funds')}</li>
          <li>{t('type_of_investor.criteria.legal_turnover')}</li>
          <li>{t('type_of_investor.criteria.legal_balance')}</li>
        </ul>
      ) : (
        <ul className={form.explain}>
          <li>{t('type_of_investor.criteria.natural_income')}</li>
          <li>{t('type_of_investor.criteria.natural_experience')}</li>
          <li>{t('type_of_investor.criteria.natural_transactions')}</li>
        </ul>
      )}
      <p className={form.note}>{t('type_of_investor.criteria.professional')}</p>
      <p className={form.note}>{t('type_of_investor.criteria.non_sophisticated')}</p>
    </section>
  );
}

function TypeOfInvestorForm({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation(['invest', 'domain']);
  const { hide } = useCustomization();
  const save = useSaveInvestorType();
  const goToNextStep = useGoToNextStep(slug);
  const initial = useMemo(() => {
    const values = initialValues(state);
    // The tenant offers only natural persons: nothing to choose.
    return hide.legalTypeInvestor ? { ...values, person_type: 'natural' } : values;
  }, [state, hide.legalTypeInvestor]);

  const onSubmit = (values: Values) =>
    submitStep(async () => {
      await save.mutateAsync(values as InvestorTypeRequest);
      await goToNextStep();
    });

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting, values }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="type-of-investor" pick={withoutDeclaration} />
          {!hide.legalTypeInvestor && (
            <RadioGroupField
              name="person_type"
              legend={t('type_of_investor.person_type')}
              required
              options={[
                { value: 'natural', label: t('domain:person_type.natural') },
                { value: 'legal', label: t('domain:person_type.legal') },
              ]}
            />
          )}
          <Criteria personType={values.person_type} />
          <RadioGroupField
            name="sophisticated"
            legend={t('type_of_investor.sophisticated')}
            required
            options={[
              { value: 'false', label: t('type_of_investor.non_sophisticated_option') },
              { value: 'true', label: t('type_of_investor.sophisticated_option') },
            ]}
          />
          {values.sophisticated === 'true' && (
            <div className={form.fieldset}>
              <p className={form.note}>{t('type_of_investor.declaration_text')}</p>
              <TextField
                name="declaration"
                label={t('type_of_investor.declaration_label', { word: DECLARATION_WORD })}
                hint={t('type_of_investor.declaration_hint', { word: DECLARATION_WORD })}
                autoComplete="off"
                required
              />
            </div>
          )}
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

/** /invest/{slug}/type-of-investor: natural or legal person, sophisticated or not (Regulation (EU) 2020/1503, Art. 21). */
export default function TypeOfInvestorScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="TYPE_OF_INVESTMENT" title={t('type_of_investor.title')} description={t('type_of_investor.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <TypeOfInvestorForm slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
