import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTokens, localeOf, type DistributionSummary } from 'shared';
import { rowLink, type Column } from 'shared/ui';
import { useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import { DistributionStatusBadge } from './earning-parts';
import styles from '../list/list.module.css';

/** The distributions list's columns: the project (the row's link to the distribution), its
 * figures and status, and the ways to its breakdowns last. */
export function useEarningColumns(area: IssuanceArea): Column<DistributionSummary>[] {
  const { t, i18n } = useTranslation(['issuance-admin', 'domain']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  return useMemo<Column<DistributionSummary>[]>(
    () => [
      {
        id: 'project',
        header: t('earnings.column.project'),
        cell: (row) => (
          <span className={styles.stack}>
            <Link {...rowLink} className={styles.link} to={area.paths.benefit.href(row.project.id, row.id)}>
              {row.project.title}
            </Link>
            <span className={styles.muted}>{row.description ?? t(`domain:earning_type.${row.type}`)}</span>
          </span>
        ),
      },
      { id: 'type', header: t('earnings.column.type'), cell: (row) => t(`domain:earning_type.${row.type}`) },
      { id: 'profit_date', header: t('earnings.column.profit_date'), cell: (row) => <span className={styles.nowrap}>{formatDate(row.profit_date, locale)}</span> },
      { id: 'tokens', header: t('earnings.column.tokens'), numeric: true, cell: (row) => <span className={styles.nowrap}>{formatTokens(row.tokens, locale, row.project.token_symbol)}</span> },
      { id: 'gross', header: t('earnings.part.gross_amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.totals.gross_amount)}</span> },
      { id: 'withholding', header: t('earnings.part.fiscal_withholding'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.totals.fiscal_withholding)}</span> },
      { id: 'net', header: t('earnings.part.net_total'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.totals.net_total)}</span> },
      {
        id: 'status',
        header: t('earnings.column.status'),
        cell: (row) => (
          <span className={styles.stack}>
            <DistributionStatusBadge status={row.status} />
            <span className={styles.muted}>{t('earnings.claimed_count', { claimed: row.counts.claimed, holders: row.holders })}</span>
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('earnings.column.breakdown'),
        cell: (row) => (
          <span className={styles.rowActions}>
            <Link className={styles.link} to={area.paths.earningByToken.href(row.id)} aria-label={t('earnings.by_token_of', { project: row.project.title, date: formatDate(row.profit_date, locale) })}>
              {t('earnings.by_token')}
            </Link>
            <Link className={styles.link} to={area.paths.earningByInvestor.href(row.id)} aria-label={t('earnings.by_investor_of', { project: row.project.title, date: formatDate(row.profit_date, locale) })}>
              {t('earnings.by_investor')}
            </Link>
          </span>
        ),
      },
    ],
    [t, locale, format, area.paths],
  );
}
