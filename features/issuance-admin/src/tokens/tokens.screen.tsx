import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, SearchX } from 'lucide-react';
import { formatTokens, localeOf, tokenListQuerySchema, type Token } from 'shared';
import { EmptyState, ListFooter, ListTable, LoadError, PageHeader, rowLink, SearchField, type Column } from 'shared/ui';
import { useCurrency } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useAddressQuery } from 'host/platform';
import { Address } from '../list/list-parts';
import '../messages';
import { useTokens } from './tokens.api';
import styles from '../list/list.module.css';
import tokenStyles from './tokens.module.css';

/** The tenant's tokens, one per issuance: supply, price, minted and holders, with search and pages. */
export function TokensPage({ area }: { area: IssuanceArea }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'ui']);
  const locale = localeOf(i18n.language);
  const { format } = useCurrency();
  const { query, update } = useAddressQuery(tokenListQuerySchema);
  const list = useTokens(area.ns, query);

  const columns = useMemo<Column<Token>[]>(
    () => [
      {
        id: 'name',
        header: t('tokens.column.name'),
        cell: (row) => (
          <span className={styles.stack}>
            <Link {...rowLink} className={styles.link} to={area.paths.token.href(row.id)}>
              {row.name}
            </Link>
            <span className={styles.muted}>
              {row.symbol} · {row.acronym}
            </span>
          </span>
        ),
      },
      {
        id: 'issuance',
        header: t('tokens.column.issuance'),
        cell: (row) => (
          <Link className={styles.link} to={area.paths.issuance.href(row.issuance_id)}>
            {row.issuance_title}
          </Link>
        ),
      },
      { id: 'supply', header: t('tokens.column.supply'), numeric: true, cell: (row) => formatTokens(row.supply, locale) },
      { id: 'price', header: t('tokens.column.price'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.price)}</span> },
      { id: 'minted', header: t('tokens.column.minted'), numeric: true, cell: (row) => formatTokens(row.minted, locale) },
      { id: 'holders', header: t('tokens.column.holders'), numeric: true, cell: (row) => row.holders },
      {
        id: 'contract',
        header: t('tokens.column.contract'),
        cell: (row) => (row.contract_address ? <Address value={row.contract_address} /> : <span className={`${styles.muted} ${styles.nowrap}`}>{t('tokens.ledger')}</span>),
      },
    ],
    [t, locale, format, area.paths],
  );

  const data = list.data;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('tokens.title')}
        description={t('tokens.description')}
        actions={
          <Link className={tokenStyles.primary} to={area.paths.newToken.href()}>
            <Plus size={16} aria-hidden="true" />
            {t('tokens.new')}
          </Link>
        }
      />
      <div className={styles.filters}>
        <SearchField label={t('tokens.search')} value={query.q} onSearch={(q) => update({ q }, { replace: true })} />
      </div>
      {list.isError && !data ? (
        <LoadError keepsFilters title={t('tokens.error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {query.q ? (
            <EmptyState icon={<SearchX size={24} />} title={t('tokens.no_match')} />
          ) : (
            <EmptyState title={t('tokens.empty.title')} description={t('tokens.empty.description')} />
          )}
        </div>
      ) : (
        <ListTable
          stale={list.isPlaceholderData}
          busy={list.isFetching}
          caption={t('tokens.table_caption', { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={Math.min(query.per_page, 6)}
        />
      )}
      {data && data.meta.total > 0 && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
    </div>
  );
}
