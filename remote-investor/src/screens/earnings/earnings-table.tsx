import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, isClaimable, type MyEarning } from 'shared';
import { Button, ListTable, StatusBadge, type Column } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import styles from './earnings.module.css';

/** The instant an earning reached its status: claimed or paid; a pending one has none yet. */
function statusInstant(earning: MyEarning): string | null {
  return earning.claimed_at ?? earning.paid_at;
}

/** The investor's earnings: a table where it fits, one card per earning on a phone. */
export function EarningsTable({ rows, busy, onClaim }: { rows: readonly MyEarning[]; busy: boolean; onClaim: (earning: MyEarning) => void }) {
  const { t } = useTranslation(['investor', 'domain']);
  const format = useInvestorFormat();
  const columns = useMemo<Column<MyEarning>[]>(
    () => [
      {
        id: 'project',
        header: t('earnings.columns.project'),
        cell: (earning) => (
          <span className={styles.project}>
            <span>{earning.project.title}</span>
            <span className={styles.muted}>{t(`domain:earning_type.${earning.type}`)}</span>
          </span>
        ),
      },
      { id: 'profit_date', header: t('earnings.columns.profit_date'), cell: (earning) => formatDate(earning.profit_date, format.locale) },
      { id: 'tokens', header: t('earnings.columns.tokens'), numeric: true, cell: (earning) => format.tokens(earning.tokens, earning.project.token_symbol) },
      { id: 'gross', header: t('earnings.columns.gross'), numeric: true, cell: (earning) => format.money(earning.gross_amount) },
      { id: 'withholding', header: t('earnings.columns.withholding'), numeric: true, cell: (earning) => format.money(earning.fiscal_withholding) },
      { id: 'net', header: t('earnings.columns.net'), numeric: true, cell: (earning) => format.money(earning.net_total) },
      {
        id: 'status',
        header: t('earnings.columns.status'),
        cell: (earning) => {
          const since = statusInstant(earning);
          return (
            <span className={styles.status}>
              <StatusBadge kind="earning" status={earning.status} />
              {since && <span className={styles.muted}>{t('earnings.since', { day: format.day(since) })}</span>}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('earnings.columns.actions'),
        cell: (earning) => (
          <span className={styles.actions}>
            {isClaimable(earning) && (
              <Button size="sm" onClick={() => onClaim(earning)} aria-label={t('earnings.claim.named', { project: earning.project.title, amount: format.money(earning.net_total) })}>
                {t('earnings.claim.action')}
              </Button>
            )}
            <Link className={styles.link} to={investorPaths.earningByToken.href(earning.distribution_id)} aria-label={t('earnings.by_token_of', { project: earning.project.title })}>
              {t('earnings.by_token')}
            </Link>
            <Link className={styles.link} to={investorPaths.earningByInvestor.href(earning.distribution_id)} aria-label={t('earnings.by_investor_of', { project: earning.project.title })}>
              {t('earnings.by_investor')}
            </Link>
          </span>
        ),
      },
    ],
    [t, format, onClaim],
  );
  return (
    <div aria-busy={busy || undefined}>
      <ListTable caption={t('earnings.table_caption')} columns={columns} rows={rows} rowKey={(earning) => earning.id} />
    </div>
  );
}
