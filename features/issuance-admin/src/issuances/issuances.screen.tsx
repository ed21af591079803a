import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, SearchX } from 'lucide-react';
import { DEFAULT_ISSUANCE_PAGE_SIZE, ISSUANCE_PAGE_SIZES, projectStatusOrder, type IssuanceListQuery, type IssuanceSort, type IssuanceSummary, type Money } from 'shared';
import { Button, EmptyState, ListFooter, LoadError, PageHeader } from 'shared/ui';
import { hasFilters, ViewSwitch, type IssuanceView } from 'shared/issuances';
import { useCurrency, useCustomization, useHttp, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useWording } from '../wording';
import { exportIssuances, useDeleteIssuance, useFollowIssuance, useIssuances } from './issuances.api';
import { ExportButtons } from '../list/list-parts';
import { IssuancesGrid } from './issuances-grid';
import { IssuancesTable, type IssuanceActions } from './issuances-table';
import { DeleteIssuanceDialog } from './delete-issuance-dialog';
import { ListFilters } from './list-filters';
import { useListParams } from './list-params';
import styles from './issuances.module.css';

type IssuancesPageProps = { area: IssuanceArea };

/** The issuances the person may see, as a sortable table or token cards, with the filters,
 * search, order, page and view in the address; follow, delete and export as the area allows. */
export function IssuancesPage({ area }: IssuancesPageProps) {
  const { t } = useTranslation(['issuance-admin', 'ui', 'issuances', area.ns]);
  const { ns } = area;
  const http = useHttp();
  const notify = useNotify();
  const customization = useCustomization();
  const { context } = useWording();
  const { query, view, update, setView, clearFilters } = useListParams();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<IssuanceSummary | null>(null);

  const list = useIssuances(area.ns, query);

  const follow = useFollowIssuance(area.ns);
  const remove = useDeleteIssuance(area.ns);

  async function confirmDelete(issuance: IssuanceSummary) {
    await remove.mutateAsync(issuance);
    notify.success('issuance-admin:issuances.delete.done', { title: issuance.title });
    setToDelete(null);
    // The row and its button are gone: focus goes to the results heading, not the page top.
    requestAnimationFrame(() => resultsRef.current?.focus());
  }

  const data = list.data;
  const pages = data ? Math.max(1, data.meta.total_pages) : 1;

  // A page past the end (the last row of the last page deleted, a stale link): show the last one.
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && data.data.length === 0 && data.meta.total > 0 && query.page > pages;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages === 1 ? undefined : String(pages) }, { replace: true });
  }, [pastTheEnd, pages, update]);
  const { capabilities } = area;
  const actions: IssuanceActions = {
    onFollow: capabilities.follow ? (issuance: IssuanceSummary) => follow.mutate(issuance) : undefined,
    onDelete: capabilities.delete ? setToDelete : undefined,
    followBusy: follow.isPending ? (follow.variables?.id ?? null) : null,
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(`${ns}:issuances.title`)}
        description={t(`${ns}:issuances.description`)}
        actions={
          <>
            {capabilities.export && <ExportButtons fileName="issuances" load={(fileFormat) => exportIssuances(http, query, fileFormat)} />}
            <Link className={styles.newButton} to={area.paths.createIssuance.href()}>
              <Plus size={16} aria-hidden="true" />
              {t('issuances.new')}
            </Link>
          </>
        }
      />

      <ListFilters query={query} statuses={projectStatusOrder(customization)} onChange={update} onClear={clearFilters} showFollowed={capabilities.follow} />

      <div className={styles.summary}>
        <h2 ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite">
          {data ? t('issuances.count', { count: data.meta.total }) : '\u00a0'}
        </h2>
        <ViewSwitch value={view} onChange={setView} />
      </div>

      <IssuancesResults
        area={area}
        list={list}
        query={query}
        pastTheEnd={pastTheEnd}
        view={view}
        actions={actions}
        onClear={clearFilters}
        onSort={(sort) => update({ sort: sort === 'newest' ? undefined : sort })}
      />

      {data && data.meta.total > 0 && (
        <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} sizes={ISSUANCE_PAGE_SIZES} defaultSize={DEFAULT_ISSUANCE_PAGE_SIZE} onChange={update} />
      )}

      {capabilities.delete && (
      <DeleteIssuanceDialog
        issuance={toDelete}
        wording={context}
        onConfirm={() => (toDelete ? confirmDelete(toDelete) : Promise.resolve())}
        onClose={() => setToDelete(null)}
      />
      )}
    </div>
  );
}

type IssuancesResultsProps = {
  area: IssuanceArea;
  list: ReturnType<typeof useIssuances>;
  query: IssuanceListQuery;
  pastTheEnd: boolean;
  view: IssuanceView;
  actions: IssuanceActions;
  onClear: () => void;
  onSort: (sort: IssuanceSort) => void;
};

/** The list's rows as the table or the token cards, or why there are none. */
function IssuancesResults({ area, list, query, pastTheEnd, view, actions, onClear, onSort }: IssuancesResultsProps) {
  const { t } = useTranslation(['issuance-admin', 'issuances', area.ns]);
  const { ns } = area;
  const customization = useCustomization();
  const { format } = useCurrency();
  const { wording, context } = useWording();
  const formatMoney = useCallback((amount: Money) => format(amount, { fractionDigits: 0 }), [format]);
  const data = list.data;

  if (list.isError && !data) {
    return <LoadError keepsFilters title={t(`${ns}:issuances.error.title`)} description={t('issuances.error.description')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  }
  if (data && data.data.length === 0 && !pastTheEnd) {
    return (
      <div className={styles.panel}>
        {hasFilters(query) ? (
          <EmptyState
            icon={<SearchX size={24} />}
            title={t(`${ns}:issuances.no_match.title`)}
            description={t(`${ns}:issuances.no_match.description`)}
            action={
              <Button variant="secondary" onClick={onClear}>
                {t('issuances:filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t(`${ns}:issuances.empty.title`)} description={t(`${ns}:issuances.empty.description`)} />
        )}
      </div>
    );
  }
  const rows = data?.data ?? [];
  const loading = list.isPending || pastTheEnd;
  return (
    <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isFetching || undefined}>
      {view === 'grid' ? (
        <IssuancesGrid
          area={area}
          label={t(`${ns}:issuances.title`)}
          rows={rows}
          loading={loading}
          loadingCards={Math.min(query.per_page, 6)}
          wording={wording}
          formatMoney={formatMoney}
          showProgress={!customization.hide.progressBar}
          {...actions}
        />
      ) : (
        <IssuancesTable
          area={area}
          caption={t(`${ns}:issuances.table_caption`, { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1) })}
          rows={rows}
          sort={query.sort}
          onSortChange={onSort}
          loading={loading}
          loadingRows={Math.min(query.per_page, 8)}
          wording={context}
          showProgress={!customization.hide.progressBar}
          {...actions}
        />
      )}
    </div>
  );
}
