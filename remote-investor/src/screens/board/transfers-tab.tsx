import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDownload, useNotify } from 'host/platform';
import { TRANSFER_DIRECTIONS, TRANSFER_EXPORT_FORMATS, transfersQuerySchema } from 'shared';
import { Button, EmptyState, Input, Pagination, Select, Skeleton } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { transfersExportPath, useHoldings, useTransfers } from './board.api';
import { readSearch, withChanges } from './search';
import tableStyles from 'shared/ui/data-table.module.css';
import styles from './board.module.css';

const FILTERS = ['direction', 'issuance_id', 'from', 'to', 'page'] as const;

/** Sent and received transfers with direction, project and date filters in the address, paging and CSV/XLSX export. */
export function TransfersTab() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const notify = useNotify();
  const download = useDownload();
  const [params, setParams] = useSearchParams();
  const query = readSearch(transfersQuerySchema, params, FILTERS);
  const list = useTransfers(query);
  const holdings = useHoldings();
  const update = (changes: Record<string, string | undefined>) => setParams(withChanges(params, changes));
  const filtered = Boolean(query.direction || query.issuance_id || query.from || query.to);

  async function exportAs(fileFormat: (typeof TRANSFER_EXPORT_FORMATS)[number]) {
    try {
      await download(transfersExportPath(query, fileFormat), `transfers.${fileFormat}`);
    } catch {
      notify.error('investor:transfers.export_failed');
    }
  }

  function results() {
    if (list.isPending) {
      return (
        <div role="status" aria-busy="true" aria-label={t('transfers.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </div>
      );
    }
    if (list.isError) {
      return <EmptyState title={t('transfers.error')} action={<Button variant="secondary" onClick={() => void list.refetch()}>{t('board.retry')}</Button>} />;
    }
    const { data, meta } = list.data;
    if (data.length === 0) {
      return (
        <EmptyState
          title={filtered ? t('transfers.no_match') : t('transfers.empty.title')}
          description={filtered ? undefined : t('transfers.empty.description')}
          action={filtered ? <Button variant="secondary" onClick={() => update({ direction: undefined, issuance_id: undefined, from: undefined, to: undefined })}>{t('board.filters.clear')}</Button> : undefined}
        />
      );
    }
    const headers = {
      date: t('board.columns.date'),
      direction: t('transfers.columns.direction'),
      project: t('board.columns.project'),
      tokens: t('board.columns.tokens'),
      counterparty: t('transfers.columns.counterparty'),
      reference: t('transfers.columns.reference'),
    };
    return (
      <>
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table} aria-busy={list.isPlaceholderData || undefined}>
            <caption className={tableStyles.hidden}>{t('transfers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{headers.date}</th>
                <th scope="col">{headers.direction}</th>
                <th scope="col">{headers.project}</th>
                <th scope="col" className={tableStyles.numeric}>{headers.tokens}</th>
                <th scope="col">{headers.counterparty}</th>
                <th scope="col">{headers.reference}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={headers.date}>{format.day(row.created_at)}</th>
                  <td data-label={headers.direction}>{t(`transfers.direction.${row.direction}`)}</td>
                  <td data-label={headers.project}>{row.project.title}</td>
                  <td data-label={headers.tokens} className={tableStyles.numeric}>{format.tokens(row.tokens, row.project.token_symbol)}</td>
                  <td data-label={headers.counterparty}>{row.counterparty.name}</td>
                  <td data-label={headers.reference}>
                    <span className={styles.status}>
                      <span className={styles.mono} title={row.transaction_reference}>{`${row.transaction_reference.slice(0, 10)}…`}</span>
                      {row.ad_reference && (
                        <span className={tableStyles.muted}>
                          {row.unit_price ? t('transfers.from_ad_price', { reference: row.ad_reference, price: format.money(row.unit_price) }) : row.ad_reference}
                        </span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={meta.page} pageCount={Math.max(1, meta.total_pages)} onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })} />
      </>
    );
  }

  return (
    <div className={styles.panel}>
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
      <span className={styles.actions}>
        {TRANSFER_EXPORT_FORMATS.map((fileFormat) => (
          <Button key={fileFormat} size="sm" variant="secondary" onClick={() => void exportAs(fileFormat)}>
            {t(`transfers.export_${fileFormat}`)}
          </Button>
        ))}
      </span>
      {results()}
    </div>
  );
}
