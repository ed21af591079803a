import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressQuery, useCustomization } from 'host/platform';
import { INVESTMENT_TABS, myInvestmentsQuerySchema, type InvestmentTab, type MyInvestmentsQuery } from 'shared';
import { ButtonLink, ConfirmDialog, EmptyState, ListFooter, ListTable, LoadError, PageHeader, Tabs } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { useInvestmentChanges } from '../../api/my-investments';
import { InPersonNotice, useActingInPerson } from '../../components/in-person';
import { useInvestmentColumns } from './investment-columns';
import { useMyInvestments } from './investments.api';
import { useInvestmentMove } from './use-investment-move';
import styles from './investments.module.css';

const SKELETON_ROWS = 4;

const isTab = (value: string): value is InvestmentTab => INVESTMENT_TABS.some((tab) => tab === value);

/** /user/investments: the investor's investments by tab (spec section 4), each with its next action. */
export default function InvestmentsScreen() {
  const { t } = useTranslation(['investor', 'domain']);
  const inPerson = useActingInPerson();
  const format = useInvestorFormat();
  const { query, update } = useAddressQuery(myInvestmentsQuerySchema);
  const list = useMyInvestments(query);
  useInvestmentChanges();
  const move = useInvestmentMove();

  // A page past the end (an old link, an investment moved to another tab since) lands on the last page there is.
  const lastPage = list.data?.meta.total_pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && query.page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : undefined }, { replace: true });
  }, [lastPage, query.page, update]);

  // A tab named by the address may sit past the edge of a phone's scrolling tab list: brought into
  // view, again once the counts have widened the tabs.
  const tabsRef = useRef<HTMLDivElement>(null);
  const counted = list.data !== undefined;
  useEffect(() => {
    tabsRef.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [query.tab, counted]);

  const tabs = INVESTMENT_TABS.map((tab) => ({ id: tab, label: t(`domain:investment_tab.${tab}`), count: list.data?.tab_counts[tab] }));
  const asked = move.asking?.move ?? 'cancel';
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('investments.title')}
        description={t('investments.description')}
        actions={
          <ButtonLink as={Link} variant="secondary" to={investorPaths.portfolio.href()}>
            {t('investments.portfolio')}
          </ButtonLink>
        }
      />
      {!inPerson && <InPersonNotice text={t('in_person.investments')} />}
      <div ref={tabsRef}>
        <Tabs
          items={tabs}
          value={query.tab}
          label={t('investments.tabs_label')}
          onChange={(tab) => update({ tab: isTab(tab) && tab !== 'all' ? tab : undefined })}
        >
          <InvestmentsResults query={query} list={list} onAsk={move.ask} onPage={update} />
        </Tabs>
      </div>
      <ConfirmDialog
        open={move.asking !== null}
        title={t(`investments.${asked}.title`)}
        description={t(`investments.${asked}.description`, {
          project: move.asking?.investment.project_title ?? '',
          amount: move.asking ? format.money(move.asking.investment.amount) : '',
        })}
        consequence={t(`investments.${asked}.consequence`)}
        confirmLabel={t(`investments.${asked}.confirm`)}
        cancelLabel={t('investments.keep')}
        error={move.error}
        onConfirm={move.confirm}
        onCancel={move.dismiss}
      />
    </div>
  );
}

type ResultsProps = {
  query: MyInvestmentsQuery;
  list: ReturnType<typeof useMyInvestments>;
  onAsk: ReturnType<typeof useInvestmentMove>['ask'];
  onPage: (changes: { page?: string; per_page?: string }) => void;
};

/** One tab's rows: skeleton rows while loading, the error once, what to do when empty, the pages. */
function InvestmentsResults({ query, list, onAsk, onPage }: ResultsProps) {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const { hide } = useCustomization();
  const columns = useInvestmentColumns({ format, signingHidden: hide.signInvestment, onAsk });
  const data = list.data;

  if (list.isError && !data) return <LoadError title={t('investments.error')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (data && data.data.length === 0) {
    return (
      <EmptyState
        title={t(`investments.empty.${query.tab}`)}
        description={t('investments.empty_description')}
        action={
          <ButtonLink as={Link} variant="secondary" to={investorPaths.issuances.href()}>
            {t('investments.explore')}
          </ButtonLink>
        }
      />
    );
  }
  const table = (
    <ListTable caption={t('investments.table_caption')} hideCaption columns={columns} rows={data?.data ?? []} rowKey={(row) => row.id} loading={list.isPending} loadingRows={SKELETON_ROWS} />
  );
  if (!data) {
    return (
      // The skeleton rows are the page's shape only: the busy region around them says it is loading.
      <div role="status" aria-busy="true" aria-label={t('investments.loading')}>
        <div aria-hidden="true">{table}</div>
      </div>
    );
  }
  return (
    <>
      <div className={list.isPlaceholderData ? styles.stale : undefined} aria-busy={list.isPlaceholderData || undefined}>
        {table}
      </div>
      <ListFooter page={query.page} perPage={query.per_page} totalPages={data.meta.total_pages} onChange={onPage} />
    </>
  );
}
