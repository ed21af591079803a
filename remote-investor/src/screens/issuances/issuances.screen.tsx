import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PUBLISHED_PROJECT_STATUSES } from 'shared';
import { Button, EmptyState, PageHeader, Pagination } from 'shared/ui';
import {
  IssuanceCard,
  IssuanceCardSkeleton,
  IssuanceFilters,
  IssuanceRow,
  IssuanceRowSkeleton,
  ViewSwitch,
  type IssuanceFilterValues,
} from 'shared/issuances';
import { investorPaths } from '../../paths';
import { useFollowIssuance, useIssuanceChanges, useIssuances } from './issuances.api';
import { listQuery, readListSearch, writeListSearch, type ListSearch } from './list-search';
import { useIssuanceDisplay } from './use-issuance-display';
import styles from './issuances.module.css';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`; its first value at once. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
const SKELETONS = 6;

export default function IssuancesScreen() {
  const { t } = useTranslation('investor');
  const display = useIssuanceDisplay();
  const [params, setParams] = useSearchParams();
  const search = readListSearch(params);

  // The search box answers each keystroke, and so does the address, written in the keystroke's own
  // event (replacing the history entry: back skips half-typed words). Only the request waits for
  // typing to pause. A write to the address from a timer could land after the person clicked a
  // result and take them back to the list.
  const [searchText, setSearchText] = useState(search.filters.q);
  const [addressText, setAddressText] = useState(search.filters.q);
  if (addressText !== search.filters.q) {
    // The address changed by itself (back button, a link): the box shows what it now says.
    setAddressText(search.filters.q);
    if (searchText.trim() !== search.filters.q) setSearchText(search.filters.q);
  }
  const typeSearch = (text: string) => {
    setSearchText(text);
    if (text.trim() === search.filters.q) return;
    setAddressText(text.trim());
    setParams(writeListSearch({ ...search, filters: { ...search.filters, q: text }, page: 1 }), { replace: true });
  };
  const searched = useSettledValue(search.filters.q, SEARCH_DEBOUNCE_MS);
  const query = listQuery({ ...search, filters: { ...search.filters, q: searched } });

  const navigate = (next: ListSearch, replace = false) => setParams(writeListSearch(next), { replace });

  const list = useIssuances(query);
  const follow = useFollowIssuance();
  useIssuanceChanges();

  // A page past the end (an old link, a project unpublished since) lands on the last page there is.
  const lastPage = list.data?.meta.total_pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && search.page > lastPage) setParams(writeListSearch({ ...readListSearch(params), page: lastPage }), { replace: true });
  }, [lastPage, search.page, params, setParams]);

  const filtersValue: IssuanceFilterValues = { ...search.filters, q: searchText };
  const filtered = Boolean(search.filters.status || search.filters.product_type || search.filters.q || search.filters.followed);
  const clearFilters = () => {
    setSearchText('');
    navigate({ ...search, filters: { q: '', sort: search.filters.sort }, page: 1 });
  };
  const Item = search.view === 'grid' ? IssuanceCard : IssuanceRow;
  const Skeleton = search.view === 'grid' ? IssuanceCardSkeleton : IssuanceRowSkeleton;
  const itemsClass = search.view === 'grid' ? styles.grid : styles.rows;

  function results() {
    if (list.isPending || (lastPage > 0 && search.page > lastPage)) {
      return (
        <div role="status" aria-busy="true" aria-label={t('issuances.loading')} className={itemsClass}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </div>
      );
    }
    if (list.isError) {
      return (
        <EmptyState
          title={t('issuances.error')}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('issuances.retry')}
            </Button>
          }
        />
      );
    }
    const { data, meta } = list.data;
    if (data.length === 0) {
      const empty = search.filters.followed && !search.filters.status && !search.filters.product_type && !search.filters.q ? 'no_followed' : filtered ? 'no_match' : 'empty';
      return (
        <EmptyState
          title={t(`issuances.${empty}_title`)}
          description={t(`issuances.${empty}_description`)}
          action={
            filtered && (
              <Button variant="secondary" onClick={clearFilters}>
                {t('issuances.clear_filters')}
              </Button>
            )
          }
        />
      );
    }
    return (
      <>
        <ul className={itemsClass} aria-label={t('issuances.list_label')} aria-busy={list.isPlaceholderData || searched !== search.filters.q || undefined}>
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
        <Pagination page={meta.page} pageCount={meta.total_pages} onPageChange={(page) => navigate({ ...search, page })} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('issuances.title')} description={t('issuances.description', { context: display.wording === 'exeu' ? 'exeu' : undefined })} />
      <IssuanceFilters
        value={filtersValue}
        statuses={PUBLISHED_PROJECT_STATUSES}
        showFollowed
        onChange={(filters) => {
          if (filters.q !== searchText) typeSearch(filters.q);
          else navigate({ ...search, filters: { ...filters, q: search.filters.q }, page: 1 });
        }}
        onClear={clearFilters}
      />
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {list.data ? t('issuances.results', { count: list.data.meta.total }) : null}
        </p>
        <ViewSwitch value={search.view} onChange={(view) => navigate({ ...search, view })} />
      </div>
      {results()}
    </div>
  );
}
