import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery, useDownload, useNotify, type AddressChanges } from 'host/platform';
import { TRANSFER_DIRECTIONS, TRANSFER_EXPORT_FORMATS, transfersQuerySchema, type Transfer, type TransfersQuery } from 'shared';
import { Button, EmptyState, Input, ListFooter, ListTable, LoadError, Select, type Column } from 'shared/ui';
import { useBoardFormat } from '../board-format';
import { transfersExportPath, useHoldings, useTransfers } from '../board.api';
import styles from '../board.module.css';

const CLEARED = { direction: undefined, issuance_id: undefined, from: undefined, to: undefined };

/** Sent and received transfers with direction, project and date filters in the address, paging and CSV/XLSX export. */
export function TransfersTab() {
  const { t } = useTranslation('board');
  const { query, update } = useAddressQuery(transfersQuerySchema);
  const list = useTransfers(query);
  const columns = useTransferColumns();
  const filtered = Boolean(query.direction || query.issuance_id || query.from || query.to);
  const data = list.data;

  function results() {
    if (list.isError && !data) return <LoadError keepsFilters title={t('transfers.error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
    if (data && data.data.length === 0) {
      return (
        <EmptyState
          title={filtered ? t('transfers.no_match') : t('transfers.empty.title')}
          description={filtered ? undefined : t('transfers.empty.description')}
          action={filtered ? <Button variant="secondary" onClick={() => update(CLEARED)}>{t('board.filters.clear')}</Button> : undefined}
        />
      );
    }
    return (
      <>
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ListTable caption={t('transfers.caption')} columns={columns} rows={data?.data ?? []} rowKey={(row) => row.id} loading={list.isPending} loadingRows={4} />
        </div>
        {data && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <TransferFilters query={query} update={update} />
      <ExportButtons query={query} />
      {results()}
    </div>
  );
}

/** A transfer's date, direction, project, tokens, the other party and the ledger reference (with the ad it completed). */
function useTransferColumns() {
  const { t } = useTranslation('board');
  const format = useBoardFormat();
  return useMemo<Column<Transfer>[]>(
    () => [
      { id: 'date', header: t('board.columns.date'), cell: (row) => format.day(row.created_at) },
      { id: 'direction', header: t('transfers.columns.direction'), cell: (row) => t(`transfers.direction.${row.direction}`) },
      { id: 'project', header: t('board.columns.project'), cell: (row) => row.project.title },
      { id: 'tokens', header: t('board.columns.tokens'), numeric: true, cell: (row) => format.tokens(row.tokens, row.project.token_symbol) },
      { id: 'counterparty', header: t('transfers.columns.counterparty'), cell: (row) => row.counterparty.name },
      {
        id: 'reference',
        header: t('transfers.columns.reference'),
        cell: (row) => (
          <span className={styles.status}>
            <span className={styles.mono} title={row.transaction_reference}>{`${row.transaction_reference.slice(0, 10)}…`}</span>
            {row.ad_reference && (
              <span className={styles.muted}>{row.unit_price ? t('transfers.from_ad_price', { reference: row.ad_reference, price: format.money(row.unit_price) }) : row.ad_reference}</span>
            )}
          </span>
        ),
      },
    ],
    [t, format],
  );
}

function TransferFilters({ query, update }: { query: TransfersQuery; update: (changes: AddressChanges) => void }) {
  const { t } = useTranslation('board');
  const holdings = useHoldings();
  return (
    <div className={styles.filters} role="search" aria-label={t('transfers.filters.label')}>
      <Select
        label={t('transfers.filters.direction')}
        placeholder={t('transfers.filters.any_direction')}
        options={TRANSFER_DIRECTIONS.map((direction) => ({ value: direction, label: t(`transfers.direction.${direction}`) }))}
        value={query.direction ?? ''}
        onChange={(event) => update({ direction: event.target.value })}
      />
      <Select
        label={t('board.columns.project')}
        placeholder={t('transfers.filters.any_project')}
        options={(holdings.data ?? []).map((row) => ({ value: row.project.id, label: row.project.title }))}
        value={query.issuance_id ?? ''}
        onChange={(event) => update({ issuance_id: event.target.value })}
      />
      <Input type="date" label={t('transfers.filters.from')} value={query.from ?? ''} onChange={(event) => update({ from: event.target.value })} />
      <Input type="date" label={t('transfers.filters.to')} value={query.to ?? ''} onChange={(event) => update({ to: event.target.value })} />
    </div>
  );
}

/** The transfers the filters show, as a file. */
function ExportButtons({ query }: { query: TransfersQuery }) {
  const { t } = useTranslation('board');
  const notify = useNotify();
  const download = useDownload();
  async function exportAs(fileFormat: (typeof TRANSFER_EXPORT_FORMATS)[number]) {
    try {
      await download(transfersExportPath(query, fileFormat), `transfers.${fileFormat}`);
    } catch {
      notify.error('board:transfers.export_failed');
    }
  }
  return (
    <span className={styles.actions}>
      {TRANSFER_EXPORT_FORMATS.map((fileFormat) => (
        <Button key={fileFormat} size="sm" variant="secondary" onClick={() => void exportAs(fileFormat)}>
          {t(`transfers.export_${fileFormat}`)}
        </Button>
      ))}
    </span>
  );
}
