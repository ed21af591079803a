import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNegativeMoney, type BalanceEntry, type BalanceEntryKind } from 'shared';
import { ListTable, Pagination, QueryState, type Column } from 'shared/ui';
import { useInvestorFormat } from '../use-investor-format';
import { useMyBalance } from './balance.api';
import styles from './balance-panel.module.css';

const KIND_LABELS: { readonly [K in BalanceEntryKind]: `balance.kinds.${K}` } = {
  order_payment: 'balance.kinds.order_payment',
  order_released: 'balance.kinds.order_released',
  order_refund: 'balance.kinds.order_refund',
  earning: 'balance.kinds.earning',
  adjustment: 'balance.kinds.adjustment',
};

/**
 * The investor's available balance (money the platform holds for them: refunds, earnings kept as
 * balance) and its moves, newest first; an order may pay with it first (tenant `payWithBalance`).
 * Shown on the account and the portfolio.
 */
export function BalancePanel() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const [page, setPage] = useState(1);
  const balance = useMyBalance(page);
  const columns = useMemo<Column<BalanceEntry>[]>(
    () => [
      { id: 'move', header: t('balance.columns.move'), cell: (entry) => t(KIND_LABELS[entry.kind]) },
      { id: 'at', header: t('balance.columns.at'), cell: (entry) => format.day(entry.at) },
      {
        id: 'amount',
        header: t('balance.columns.amount'),
        numeric: true,
        cell: (entry) => <span className={isNegativeMoney(entry.amount) ? undefined : styles.credit}>{isNegativeMoney(entry.amount) ? format.money(entry.amount) : `+${format.money(entry.amount)}`}</span>,
      },
      { id: 'after', header: t('balance.columns.after'), numeric: true, cell: (entry) => format.money(entry.balance_after) },
    ],
    [t, format],
  );
  return (
    <section className={styles.panel} aria-labelledby="investor-balance-title">
      <div className={styles.head}>
        <h2 id="investor-balance-title" className={styles.title}>
          {t('balance.title')}
        </h2>
        {balance.data && (
          <p className={styles.figure} data-testid="available-balance">
            {format.money(balance.data.balance)}
          </p>
        )}
      </div>
      <p className={styles.note}>{t('balance.note')}</p>
      <QueryState query={balance} errorTitle={t('balance.error')} loadingLabel={t('balance.loading')}>
        {(data) =>
          data.data.length === 0 ? (
            <p className={styles.note}>{t('balance.empty')}</p>
          ) : (
            <>
              <ListTable caption={t('balance.history')} columns={columns} rows={data.data} rowKey={(entry) => entry.id} stale={balance.isPlaceholderData} busy={balance.isFetching} />
              {data.meta.total_pages > 1 && <Pagination page={page} pageCount={data.meta.total_pages} onPageChange={setPage} label={t('balance.pages')} />}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
