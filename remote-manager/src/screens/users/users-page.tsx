import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Download, SearchX } from 'lucide-react';
import {
  DEFAULT_USER_PAGE_SIZE,
  formatDate,
  KYC_STATUSES,
  localeOf,
  USER_FLAG_FILTERS,
  USER_PAGE_SIZES,
  type UserExportFormat,
  type UserListQuery,
  type UserRow,
} from 'shared';
import { Badge, Button, EmptyState, Input, PageHeader, Pagination, rowLink, rowLinks, Select, Skeleton, StatusBadge, Table, type Column } from 'shared/ui';
import { saveFile, useBreakpoint, useHttp, useNotify } from 'host/platform';
import { managerPaths } from '../../paths';
import { useUserListParams } from './list-params';
import { useUserWords } from './user-words';
import { exportUsers, useUsers } from './users.api';
import styles from './users.module.css';

/** `users`: every user of the tenant; `members`: the same list restricted to investors. */
export type UsersScope = 'users' | 'members';

/** The words that differ between the two lists (literal keys, so the message checks see them). */
const SCOPE_TEXT = {
  users: {
    title: 'users.title',
    description: 'users.description',
    count: 'users.count',
    caption: 'users.table_caption',
    empty: 'users.empty.title',
    emptyDescription: 'users.empty.description',
    noMatch: 'users.no_match.title',
    error: 'users.error.title',
  },
  members: {
    title: 'members.title',
    description: 'members.description',
    count: 'members.count',
    caption: 'members.table_caption',
    empty: 'members.empty.title',
    emptyDescription: 'members.empty.description',
    noMatch: 'members.no_match.title',
    error: 'members.error.title',
  },
} as const;

/** Where a row's link came from, so the detail leads back to this list with its filters. */
export type UserLinkState = { back: string };

/**
 * The tenant's users (or its members) with the filters, search and page in the address, a table
 * on wide screens and cards on phones, and the export of every row the filters select.
 */
export function UsersPage({ scope }: { scope: UsersScope }) {
  const { t, i18n } = useTranslation(['manager', 'domain', 'ui']);
  const locale = localeOf(i18n.language);
  const http = useHttp();
  const notify = useNotify();
  const phone = useBreakpoint() === 'mobile';
  const { context, roleName, roleOptions } = useUserWords();
  const { query: addressQuery, update, clearFilters, filtered, search } = useUserListParams();
  const query: UserListQuery = useMemo(
    () => (scope === 'members' ? { ...addressQuery, role: undefined, role_group: 'investor' } : addressQuery),
    [scope, addressQuery],
  );
  const list = useUsers(query);
  const [exporting, setExporting] = useState<UserExportFormat | null>(null);
  const listHref = `${scope === 'members' ? managerPaths.members.href() : managerPaths.users.href()}${search ? `?${search}` : ''}`;
  const linkState: UserLinkState = { back: listHref };
  const text = SCOPE_TEXT[scope];

  async function download(format: UserExportFormat) {
    setExporting(format);
    try {
      const { page: _page, per_page: _perPage, ...filters } = query;
      saveFile(await exportUsers(http, filters, format), `${scope}.${format}`);
    } catch {
      notify.error('manager:users.export.failed');
    } finally {
      setExporting(null);
    }
  }

  const fullName = (row: UserRow) => [row.name, row.surname].filter(Boolean).join(' ') || row.username;
  const roles = (row: UserRow) => row.roles.map(roleName).join(' · ');
  const flags = (row: UserRow) =>
    row.flags.length === 0 ? (
      <span className={styles.muted}>—</span>
    ) : (
      <span className={styles.flags}>
        {row.flags.map((flag) => (
          <Badge key={flag} tone="danger" label={t(`domain:user_flag.${flag}`)} />
        ))}
      </span>
    );
  const nameLink = (row: UserRow) => (
    <Link {...rowLink} className={styles.nameLink} to={managerPaths.user.href(row.id)} state={linkState}>
      {fullName(row)}
    </Link>
  );

  const columns: Column<UserRow>[] = [
    { id: 'name', header: t('users.column.name'), cell: nameLink },
    { id: 'email', header: t('users.column.email'), cell: (row) => <span className={styles.email}>{row.email}</span> },
    { id: 'roles', header: t('users.column.roles'), cell: roles },
    { id: 'person', header: t('users.column.person_type'), cell: (row) => t(`domain:person_type.${row.person_type}`) },
    { id: 'kyc', header: t('users.column.kyc'), cell: (row) => <StatusBadge kind="kyc" status={row.kyc_status} /> },
    { id: 'flags', header: t('users.column.flags'), cell: flags },
    { id: 'registered', header: t('users.column.registered'), align: 'end', cell: (row) => <span className={styles.nowrap}>{formatDate(row.registered_at, locale)}</span> },
  ];

  const data = list.data;
  const pages = data ? Math.max(1, data.meta.total_pages) : 1;
  const title = t(text.title, { context });

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        description={t(text.description, { context })}
        actions={
          <>
            <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={exporting === 'csv'} onClick={() => void download('csv')}>
              {t('users.export.csv')}
            </Button>
            <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
              {t('users.export.xlsx')}
            </Button>
          </>
        }
      />

      <div className={styles.filters} role="search" aria-label={t('users.filters.label')}>
        <SearchField label={t('users.filters.search')} value={addressQuery.q ?? ''} onSearch={(q) => update({ q }, { replace: true })} />
        {scope === 'users' && (
          <Select
            label={t('users.filters.role')}
            placeholder={t('users.filters.any_role')}
            options={roleOptions}
            value={addressQuery.role ?? ''}
            onChange={(event) => update({ role: event.target.value })}
          />
        )}
        <Select
          label={t('users.filters.kyc')}
          placeholder={t('users.filters.any_kyc')}
          options={KYC_STATUSES.map((status) => ({ value: status, label: t(`domain:kyc_status.${status}`) }))}
          value={addressQuery.kyc_status ?? ''}
          onChange={(event) => update({ kyc_status: event.target.value })}
        />
        <Select
          label={t('users.filters.flag')}
          placeholder={t('users.filters.any_flag')}
          options={USER_FLAG_FILTERS.map((flag) => ({
            value: flag,
            label: flag === 'any' ? t('users.filters.flag_any') : flag === 'none' ? t('users.filters.flag_none') : t(`domain:user_flag.${flag}`),
          }))}
          value={addressQuery.flag ?? ''}
          onChange={(event) => update({ flag: event.target.value })}
        />
        <div className={styles.dates}>
          <Input
            type="date"
            label={t('users.filters.registered_from')}
            value={addressQuery.registered_from ?? ''}
            max={addressQuery.registered_to}
            onChange={(event) => update({ registered_from: event.target.value })}
          />
          <Input
            type="date"
            label={t('users.filters.registered_to')}
            value={addressQuery.registered_to ?? ''}
            min={addressQuery.registered_from}
            onChange={(event) => update({ registered_to: event.target.value })}
          />
        </div>
        {filtered && (
          <Button variant="ghost" className={styles.clear} onClick={clearFilters}>
            {t('users.filters.clear')}
          </Button>
        )}
      </div>

      <h2 className={styles.count} aria-live="polite">
        {data ? t(text.count, { count: data.meta.total, context }) : '\u00a0'}
      </h2>

      {list.isError && !data ? (
        <div className={styles.panel} role="alert">
          <EmptyState
            title={t(text.error, { context })}
            description={t('users.error.description')}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                {t('ui:action.retry')}
              </Button>
            }
          />
        </div>
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {filtered ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={t(text.noMatch, { context })}
              description={t('users.no_match.description')}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {t('users.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t(text.empty, { context })} description={t(text.emptyDescription, { context })} />
          )}
        </div>
      ) : (
        <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isFetching || undefined}>
          {phone ? (
            <ul {...rowLinks} className={`${styles.cards} ${rowLinks.className}`} aria-label={title}>
              {list.isPending
                ? Array.from({ length: 4 }, (_, index) => (
                    <li key={index} className={styles.card}>
                      <Skeleton width="60%" />
                      <Skeleton width="80%" />
                      <Skeleton width="40%" />
                    </li>
                  ))
                : (data?.data ?? []).map((row) => (
                    <li key={row.id} className={styles.card}>
                      <div className={styles.cardHead}>
                        {nameLink(row)}
                        <StatusBadge kind="kyc" status={row.kyc_status} />
                      </div>
                      <span className={styles.email}>{row.email}</span>
                      <dl className={styles.cardFacts}>
                        <dt>{t('users.column.roles')}</dt>
                        <dd>{roles(row)}</dd>
                        <dt>{t('users.column.person_type')}</dt>
                        <dd>{t(`domain:person_type.${row.person_type}`)}</dd>
                        <dt>{t('users.column.registered')}</dt>
                        <dd>{formatDate(row.registered_at, locale)}</dd>
                      </dl>
                      {row.flags.length > 0 && flags(row)}
                    </li>
                  ))}
            </ul>
          ) : (
            <Table
              caption={t(text.caption, { page: query.page, pages, context })}
              hideCaption
              columns={columns}
              rows={data?.data ?? []}
              rowKey={(row) => row.id}
              manualSorting
              loading={list.isPending}
              loadingRows={Math.min(query.per_page, 8)}
            />
          )}
        </div>
      )}

      {data && data.meta.total > 0 && (
        <div className={styles.footer}>
          <Pagination page={query.page} pageCount={pages} onPageChange={(page) => update({ page: page === 1 ? undefined : String(page) })} />
          <Select
            className={styles.pageSize}
            label={t('users.per_page')}
            placeholder={false}
            options={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(query.per_page)}
            onChange={(event) => update({ per_page: event.target.value === String(DEFAULT_USER_PAGE_SIZE) ? undefined : event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

/** Searches as the person types, once they pause, without a history entry per letter. */
function SearchField({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim() || undefined), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return <Input type="search" label={label} value={text} onChange={(event) => setText(event.target.value)} className={styles.search} />;
}
