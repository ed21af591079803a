import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as v from 'valibot';
import { formStyles as form } from 'account';
import { useCurrency } from 'host/platform';
import {
  LOSS_BEARING_PERCENT,
  lossBearingCapacity,
  lossBearingCapacitySchema,
  netWorthOf,
  RISK_WARNING_FLOOR,
  RISK_WARNING_NET_WORTH_PERCENT,
  riskWarningThreshold,
  type LossBearingCapacityInput,
  type OnboardingState,
} from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { Button } from 'shared/ui';
import { DraftAutosave } from '../../invest-flow/drafts';
import { useGoToNextStep } from '../../invest-flow/next-step';
import { useOnboarding } from '../../invest-flow/onboarding.api';
import { StepFrame } from '../../invest-flow/step-frame';
import { StepLoadError, StepLoading } from '../../invest-flow/step-states';
import { StepSubmitError, submitStep } from '../../invest-flow/step-submit';
import { useSaveLossBearingCapacity } from './simulation-loss-bearing-capacity.api';
import styles from './simulation-loss-bearing-capacity.module.css';

const validate = createValidate(lossBearingCapacitySchema);

type Values = Partial<Record<keyof LossBearingCapacityInput, string>>;

/** The figures of what is typed so far, exact to the cent; none until all three amounts read. */
function Result({ values }: { values: Values }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const parsed = v.safeParse(lossBearingCapacitySchema, values);
  return (
    <section className={styles.result} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.resultTitle}>
        {t('loss_bearing.result')}
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {parsed.success ? (
          <dl className={styles.figures}>
            <div>
              <dt>{t('loss_bearing.net_worth')}</dt>
              <dd>{format(netWorthOf(parsed.output))}</dd>
            </div>
            <div className={styles.capacity}>
              <dt>{t('loss_bearing.capacity', { percent: LOSS_BEARING_PERCENT })}</dt>
              <dd>{format(lossBearingCapacity(parsed.output))}</dd>
            </div>
            <div>
              <dt>{t('loss_bearing.threshold')}</dt>
              <dd>{format(riskWarningThreshold(netWorthOf(parsed.output)))}</dd>
            </div>
          </dl>
        ) : (
          <p className={form.note}>{t('loss_bearing.incomplete')}</p>
        )}
      </div>
    </section>
  );
}

function Calculator({ slug, state }: { slug: string; state: OnboardingState }) {
  const { t } = useTranslation('invest');
  const { format } = useCurrency();
  const save = useSaveLossBearingCapacity();
  const goToNextStep = useGoToNextStep(slug);
  const initial = useMemo<Values>(() => {
    const saved = state.loss_bearing;
    const fromSaved = saved
      ? { annual_income: saved.annual_income, liquid_assets: saved.liquid_assets, financial_commitments: saved.financial_commitments }
      : {};
    return { ...fromSaved, ...(state.drafts['simulation-loss-bearing-capacity'] as Values | undefined) };
  }, [state]);

  const onSubmit = (values: Values) =>
    submitStep(async () => {
      await save.mutateAsync(values as LossBearingCapacityInput);
      await goToNextStep();
    });

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <form className={form.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          <DraftAutosave step="simulation-loss-bearing-capacity" />
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t('loss_bearing.inputs')}</legend>
            <div className={form.grid}>
              <TextField name="annual_income" type="number" inputMode="decimal" label={t('loss_bearing.annual_income')} hint={t('loss_bearing.annual_income_hint')} required />
              <TextField name="liquid_assets" type="number" inputMode="decimal" label={t('loss_bearing.liquid_assets')} hint={t('loss_bearing.liquid_assets_hint')} required />
              <TextField
                name="financial_commitments"
                type="number"
                inputMode="decimal"
                label={t('loss_bearing.financial_commitments')}
                hint={t('loss_bearing.financial_commitments_hint')}
                required
              />
            </div>
          </fieldset>
          <FormSpy<Values> subscription={{ values: true }}>{({ values }) => <Result values={values} />}</FormSpy>
          <section className={form.fieldset} aria-labelledby="art21-title">
            <h2 id="art21-title" className={form.legend}>
              {t('loss_bearing.art21_title')}
            </h2>
            <p className={form.note}>{t('loss_bearing.art21_capacity', { percent: LOSS_BEARING_PERCENT })}</p>
            <p className={form.note}>
              {t('loss_bearing.art21_warning', { floor: format(RISK_WARNING_FLOOR), percent: RISK_WARNING_NET_WORTH_PERCENT })}
            </p>
            <p className={form.note}>{state.sophisticated ? t('loss_bearing.art21_sophisticated') : t('loss_bearing.art21_you')}</p>
          </section>
          <StepSubmitError />
          <div className={form.actions}>
            <p className={form.note}>{t('flow.draft_note')}</p>
            <Button type="submit" loading={submitting}>
              {t('loss_bearing.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** /invest/{slug}/simulation-loss-bearing-capacity: 10 % of the net worth, live, and the Art. 21(7) threshold. */
export default function SimulationLossBearingCapacityScreen() {
  const { t } = useTranslation('invest');
  const { slug = '' } = useParams();
  const onboarding = useOnboarding();
  return (
    <StepFrame step="INVEST" title={t('loss_bearing.title')} description={t('loss_bearing.description')}>
      {onboarding.isPending ? (
        <StepLoading />
      ) : onboarding.isError ? (
        <StepLoadError onRetry={() => void onboarding.refetch()} />
      ) : (
        <Calculator slug={slug} state={onboarding.data} />
      )}
    </StepFrame>
  );
}
