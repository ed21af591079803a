import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePercent } from 'earnings';
import { formatDate, localeOf, type DistributionDetail, type DistributionStatus } from 'shared';
import { Badge } from 'shared/ui';
import { useCurrency } from 'host/platform';
import '../messages';
import listStyles from '../list/list.module.css';

// The breakdowns are the investor's too: one set of columns and words, in `features/earnings`.
export { InvestorBreakdown, TokenBreakdown, usePercent } from 'earnings';

/** A distribution's status as a badge: pending until paid to everyone. */
export function DistributionStatusBadge({ status }: { status: DistributionStatus }) {
  const { t } = useTranslation('issuance-admin');
  return status === 'paid' ? <Badge tone="success" label={t('earnings.distribution_status.paid')} /> : <Badge tone="warning" label={t('earnings.distribution_status.pending')} />;
}

/** The facts of a distribution above its breakdowns: project, type, profit date, status, withholding. */
export function DistributionFacts({ detail }: { detail: DistributionDetail }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const percent = usePercent();
  const facts: { label: string; value: ReactNode }[] = [
    { label: t('earnings.column.type'), value: t(`domain:earning_type.${detail.type}`) },
    { label: t('earnings.column.profit_date'), value: formatDate(detail.profit_date, locale) },
    { label: t('earnings.part.gross_amount'), value: format(detail.totals.gross_amount) },
    { label: t('earnings.column.withholding'), value: percent(detail.withholding_percentage) },
    { label: t('earnings.part.net_total'), value: format(detail.totals.net_total) },
    { label: t('earnings.column.holders'), value: detail.holders },
  ];
  return (
    <dl className={listStyles.totals} aria-label={t('earnings.facts')}>
      {facts.map((fact) => (
        <div key={fact.label} className={listStyles.total}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
