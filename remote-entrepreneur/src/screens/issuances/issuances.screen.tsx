import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { DEFAULT_ISSUANCE_PAGE_SIZE, ISSUANCE_PAGE_SIZES, projectStatusOrder, type IssuanceListQuery, type Money } from 'shared';
import { Button, EmptyState, PageHeader, Pagination, Select } from 'shared/ui';
import { hasFilters, IssuanceCard, IssuanceCardSkeleton, ViewSwitch } from 'shared/issuances';
import { useCurrency, useCustomization, useHttp } from 'host/platform';
import { IssuanceLink } from '../../issuance-link';
import { entrepreneurPaths } from '../../paths';
import { useWording } from '../../wording';
import { getIssuances, issuanceKeys } from './issuances.api';
import { IssuancesTable } from './issuances-table';
import { ListFilters } from './list-filters';
import { useListParams } from './list-params';
import styles from './issuances.module.css';

/** /entrepreneur/issuances: the signed-in entrepreneur's own issuances, any status. */
export default function IssuancesScreen() {
  const { t } = useTranslation(['entrepreneur', 'ui', 'issuances']);
  const http = useHttp();
  const customization = useCustomization();
  const { format } = useCurrency();
  const { wording, context } = useWording();
  const { query, view, update, clearFilters } = useListParams();
  const formatMoney = useCallback((amount: Money) => format(amount, { fractionDigits: 0 }), [format]);

  const list = useQuery({
    queryKey: issuanceKeys.list(query),
    queryFn: ({ signal }) => getIssuances(http, query, signal),
    placeholderData: keepPreviousData,
  });

  const data = list.data;
  const pages = data ? Math.max(1, data.meta.total_pages) : 1;

  // A page past the end (the last row of the last page deleted, a stale link): show the last one.
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && data.data.length === 0 && data.meta.total > 0 && query.page > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages === 1 ? undefined : String(pages) }, { replace: true });
  }, [pastTheEnd, pages, update]);
  const filtered = hasFilters(query);

  return (
    <div className={styles.page}>
      <PageHeader title={t('issuances.title')} description={t('issuances.description')} />

      <ListFilters query={query} statuses={projectStatusOrder(customization)} onChange={update} onClear={clearFilters} />

      <div className={styles.summary}>
        <h2 className={styles.count} aria-live="polite">
          {data ? t('issuances.count', { count: data.meta.total }) : '\u00a0'}
        </h2>
        <ViewSwitch value={view} onChange={(next) => update({ view: next })} />
      </div>

      {list.isError && !data ? (
        <div className={styles.panel} role="alert">
          <EmptyState
            title={t('issuances.error.title')}
            description={t('issuances.error.description')}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                {t('ui:action.retry')}
              </Button>
            }
          />
        </div>
      ) : data && data.data.length === 0 && !pastTheEnd ? (
        <div className={styles.panel}>
          {filtered ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={t('issuances.no_match.title')}
              description={t('issuances.no_match.description')}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {t('issuances:filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('issuances.empty.title')} description={t('issuances.empty.description')} />
          )}
        </div>
      ) : (
        <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isFetching || undefined}>
          {view === 'grid' ? (
            <ul className={styles.grid} aria-label={t('issuances.title')} aria-busy={list.isPending || pastTheEnd || undefined}>
              {list.isPending || pastTheEnd
                ? Array.from({ length: Math.min(query.per_page, 6) }, (_, index) => (
                    <li key={index}>
                      <IssuanceCardSkeleton />
                    </li>
                  ))
                : (data?.data ?? []).map((issuance) => (
                    <li key={issuance.id} className={styles.gridItem}>
                      <IssuanceCard
                        issuance={issuance}
                        to={entrepreneurPaths.issuance.href(issuance.id)}
                        linkComponent={IssuanceLink}
                        formatMoney={formatMoney}
                        showProgress={!customization.hide.progressBar}
                        wording={wording}
                      />
                    </li>
                  ))}
            </ul>
          ) : (
            <IssuancesTable
              caption={t('issuances.table_caption', { page: query.page, pages })}
              rows={data?.data ?? []}
              sort={query.sort}
              onSortChange={(sort) => update({ sort: sort === 'newest' ? undefined : sort })}
              loading={list.isPending || pastTheEnd}
              loadingRows={Math.min(query.per_page, 8)}
              wording={context}
              showProgress={!customization.hide.progressBar}
            />
          )}
        </div>
      )}

      {data && data.meta.total > 0 && (
        <div className={styles.footer}>
          <Pagination page={query.page} pageCount={pages} onPageChange={(page) => update({ page: page === 1 ? undefined : String(page) })} />
          <PageSize query={query} onChange={(perPage) => update({ per_page: perPage })} />
        </div>
      )}
    </div>
  );
}

function PageSize({ query, onChange }: { query: IssuanceListQuery; onChange: (perPage: string | undefined) => void }) {
  const { t } = useTranslation('entrepreneur');
  const options = ISSUANCE_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
  return (
    <Select
      className={styles.pageSize}
      label={t('issuances.per_page')}
      placeholder={false}
      options={options}
      value={String(query.per_page)}
      onChange={(event) => onChange(event.target.value === String(DEFAULT_ISSUANCE_PAGE_SIZE) ? undefined : event.target.value)}
    />
  );
}
