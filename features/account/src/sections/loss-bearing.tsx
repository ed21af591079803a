import { useId } from 'react';
import { FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useCurrency } from 'host/platform';
import {
  LOSS_BEARING_PERCENT,
  lossBearingCapacity,
  lossBearingCapacitySchema,
  netWorthOf,
  RISK_WARNING_FLOOR,
  RISK_WARNING_NET_WORTH_PERCENT,
  riskWarningThreshold,
  type LossBearing,
  type LossBearingCapacityInput,
} from 'shared';
import { createValidate, TextField } from 'shared/forms';
import { SectionForm, type SectionProps } from './section-form';
import formStyles from './section-form.module.css';
import styles from './loss-bearing.module.css';

const validate = createValidate(lossBearingCapacitySchema);

/** The three amounts as the form holds them: text, checked by the shared schema. */
export type LossBearingValues = Partial<Record<keyof LossBearingCapacityInput, string>>;

/** A saved simulation's amounts as the form's initial values. */
export function lossBearingValuesOf(saved: LossBearing | null | undefined): LossBearingValues {
  return saved ? { annual_income: saved.annual_income, liquid_assets: saved.liquid_assets, financial_commitments: saved.financial_commitments } : {};
}

type HeadingLevel = 2 | 3 | 4;

/** The figures of what is typed so far, exact to the cent; none until all three amounts read. */
function Result({ values, headingLevel }: { values: LossBearingValues; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('account');
  const { format } = useCurrency();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const parsed = v.safeParse(lossBearingCapacitySchema, values);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.resultTitle}>
        {t('loss_bearing.result')}
      </Heading>
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
          <p className={formStyles.note}>{t('loss_bearing.incomplete')}</p>
        )}
      </div>
    </section>
  );
}

/** Why the figures are asked (Regulation (EU) 2020/1503, Art. 21) and whether the warning applies to this investor. */
function Article21({ sophisticated, headingLevel }: { sophisticated: boolean | null; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('account');
  const { format } = useCurrency();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={formStyles.fieldset} aria-labelledby={titleId}>
      <Heading id={titleId} className={`${formStyles.legend} ${styles.articleTitle}`}>
        {t('loss_bearing.art21_title')}
      </Heading>
      <p className={formStyles.note}>{t('loss_bearing.art21_capacity', { percent: LOSS_BEARING_PERCENT })}</p>
      <p className={formStyles.note}>{t('loss_bearing.art21_warning', { floor: format(RISK_WARNING_FLOOR), percent: RISK_WARNING_NET_WORTH_PERCENT })}</p>
      <p className={formStyles.note}>{sophisticated ? t('loss_bearing.art21_sophisticated') : t('loss_bearing.art21_you')}</p>
    </section>
  );
}

/**
 * The loss-bearing capacity simulation (EU crowdfunding rules, Art. 21): yearly income, liquid
 * assets and commitments in; net worth, 10 % of it and the Art. 21(7) warning threshold out,
 * live as the investor types. The invest flow's step and the account's investor profile save it.
 */
export function LossBearingSection({
  sophisticated,
  headingLevel = 2,
  ...props
}: SectionProps<LossBearingValues> & { /** Whether the Art. 21(7) warning applies: null until declared. */ sophisticated: boolean | null; /** Below the caller's own headings (4 under the account page's h2 and h3). */ headingLevel?: HeadingLevel }) {
  const { t } = useTranslation('account');
  return (
    <SectionForm<LossBearingValues> {...props} validate={validate}>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('loss_bearing.inputs')}</legend>
        <div className={formStyles.grid}>
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
      <FormSpy<LossBearingValues> subscription={{ values: true }}>{({ values }) => <Result values={values} headingLevel={headingLevel} />}</FormSpy>
      <Article21 sophisticated={sophisticated} headingLevel={headingLevel} />
    </SectionForm>
  );
}
