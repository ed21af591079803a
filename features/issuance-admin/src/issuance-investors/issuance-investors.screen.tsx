import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { formatTokens, issuanceInvestorListQuerySchema, localeOf, type IssuanceInvestor } from 'shared';
import { Badge, Button, EmptyState, ListFooter, ListTable, LoadError, PageHeader, SearchField, StatusBadge, type Column } from 'shared/ui';
import { isApiError, routeNotFound, useCurrency, useHttp } from 'host/platform';
import type { IssuanceArea } from '../area';
import { useAddressQuery } from 'host/platform';
import { useIssuance } from '../issuances/issuances.api';
import { Address, ExportButtons, InvestorCell, Totals } from '../list/list-parts';
import '../messages';
import { useWording } from '../wording';
import { exportIssuanceInvestors, useIssuanceInvestors } from './issuance-investors.api';
import styles from '../list/list.module.css';

/** The investors and token holders of the issuance of the address (`:id`): what each holds,
 * paid and has minted to which wallet, with search, pages and export. */
export function IssuanceInvestorsPage({ area }: { area: IssuanceArea }) {
  const { t, i18n } = useTranslation(['issuance-admin', 'issuances', 'ui', area.ns]);
  const locale = localeOf(i18n.language);
  const { id = '' } = useParams();
  const http = useHttp();
  const { format } = useCurrency();
  const { context } = useWording();
  const { query, update } = useAddressQuery(issuanceInvestorListQuerySchema);
  const issuance = useIssuance(area.ns, id);
  const list = useIssuanceInvestors(area.ns, id, query);
  const title = issuance.data?.title ?? '';
  const symbol = issuance.data?.token_symbol;

  const columns = useMemo<Column<IssuanceInvestor>[]>(
    () => [
      {
        id: 'investor',
        header: t('investments.column.investor', { context }),
        cell: (row) => <InvestorCell investor={row.investor} href={area.investorHref} />,
      },
      {
        id: 'wallet',
        header: t('investors.column.wallet'),
        cell: (row) => (row.wallet ? <Address value={row.wallet} /> : <span className={`${styles.muted} ${styles.nowrap}`}>{t('investors.no_wallet')}</span>),
      },
      { id: 'tokens', header: t('investments.column.tokens'), numeric: true, cell: (row) => <span className={styles.nowrap}>{formatTokens(row.tokens, locale, symbol)}</span> },
      { id: 'minted', header: t('investors.column.minted'), numeric: true, cell: (row) => formatTokens(row.minted_tokens, locale) },
      { id: 'amount', header: t('investments.column.amount'), numeric: true, cell: (row) => <span className={styles.nowrap}>{format(row.amount)}</span> },
      { id: 'investments', header: t('investors.column.investments'), numeric: true, cell: (row) => row.investments },
      { id: 'status', header: t('investments.column.status'), cell: (row) => <StatusBadge kind="investment" status={row.status} /> },
      {
        id: 'holder',
        header: t('investors.column.holder'),
        cell: (row) => <Badge tone={row.holder ? 'success' : 'neutral'} label={row.holder ? t('investors.holder') : t('investors.not_holder', { context })} />,
      },
    ],
    [t, context, locale, format, symbol, area.investorHref],
  );

  const back = (
    <Link className={styles.link} to={area.paths.issuance.href(id)}>
      <ArrowLeft size={16} aria-hidden="true" /> {title || t('investors.back')}
    </Link>
  );

  // An issuance the person may not see is a page that does not exist: the host's 404.
  if (isApiError(list.error, { status: 404 }) || isApiError(issuance.error, { status: 404 })) routeNotFound();

  const data = list.data;
  return (
    <div className={styles.page}>
      {back}
      <PageHeader
        title={t('investors.title', { context })}
        description={title ? t('investors.description', { context, title }) : undefined}
        actions={<ExportButtons fileName="investors" load={(fileFormat) => exportIssuanceInvestors(http, id, fileFormat)} />}
      />
      <div className={styles.filters}>
        <SearchField label={t('investments.filters.search', { context })} value={query.q} onSearch={(q) => update({ q }, { replace: true })} />
      </div>
      <Totals
        label={t('investments.totals.label')}
        items={[
          { label: t('investors.totals.investors', { context }), value: data ? data.totals.investors : '—' },
          { label: t('investors.totals.holders'), value: data ? data.totals.holders : '—' },
          { label: t('investments.totals.tokens'), value: data ? formatTokens(data.totals.tokens, locale, symbol) : '—' },
          { label: t('investments.totals.amount'), value: data ? format(data.totals.amount) : '—' },
        ]}
      />
      {list.isError && !data ? (
        <LoadError keepsFilters title={t('investors.error', { context })} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {query.q ? (
            <EmptyState icon={<SearchX size={24} />} title={t('investors.no_match', { context })} action={
              <Button variant="secondary" onClick={() => update({ q: undefined })}>
                {t('issuances:filters.clear')}
              </Button>
            } />
          ) : (
            <EmptyState title={t('investors.empty.title', { context })} description={t('investors.empty.description', { context })} />
          )}
        </div>
      ) : (
        <ListTable
          stale={list.isPlaceholderData}
          busy={list.isFetching}
          caption={t('investors.table_caption', { context, page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => row.investor.id}
          loading={list.isPending}
          loadingRows={Math.min(query.per_page, 8)}
        />
      )}
      {data && data.meta.total > 0 && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
    </div>
  );
}
