import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardTrade } from 'shared';
import { Skeleton, Table, type Column } from 'shared/ui';
import { useBoardHistory } from '../board.api';
import { useBoardFormat } from '../board-format';
import styles from '../board.module.css';

/** ECSPR Art. 25: what the board is and is not, and the risk, above the ads. */
export function Notice() {
  const { t } = useTranslation('board');
  return (
    <section className={styles.notice} aria-labelledby="board-notice">
      <h2 id="board-notice">{t('board.notice.title')}</h2>
      <p>{t('board.notice.not_exchange')}</p>
      <p>{t('board.notice.agreement')}</p>
      <p>
        <strong>{t('board.notice.risk')}</strong>
      </p>
    </section>
  );
}

/** The board's past transactions, without the parties (ECSPR Art. 25). */
export function History() {
  const { t } = useTranslation('board');
  const format = useBoardFormat();
  const history = useBoardHistory();
  const columns = useMemo<Column<BoardTrade>[]>(
    () => [
      { id: 'project', header: t('board.columns.project'), cell: (row) => row.project.title },
      { id: 'date', header: t('board.columns.date'), cell: (row) => format.day(row.traded_at) },
      { id: 'tokens', header: t('board.columns.tokens'), numeric: true, cell: (row) => format.tokens(row.tokens, row.project.token_symbol) },
      { id: 'unit_price', header: t('board.columns.unit_price'), numeric: true, cell: (row) => format.money(row.unit_price) },
      { id: 'amount', header: t('board.columns.amount'), numeric: true, cell: (row) => format.money(row.amount) },
    ],
    [t, format],
  );
  return (
    <section className={styles.section} aria-labelledby="board-history">
      <h2 id="board-history" className={styles.sectionTitle}>
        {t('board.history.title')}
      </h2>
      <p className={styles.muted}>{t('board.history.description')}</p>
      {history.isPending && <Skeleton shape="rect" height="6rem" />}
      {history.isError && <p className={styles.muted}>{t('board.history.error')}</p>}
      {history.data && history.data.length === 0 && <p className={styles.muted}>{t('board.history.empty')}</p>}
      {history.data && history.data.length > 0 && <Table caption={t('board.history.title')} hideCaption columns={columns} rows={history.data} rowKey={(row) => row.id} manualSorting />}
    </section>
  );
}
