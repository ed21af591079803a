import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, SearchX } from 'lucide-react';
import type { UserExportFormat, UserListQuery } from 'shared';
import { Button, EmptyState, ListFooter, ListTable, LoadError, PageHeader } from 'shared/ui';
import { saveFile, useAddressQuery, useHttp, useNotify } from 'host/platform';
import { managerPaths } from '../../paths';
import { useUserColumns } from './user-columns';
import { CLEARED_USER_FILTERS, isFiltered, UserFilters, userAddressSchema } from './user-filters';
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

const EXPORT_TEXT = { csv: 'users.export.csv', xlsx: 'users.export.xlsx' } as const;

/** Where a row's link came from, so the detail leads back to this list with its filters. */
export type UserLinkState = { back: string };

/**
 * The tenant's users (or its members) with the filters, search and page in the address, a table
 * on wide screens and cards on phones, and the export of every row the filters select.
 */
export function UsersPage({ scope }: { scope: UsersScope }) {
  const { t } = useTranslation(['manager', 'ui']);
  const { context } = useUserWords();
  const { query: addressQuery, update, search } = useAddressQuery(userAddressSchema);
  const query: UserListQuery = useMemo(
    () => (scope === 'members' ? { ...addressQuery, role: undefined, role_group: 'investor' } : addressQuery),
    [scope, addressQuery],
  );
  const list = useUsers(query);
  const listHref = `${scope === 'members' ? managerPaths.members.href() : managerPaths.users.href()}${search ? `?${search}` : ''}`;
  const linkState = useMemo(() => ({ back: listHref }), [listHref]);
  const columns = useUserColumns(linkState);
  const text = SCOPE_TEXT[scope];
  const data = list.data;
  const clear = () => update(CLEARED_USER_FILTERS);

  return (
    <div className={styles.page}>
      <PageHeader title={t(text.title, { context })} description={t(text.description, { context })} actions={<ExportButtons scope={scope} query={query} />} />
      <UserFilters withRole={scope === 'users'} query={addressQuery} update={update} />
      <h2 className={styles.count} aria-live="polite">
        {data ? t(text.count, { count: data.meta.total, context }) : '\u00a0'}
      </h2>

      {list.isError && !data ? (
        <LoadError keepsFilters title={t(text.error, { context })} description={t('users.error.description')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : data && data.data.length === 0 ? (
        <div className={styles.panel}>
          {isFiltered(addressQuery) ? (
            <EmptyState
              icon={<SearchX size={24} />}
              title={t(text.noMatch, { context })}
              description={t('users.no_match.description')}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t('users.filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t(text.empty, { context })} description={t(text.emptyDescription, { context })} />
          )}
        </div>
      ) : (
        <ListTable
          stale={list.isPlaceholderData}
          busy={list.isFetching}
          caption={t(text.caption, { page: query.page, pages: Math.max(1, data?.meta.total_pages ?? 1), context })}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={Math.min(query.per_page, 8)}
        />
      )}

      {data && data.meta.total > 0 && <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={update} />}
    </div>
  );
}

/** The export of every row the filters select (all pages), as CSV or XLSX. */
function ExportButtons({ scope, query }: { scope: UsersScope; query: UserListQuery }) {
  const { t } = useTranslation('manager');
  const http = useHttp();
  const notify = useNotify();
  const [exporting, setExporting] = useState<UserExportFormat | null>(null);

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

  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="secondary" icon={<Download size={16} aria-hidden="true" />} loading={exporting === format} onClick={() => void download(format)}>
          {t(EXPORT_TEXT[format])}
        </Button>
      ))}
    </>
  );
}
