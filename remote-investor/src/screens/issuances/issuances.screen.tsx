import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAddressQuery } from 'host/platform';
import { DEFAULT_ISSUANCE_PAGE_SIZE, ISSUANCE_PAGE_SIZES, issuanceListQuerySchema, PUBLISHED_PROJECT_STATUSES, type IssuanceListQuery } from 'shared';
import { Button, EmptyState, ListFooter, LoadError, PageHeader, useSearchText } from 'shared/ui';
import {
  CLEARED_FILTERS,
  hasFilters,
  IssuanceCard,
  IssuanceCardSkeleton,
  IssuanceListFilters,
  IssuanceRow,
  IssuanceRowSkeleton,
  ViewSwitch,
  type IssuanceView,
} from 'shared/issuances';
import { investorPaths } from '../../paths';
import { useFollowIssuance, useIssuanceChanges, useIssuances } from './issuances.api';
import { useIssuanceDisplay } from './use-issuance-display';
import styles from './issuances.module.css';

const SKELETONS = 6;

/** /user/issuances: the published projects, with the filters, search, page and view in the address. */
export default function IssuancesScreen() {
  const { t } = useTranslation('investor');
  const display = useIssuanceDisplay();
  const { query, update } = useAddressQuery(issuanceListQuerySchema);
  const [params] = useSearchParams();
  const view: IssuanceView = params.get('view') === 'list' ? 'list' : 'grid';
  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const [text, setText] = useSearchText(query.q ?? '', search);

  const list = useIssuances(query);
  useIssuanceChanges();

  // A page past the end (an old link, a project unpublished since) lands on the last page there is.
  const lastPage = list.data?.meta.total_pages ?? 0;
  const pastTheEnd = lastPage > 0 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage > 1 ? String(lastPage) : undefined }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  const clearFilters = () => {
    setText('');
    update(CLEARED_FILTERS);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('issuances.title')} description={t('issuances.description', { context: display.wording === 'exeu' ? 'exeu' : undefined })} />
      <IssuanceListFilters query={query} text={text} onText={setText} statuses={PUBLISHED_PROJECT_STATUSES} showFollowed onChange={update} onClear={clearFilters} />
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {list.data ? t('issuances.results', { count: list.data.meta.total }) : null}
        </p>
        {/* A view is not a filter: the page stays. */}
        <ViewSwitch value={view} onChange={(next) => update({ view: next === 'grid' ? undefined : next, page: query.page > 1 ? String(query.page) : undefined })} />
      </div>
      <IssuanceResults
        query={query}
        view={view}
        list={list}
        loading={list.isPending || pastTheEnd}
        // Until the request for what was typed answers, the list says it is updating.
        busy={list.isPlaceholderData || text.trim() !== (query.q ?? '')}
        onClear={clearFilters}
        onPage={update}
      />
    </div>
  );
}

type ResultsProps = {
  query: IssuanceListQuery;
  view: IssuanceView;
  list: ReturnType<typeof useIssuances>;
  loading: boolean;
  busy: boolean;
  onClear: () => void;
  onPage: (changes: { page?: string; per_page?: string }) => void;
};

/** The page of projects as cards or rows: skeletons, the error once, what to do when none, the pages. */
function IssuanceResults({ query, view, list, loading, busy, onClear, onPage }: ResultsProps) {
  const { t } = useTranslation('investor');
  const display = useIssuanceDisplay();
  const follow = useFollowIssuance();
  const Item = view === 'grid' ? IssuanceCard : IssuanceRow;
  const Skeleton = view === 'grid' ? IssuanceCardSkeleton : IssuanceRowSkeleton;
  const itemsClass = view === 'grid' ? styles.grid : styles.rows;

  if (list.isError && !list.data) return <LoadError keepsFilters title={t('issuances.error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (loading || !list.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('issuances.loading')} className={itemsClass}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </div>
    );
  }
  const { data, meta } = list.data;
  if (data.length === 0) {
    const filtered = hasFilters(query);
    const empty = query.followed && !query.status && !query.product_type && !query.q ? 'no_followed' : filtered ? 'no_match' : 'empty';
    return (
      <EmptyState
        title={t(`issuances.${empty}_title`)}
        description={t(`issuances.${empty}_description`)}
        action={
          filtered && (
            <Button variant="secondary" onClick={onClear}>
              {t('issuances.clear_filters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <ul className={itemsClass} aria-label={t('issuances.list_label')} aria-busy={busy || undefined}>
        {data.map((issuance) => (
          <li key={issuance.id}>
            <Item
              issuance={issuance}
              to={investorPaths.issuance.href(issuance.id)}
              linkComponent={Link}
              formatMoney={display.formatMoney}
              showProgress={display.showProgress}
              wording={display.wording}
              onFollowChange={(next) => follow.mutate({ id: issuance.id, follow: next })}
              followPending={follow.isPending && String(follow.variables.id) === String(issuance.id)}
            />
          </li>
        ))}
      </ul>
      <ListFooter page={query.page} perPage={query.per_page} totalPages={meta.total_pages} sizes={ISSUANCE_PAGE_SIZES} defaultSize={DEFAULT_ISSUANCE_PAGE_SIZE} onChange={onPage} />
    </>
  );
}
