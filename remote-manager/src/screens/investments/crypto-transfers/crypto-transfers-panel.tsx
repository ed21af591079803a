import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, localeOf, type UnmatchedCryptoTransfer } from 'shared';
import { ListTable, type Column } from 'shared/ui';
import styles from '../refunds/refunds.module.css';
import { useUnmatchedCryptoTransfers } from './crypto-transfers.api';

/**
 * The stablecoin transfers to the tenant's receiving address that paid no order (another amount,
 * a sender that is not the investor's verified wallet): the API never charges them to a guess, so
 * the manager sorts them out with the sender. Shown only when there are some (a tenant without
 * crypto payments never sees it); a failed read says so.
 */
export function CryptoTransfersPanel() {
  const { t } = useTranslation('manager');
  const list = useUnmatchedCryptoTransfers();
  const columns = useColumns();
  if (list.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('crypto_transfers.error')}
      </p>
    );
  }
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="crypto-transfers-title">
      <div className={styles.head}>
        <h2 id="crypto-transfers-title" className={styles.title}>
          {t('crypto_transfers.title')}
        </h2>
        <p className={styles.muted}>{t('crypto_transfers.description')}</p>
      </div>
      <ListTable caption={t('crypto_transfers.title')} hideCaption columns={columns} rows={list.data} rowKey={(row) => row.id} busy={list.isFetching} />
    </section>
  );
}

function useColumns(): Column<UnmatchedCryptoTransfer>[] {
  const { t, i18n } = useTranslation('manager');
  const locale = localeOf(i18n.language);
  return useMemo(
    () => [
      {
        id: 'from',
        header: t('crypto_transfers.column.from'),
        cell: (row) => (
          <span className={styles.stack}>
            <code className={styles.code}>{row.from_address}</code>
            <span className={styles.muted}>{formatDate(row.seen_at, locale)}</span>
          </span>
        ),
      },
      { id: 'amount', header: t('crypto_transfers.column.amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{`${row.amount} ${row.token_symbol}`}</span> },
      {
        id: 'transaction',
        header: t('crypto_transfers.column.transaction'),
        cell: (row) =>
          row.explorer_url ? (
            <a href={row.explorer_url} target="_blank" rel="noreferrer" className={styles.code}>
              {row.tx_hash}
            </a>
          ) : (
            <code className={styles.code}>{row.tx_hash}</code>
          ),
      },
    ],
    [t, locale],
  );
}
