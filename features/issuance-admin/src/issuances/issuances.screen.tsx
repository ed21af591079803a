import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, SearchX } from 'lucide-react';
import { DEFAULT_ISSUANCE_PAGE_SIZE, ISSUANCE_PAGE_SIZES, projectStatusOrder, type IssuanceListQuery, type IssuanceSummary, type Money } from 'shared';
import { Button, EmptyState, PageHeader, Pagination, Select } from 'shared/ui';
import { hasFilters, ViewSwitch } from 'shared/issuances';
import { useCurrency, useCustomization, useHttp, useNotify } from 'host/platform';
import type { IssuanceArea } from '../area';
import '../messages';
import { useWording } from '../wording';
import { exportIssuances, useDeleteIssuance, useFollowIssuance, useIssuances } from './issuances.api';
import { ExportButtons } from '../list/list-parts';
import { IssuancesGrid } from './issuances-grid';
import { IssuancesTable } from './issuances-table';
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
  const { format } = useCurrency();
  const { wording, context } = useWording();
  const { query, view, update, clearFilters } = useListParams();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<IssuanceSummary | null>(null);
  const formatMoney = useCallback((amount: Money) => format(amount, { fractionDigits: 0 }), [format]);

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
  const filtered = hasFilters(query);
  const { capabilities } = area;
  const actions = {
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
        <ViewSwitch value={view} onChange={(next) => update({ view: next })} />
      </div>

      {list.isError && !data ? (
        <div className={styles.panel} role="alert">
          <EmptyState
            title={t(`${ns}:issuances.error.title`)}
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
              title={t(`${ns}:issuances.no_match.title`)}
              description={t(`${ns}:issuances.no_match.description`)}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {t('issuances:filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t(`${ns}:issuances.empty.title`)} description={t(`${ns}:issuances.empty.description`)} />
          )}
        </div>
      ) : (
        <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isFetching || undefined}>
          {view === 'grid' ? (
            <IssuancesGrid
              area={area}
              label={t(`${ns}:issuances.title`)}
              rows={data?.data ?? []}
              loading={list.isPending || pastTheEnd}
              loadingCards={Math.min(query.per_page, 6)}
              wording={wording}
              formatMoney={formatMoney}
              showProgress={!customization.hide.progressBar}
              {...actions}
            />
          ) : (
            <IssuancesTable
              area={area}
              caption={t(`${ns}:issuances.table_caption`, { page: query.page, pages })}
              rows={data?.data ?? []}
              sort={query.sort}
              onSortChange={(sort) => update({ sort: sort === 'newest' ? undefined : sort })}
              loading={list.isPending || pastTheEnd}
              loadingRows={Math.min(query.per_page, 8)}
              wording={context}
              showProgress={!customization.hide.progressBar}
              {...actions}
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

function PageSize({ query, onChange }: { query: IssuanceListQuery; onChange: (perPage: string | undefined) => void }) {
  const { t } = useTranslation('issuance-admin');
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
