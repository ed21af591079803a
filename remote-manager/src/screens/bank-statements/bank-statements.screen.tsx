import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useAddressQuery } from 'host/platform';
import { pageNumber, type BankStatement, type StatementEntry } from 'shared';
import { EmptyState, ListFooter, ListTable, LoadError, PageHeader, Tabs } from 'shared/ui';
import { useEntries, useStatements } from './bank-statements.api';
import { ENTRY_TABS } from './bank-statement-words';
import { DecisionDialog } from './decision-dialog';
import { useEntryColumns, type EntryAction } from './entry-columns';
import { useStatementColumns } from './statement-columns';
import { useStatementFormat } from './statement-format';
import { StatementUpload } from './statement-upload';
import styles from './bank-statements.module.css';

const SKELETON_ROWS = 3;
const TABS = ['to_decide', 'decided', 'imports'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => TABS.some((tab) => tab === value);

/** The screen's address: which list and its page. */
const screenQuerySchema = v.object({
  tab: v.optional(v.picklist(TABS), 'to_decide'),
  page: pageNumber(1, 10_000),
  per_page: pageNumber(20, 100),
});

type Paged = { meta: { total: number; total_pages: number } };
type ListQuery<T> = { data: T | undefined; isError: boolean; isPending: boolean; isFetching: boolean; isPlaceholderData: boolean; refetch: () => unknown };

/** One list's states: skeleton rows while loading, the error once, what it means when empty, the pages. */
function Results<Row, T extends Paged & { data: Row[] }>({
  list,
  caption,
  errorTitle,
  emptyTitle,
  emptyDescription,
  table,
  page,
  perPage,
  onPage,
}: {
  list: ListQuery<T>;
  caption: string;
  errorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  table: (rows: Row[], loading: boolean, stale: boolean) => ReactNode;
  page: number;
  perPage: number;
  onPage: (changes: { page?: string; per_page?: string }) => void;
}) {
  const { t } = useTranslation('manager');
  const data = list.data;
  if (list.isError && !data) return <LoadError title={errorTitle} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (data && data.data.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  if (!data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('bank_statements.loading', { list: caption })}>
        <div aria-hidden="true">{table([], true, false)}</div>
      </div>
    );
  }
  return (
    <>
      {table(data.data, false, list.isPlaceholderData)}
      <ListFooter page={page} perPage={perPage} totalPages={data.meta.total_pages} onChange={onPage} />
    </>
  );
}

/** /manager/bank-statements: import the bank's statements, decide on the credits that paid nothing by themselves, and see past imports. */
export default function BankStatementsScreen() {
  const { t } = useTranslation('manager');
  const format = useStatementFormat();
  const { query, update } = useAddressQuery(screenQuerySchema);
  const onEntries = query.tab !== 'imports';
  const entries = useEntries({ state: query.tab === 'decided' ? 'decided' : 'to_decide', page: query.page, per_page: query.per_page }, onEntries);
  const statements = useStatements({ page: query.page, per_page: query.per_page }, !onEntries);
  const [asked, setAsked] = useState<{ action: EntryAction; entry: StatementEntry } | null>(null);
  const onAsk = useCallback((action: EntryAction, entry: StatementEntry) => setAsked({ action, entry }), []);
  const entryColumns = useEntryColumns({ format, onAsk });
  const statementColumns = useStatementColumns(format);

  // A page past the end (the last entry of a page decided) lands on the last page there is.
  const lastPage = (onEntries ? entries.data : statements.data)?.meta.total_pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && query.page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : undefined }, { replace: true });
  }, [lastPage, query.page, update]);

  const tabs = TABS.map((tab) => ({
    id: tab,
    label: t(tab === 'imports' ? 'bank_statements.tabs.imports' : ENTRY_TABS[tab].tab),
    count: tab === query.tab ? (onEntries ? entries.data?.meta.total : statements.data?.meta.total) : undefined,
  }));
  const pageProps = { page: query.page, perPage: query.per_page, onPage: update };
  const words = ENTRY_TABS[query.tab === 'decided' ? 'decided' : 'to_decide'];
  return (
    <div className={styles.page}>
      <PageHeader title={t('bank_statements.title')} description={t('bank_statements.description')} />
      <StatementUpload />
      <Tabs items={tabs} value={query.tab} label={t('bank_statements.tabs_label')} onChange={(tab) => update({ tab: isTab(tab) && tab !== 'to_decide' ? tab : undefined })}>
        {onEntries ? (
          <Results
            list={entries}
            caption={t(words.tab)}
            errorTitle={t('bank_statements.entries_error')}
            emptyTitle={t(words.empty)}
            emptyDescription={t(words.emptyDescription)}
            table={(rows: StatementEntry[], loading, stale) => (
              <ListTable caption={t(words.tab)} hideCaption columns={entryColumns} rows={rows} rowKey={(row) => row.id} loading={loading} loadingRows={SKELETON_ROWS} stale={stale} busy={stale} />
            )}
            {...pageProps}
          />
        ) : (
          <Results
            list={statements}
            caption={t('bank_statements.tabs.imports')}
            errorTitle={t('bank_statements.imports_error')}
            emptyTitle={t('bank_statements.empty.imports')}
            emptyDescription={t('bank_statements.empty.imports_description')}
            table={(rows: BankStatement[], loading, stale) => (
              <ListTable caption={t('bank_statements.tabs.imports')} hideCaption columns={statementColumns} rows={rows} rowKey={(row) => row.id} loading={loading} loadingRows={SKELETON_ROWS} stale={stale} busy={stale} />
            )}
            {...pageProps}
          />
        )}
      </Tabs>
      <DecisionDialog asked={asked} format={format} onClose={() => setAsked(null)} />
    </div>
  );
}
