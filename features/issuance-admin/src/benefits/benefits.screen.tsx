import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { ArrowLeft } from 'lucide-react';
import * as v from 'valibot';
import { distributionRequestSchema, EARNING_TYPES, formatDate, localeOf, type DistributionSummary } from 'shared';
import { Button, Card, EmptyState, ListTable, LoadError, PageHeader, rowLink, type Column } from 'shared/ui';
import { createValidate, SelectField, TextareaField, TextField, type FormErrors } from 'shared/forms';
import { readApiError, useCurrency, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useIssuance } from '../issuances/issuances.api';
import '../messages';
import { useBenefits, useCreateDistribution } from '../earnings/earnings.api';
import { DistributionStatusBadge, usePercent } from '../earnings/earning-parts';
import styles from '../list/list.module.css';
import earningStyles from '../earnings/earnings.module.css';

const validate = createValidate(distributionRequestSchema);

/** What the form holds: what was typed, kept as typed when the API refuses it. */
type DistributionForm = { type?: string; profit_date?: string; gross_amount?: string; withholding_percentage?: string; description?: string };

type Failure = 'no_holders_at_profit_date' | 'failed';

/**
 * `/…/issuances/:id/benefits`: the project's distributions, newest profit date first, and the
 * form of a new one, with the rule the API splits it by stated next to the amount.
 */
export function BenefitsPage({ area }: { area: IssuanceArea }) {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateDistribution(area.ns, id);
  const issuance = useIssuance(area.ns, id);
  const benefits = useBenefits(area.ns, id);
  const title = issuance.data?.title ?? '';

  const columns = useBenefitColumns(area, id);

  async function submit(values: DistributionForm): Promise<FormErrors | undefined> {
    try {
      const benefitId = await create.mutateAsync(v.parse(distributionRequestSchema, values));
      notify.success('issuance-admin:benefits.form.done');
      await navigate(area.paths.benefit.href(id, benefitId));
      return undefined;
    } catch (error) {
      const failure = readApiError(error);
      if (failure.fieldErrors) return failure.fieldErrors;
      const key: Failure = failure.key === 'no_holders_at_profit_date' ? 'no_holders_at_profit_date' : 'failed';
      return { [FORM_ERROR]: key };
    }
  }

  const rows = benefits.data ?? [];
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={area.paths.issuance.href(id)}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('benefits.back')}
      </Link>
      <PageHeader title={t('benefits.title', { project: title })} description={t('benefits.description')} />

      <section className={earningStyles.section} aria-labelledby="benefits-list">
        <h2 id="benefits-list" className={earningStyles.sectionTitle}>
          {t('benefits.list_title')}
        </h2>
        {benefits.isError && !benefits.data ? (
          <LoadError title={t('benefits.error')} retrying={benefits.isFetching} onRetry={() => void benefits.refetch()} />
        ) : benefits.data && rows.length === 0 ? (
          <div className={styles.panel}>
            <EmptyState title={t('benefits.empty.title')} description={t('benefits.empty.description')} />
          </div>
        ) : (
          <ListTable caption={t('benefits.table_caption', { project: title })} columns={columns} rows={rows} rowKey={(row) => row.id} loading={benefits.isPending} loadingRows={3} />
        )}
      </section>

      <Card title={t('benefits.form.title')} headingLevel={2}>
        <div className={earningStyles.section}>
          <p className={earningStyles.rule} id="distribution-rule">
            {t('benefits.form.rule')}
          </p>
          <Form<DistributionForm> onSubmit={submit} validate={validate} initialValues={{ type: 'dividend', withholding_percentage: '19' }}>
            {({ handleSubmit, submitting, submitError }) => (
              <form className={earningStyles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting} aria-describedby="distribution-rule">
                <SelectField
                  name="type"
                  label={t('benefits.form.type')}
                  options={EARNING_TYPES.map((type) => ({ value: type, label: t(`domain:earning_type.${type}`) }))}
                  placeholder={false}
                  required
                />
                <TextField name="profit_date" type="date" label={t('benefits.form.profit_date')} hint={t('benefits.form.profit_date_hint')} required />
                <TextField name="gross_amount" label={t('benefits.form.gross_amount')} hint={t('benefits.form.gross_amount_hint')} numeric required />
                <TextField name="withholding_percentage" label={t('benefits.form.withholding')} hint={t('benefits.form.withholding_hint')} numeric />
                <div className={earningStyles.wide}>
                  <TextareaField name="description" label={t('benefits.form.description')} rows={2} maxLength={500} />
                </div>
                {typeof submitError === 'string' && (
                  <p role="alert" className={earningStyles.formError}>
                    {submitError === 'no_holders_at_profit_date' ? t('benefits.form.no_holders') : t('benefits.form.failed')}
                  </p>
                )}
                <div className={earningStyles.formActions}>
                  <Button type="submit" loading={submitting}>
                    {t('benefits.form.submit')}
                  </Button>
                </div>
              </form>
            )}
          </Form>
        </div>
      </Card>
    </div>
  );
}

/** The distributions' columns: the profit date (the row's link to its breakdown) and the figures. */
function useBenefitColumns(area: IssuanceArea, id: string): Column<DistributionSummary>[] {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const percent = usePercent();
  return useMemo<Column<DistributionSummary>[]>(
    () => [
      {
        id: 'profit_date',
        header: t('earnings.column.profit_date'),
        cell: (row) => (
          <span className={styles.stack}>
            <Link {...rowLink} className={styles.link} to={area.paths.benefit.href(id, row.id)}>
              {formatDate(row.profit_date, locale)}
            </Link>
            {row.description && <span className={styles.muted}>{row.description}</span>}
          </span>
        ),
      },
      { id: 'type', header: t('earnings.column.type'), cell: (row) => t(`domain:earning_type.${row.type}`) },
      { id: 'gross', header: t('earnings.part.gross_amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.totals.gross_amount)}</span> },
      { id: 'withholding', header: t('earnings.column.withholding'), numeric: true, cell: (row) => percent(row.withholding_percentage) },
      { id: 'net', header: t('earnings.part.net_total'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.totals.net_total)}</span> },
      { id: 'holders', header: t('earnings.column.holders'), numeric: true, cell: (row) => row.holders },
      {
        id: 'status',
        header: t('earnings.column.status'),
        cell: (row) => <DistributionStatusBadge status={row.status} />,
      },
    ],
    [t, locale, format, percent, area.paths, id],
  );
}
